import { expect, test } from '../helpers/test';
import { axeViolations, colourRules } from '../helpers/axe';

/*
 * The helper every axe check goes through (tests/e2e/helpers/axe.ts) runs axe in the page itself
 * (legacy mode). Here it must still find what a regression would bring: text too faint to read and
 * an image without a name, with every rule and with the colour rules alone.
 */
test('the axe helper reports low contrast and a missing alt text on a real page', async ({ visitor: page }) => {
  await page.goto('/about');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    // Styles through the CSSOM: the page's policy blocks style attributes in markup.
    const faint = Object.assign(document.createElement('p'), { id: 'faint', textContent: 'Faint text' });
    Object.assign(faint.style, { color: '#c8c8c8', background: '#fff' });
    const nameless = Object.assign(document.createElement('img'), { id: 'nameless', src: '/icon.svg' });
    main.prepend(faint, nameless);
  });
  const all = await axeViolations(page);
  expect(all.find((line) => line.startsWith('color-contrast'))).toContain('#faint');
  expect(all.find((line) => line.startsWith('image-alt'))).toContain('#nameless');
  const colours = await axeViolations(page, undefined, colourRules);
  expect(colours).toHaveLength(1);
  expect(colours[0]).toMatch(/^color-contrast .*#faint/s);
  expect(await axeViolations(page, '#nameless', colourRules)).toEqual([]);
});
