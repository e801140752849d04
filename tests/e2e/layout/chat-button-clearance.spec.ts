import { expect, test } from '../helpers/test';

/**
 * The floating chat button stays in the bottom corner of every page. At the end of a page, where
 * the visitor cannot scroll any further, it must not sit on a link: no footer link's box meets the
 * button's.
 */
for (const width of [375, 1280]) {
  test(`at the end of a page the chat button covers no footer link (${width} px)`, async ({ visitor: page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/about');
    await expect(page.getByRole('button', { name: /chat/i }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = (await page.getByRole('button', { name: /chat/i }).first().boundingBox())!;
    const covered = await page.locator('footer a').evaluateAll(
      (links, button) =>
        links
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return (
              box.right > button.x &&
              box.left < button.x + button.width &&
              box.bottom > button.y &&
              box.top < button.y + button.height
            );
          })
          .map((link) => link.textContent),
      button,
    );
    expect(await page.locator('footer a').count()).toBeGreaterThan(10);
    expect(covered, 'footer links under the chat button').toEqual([]);
  });
}
