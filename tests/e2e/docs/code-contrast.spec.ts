import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/test';

/**
 * The API reference's code samples sit in tabs, and a tab's panel is hidden until it is chosen, so
 * axe on the page as it loads never sees the JavaScript samples. Here every tab of every sample is
 * chosen in turn, in both themes, and axe checks the shown panel (the token colours' contrast on the
 * code background included).
 */
for (const theme of ['light', 'dark'] as const) {
  test(`every code tab of the API reference passes axe in the ${theme} theme`, async ({ page }) => {
    // One axe run per tab (about twenty): 25-35 s on CI's shared cores, over the default 30 s.
    test.slow();
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/documentation#api');
    const tablists = page.getByRole('tablist', { name: /^Code samples:/ });
    const count = await tablists.count();
    expect(count, 'the API reference has tabbed samples').toBeGreaterThan(1);
    for (let list = 0; list < count; list++) {
      const tabs = tablists.nth(list).getByRole('tab');
      const tabCount = await tabs.count();
      expect(tabCount).toBeGreaterThan(1);
      for (let index = 0; index < tabCount; index++) {
        const tab = tabs.nth(index);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const panelId = await tab.getAttribute('aria-controls');
        await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
        await expectNoAxeViolations(page, `[id="${panelId}"]`);
      }
    }
  });
}
