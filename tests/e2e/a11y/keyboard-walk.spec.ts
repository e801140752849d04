import { expect, test, type Page } from '../helpers/test';

/**
 * From the top of the home page, Tab reaches the skip link, every header control, the main call
 * to action and the chat toggle, in that order, each with a visible focus ring.
 */

// No trace here: it snapshots the whole page on each of the walk's 110 actions (a Tab and a look at
// the focus for each stop), which took the walk on Home from 7.5 s to 49 s and past the timeout.
test.use({ trace: 'off' });

type Stop = { walk: string | null; tag: string; text: string; ring: boolean; visible: boolean };

/**
 * Records every element that takes focus, as it takes it (where it is, its ring), so the walk is a
 * Tab per round trip rather than a Tab and a look (110 round trips on Home, 9 s on CI).
 */
async function recordFocusStops(page: Page) {
  await page.evaluate(() => {
    const stops: Stop[] = [];
    (window as unknown as { __focusStops: Stop[] }).__focusStops = stops;
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      const box = element.getBoundingClientRect();
      const visible =
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0;
      stops.push({
        walk: element.getAttribute('data-walk'),
        tag: element.tagName.toLowerCase(),
        text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
        ring: outline || shadow,
        visible,
      });
    });
  });
}

const focusStops = (page: Page) =>
  page.evaluate(() => (window as unknown as { __focusStops: Stop[] }).__focusStops.slice());

test('Tab walks from the skip link through the header and the main call to action to the chat toggle, with a focus ring on each', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/', { waitUntil: 'networkidle' });

  const chatToggle = page.getByRole('button', { name: /chat/i }).first();
  await expect(chatToggle).toBeVisible();

  // Name the stops the walk must reach, in the order they must come.
  const expected: string[] = [];
  const mark = async (locator: ReturnType<Page['locator']>, name: string) => {
    await locator.evaluate((element, value) => element.setAttribute('data-walk', value), name);
    expected.push(name);
  };
  await mark(page.getByRole('link', { name: 'Skip to content' }), 'skip link');
  const headerControls = page.getByRole('banner').locator('a:visible, button:visible');
  const count = await headerControls.count();
  expect(count, 'the header has links to walk through').toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const control = headerControls.nth(i);
    await mark(
      control,
      `header: ${((await control.getAttribute('aria-label')) ?? (await control.innerText())).trim()}`,
    );
  }
  await mark(page.getByRole('main').getByRole('link', { name: 'Get Started' }).first(), 'main call to action');
  await mark(chatToggle, 'chat toggle');

  await recordFocusStops(page);
  const reached: string[] = [];
  const problems: string[] = [];
  for (let press = 0; press < 200 && !reached.includes('chat toggle'); press += 1) {
    await page.keyboard.press('Tab');
    if (press % 10 !== 9) continue;
    // Every tenth press, read what the presses so far reached.
    reached.length = 0;
    problems.length = 0;
    for (const stop of await focusStops(page)) {
      if (!stop.walk || reached.includes(stop.walk)) continue;
      reached.push(stop.walk);
      if (!stop.ring) problems.push(`${stop.walk} (${stop.tag} "${stop.text}") has no visible focus ring`);
      if (!stop.visible) problems.push(`${stop.walk} (${stop.tag} "${stop.text}") is not visible when focused`);
    }
  }
  expect(reached, 'the stops Tab reached, in order').toEqual(expected);
  expect(problems).toEqual([]);
});
