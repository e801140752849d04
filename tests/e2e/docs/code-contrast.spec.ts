import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test } from '../helpers/test';

/**
 * The landing's API section shows its code samples in tabs, and a tab's panel is hidden until it is
 * chosen, so axe on the page as it loads never sees the JavaScript sample. Here the first tab of
 * every sample is chosen, then the second, and so on, in both themes, and axe checks the panels
 * shown (the token colours' contrast on the code background included): one axe pass per tab
 * position. The reference page shows every guide sample and response at once, and each call's sample
 * in the language chosen: axe checks them all there, once per language.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`every code sample of the API reference's two pages passes axe in the ${theme} theme`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of ['/documentation/api-reference', '/documentation/api-reference/errors-and-limits']) {
      await page.goto(path);
      expect(await page.locator('main pre').count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page, 'main pre');
    }
    // The reference's calls in each language (one choice switches every call), written in the browser and coloured there.
    await page.goto('/documentation/api-reference');
    for (const language of ['JavaScript fetch', 'Python']) {
      await page
        .locator('main label.code-tab')
        .filter({ hasText: new RegExp(`^${language}$`) })
        .first()
        .click();
      await expect(page.locator('#api-update-price-' + (language === 'Python' ? 'python' : 'fetch'))).toBeVisible();
      await expectNoAxeViolations(page, 'main pre');
    }
  });

  test(`every code tab of the documentation's API section passes axe in the ${theme} theme`, async ({
    visitor: page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/documentation#api');
    const tablists = page.getByRole('group', { name: /^Code samples:/ });
    const count = await tablists.count();
    expect(count, 'the API section has tabbed samples').toBeGreaterThan(0);
    const tabCounts = await tablists.evaluateAll((lists) =>
      lists.map((list) => list.querySelectorAll('input[type="radio"]').length),
    );
    expect(Math.min(...tabCounts), 'every sample has more than one tab').toBeGreaterThan(1);
    for (let index = 0; index < Math.max(...tabCounts); index++) {
      for (let list = 0; list < count; list++) {
        if (index >= tabCounts[list]!) continue;
        const tab = tablists.nth(list).locator('label').nth(index);
        await tab.click();
        await expect(tab.getByRole('radio')).toBeChecked();
        // The tab's sample is the element right after its label.
        const panel = tab.locator('xpath=following-sibling::div[1]');
        await expect(panel).toBeVisible();
        await panel.evaluate((element, mark) => element.setAttribute('data-axe-tab', mark), String(index));
      }
      await expectNoAxeViolations(page, `[data-axe-tab="${index}"]`);
    }
  });
}
