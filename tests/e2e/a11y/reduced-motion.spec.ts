import { expect, test, type Page } from '../helpers/test';

/**
 * With prefers-reduced-motion: reduce, nothing animates and scrolling jumps. The rule is global
 * (app/globals.css), so one page of each template stands for all of them.
 */
const templateRoutes = [
  '/',
  '/pricing',
  '/faq',
  '/documentation',
  '/documentation/pricing-rules',
  '/vendor-integrations',
  '/vendor-integrations/nora',
  '/case-studies/fixturefarm',
  '/careers',
  '/contact',
  '/application',
  '/privacy',
];

/** Elements (and pseudo-elements) whose animation or transition lasts longer than 0.01 ms. */
async function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value
          .split(',')
          .map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part) || 0)),
      );
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0.00001;
        const transitioned = seconds(style.transitionDuration) > 0.00001;
        if (animated || transitioned) {
          const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${pseudo ?? ''}`;
          found.push(
            `${name}: animation ${style.animationName} ${style.animationDuration}, transition ${style.transitionDuration}`,
          );
        }
      }
    }
    return found;
  });
}

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const route of templateRoutes) {
    test(`${route}: no animation or transition, and scrolling is instant`, async ({ visitor: page }) => {
      await page.goto(route);
      expect(await movingElements(page)).toEqual([]);
      // Even with something focused, where smooth scrolling would otherwise apply.
      await page.getByRole('main').getByRole('link').first().focus();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    });
  }

  test('the mobile menu opens without motion', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await movingElements(page)).toEqual([]);
  });
});

test('without the preference, the site does scroll smoothly and animate (so the checks above can fail)', async ({
  visitor: page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  // A page opened (at a fragment, say) jumps; once something has focus, in-page links scroll smoothly.
  expect(await scrollBehavior()).toBe('auto');
  await page.getByRole('main').getByRole('link').first().focus();
  expect(await scrollBehavior()).toBe('smooth');
  expect((await movingElements(page)).length).toBeGreaterThan(0);
});
