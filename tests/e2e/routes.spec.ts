import { expect, test, type Page } from './helpers/test';
import { axeViolations, colourRules, expectNoAxeViolations } from './helpers/axe';
import {
  buttonGroupProblems,
  gridsEndingAlone,
  heroProblems,
  initialsInCircles,
  contentInLauncherColumn,
  controlsInLauncherColumn,
  launcherCoverage,
  looseHeroButtons,
  sidewaysOverflow,
  standInTiles,
  typedArrows,
  unstyledProseElements,
  wrappedHeaderItems,
} from './helpers/page-checks';
import { proseElementsDropped } from '../../tailwind.config.mjs';
import { peopleAndBrands } from './helpers/identities';
import { sitemapRoutes } from './helpers/sitemap';

/*
 * Every route of the sitemap and both 404 answers, visited once, with every check a page owes at a
 * laptop's and a phone's width (tests/e2e/helpers/page-checks.ts) and axe (WCAG 2.2 A/AA), then in
 * the dark theme. One visit runs them all, each a step with soft assertions so that a run lists
 * every failure: a page load with hydration is most of such a test's time. Six sweeps of their own
 * had made 349 loads (22 minutes of the suite on the loaded 2-core machine of 27 November 2026);
 * a visit per theme made 110 (11.5 minutes of worker time); one visit makes 55.
 */
const routes = [...sitemapRoutes(), '/no-such-page', '/vendor-integrations/no-such-vendor'];
const names = peopleAndBrands();
// A documentation article and the API reference's pages open in the docs' reading layout, the title
// at the top of the column beside the sidebar, as reference docs do; every other page with a named hero.
const isArticle = (route: string) => route.startsWith('/documentation/');

async function check(name: string, findings: () => Promise<string[]>) {
  await test.step(name, async () => expect.soft(await findings(), name).toEqual([]));
}

/**
 * From a small phone to a wide desktop, through a tablet and the 1024-1180 px of a small laptop or
 * an iPad in landscape, where the header's links once wrapped (issue 49). A theme changes colours
 * only (app/globals.css; tests/unit/dark-theme-colours.test.ts keeps it so), so the widths
 * measured in light hold in dark.
 */
const widths = [1920, 1440, 1280, 1180, 1024, 768, 375, 320];

async function fitsEveryWidth(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await check(`no sideways scroll at ${width} px`, () => sidewaysOverflow(page));
    await check(`no header item on two lines at ${width} px`, () => wrappedHeaderItems(page));
    // The end of the page, then back to the first view, where the rest of the visit reads the page.
    for (const where of ['end of page', 'first view'] as const)
      await check(`the chat toggle covers no control at the ${where} at ${width} px`, () =>
        launcherCoverage(page, where),
      );
    if (width >= 1024) {
      await check(`no control in the chat toggle's column at ${width} px`, () => controlsInLauncherColumn(page));
      await check(`nothing painted in the chat toggle's column at ${width} px (mid-page)`, () =>
        contentInLauncherColumn(page),
      );
    }
  }
}

for (const route of routes) {
  test(`${route}: hero, grids, people, buttons, width and axe, light then dark`, async ({ visitor: page }) => {
    // Six checks and two axe passes on one visit: the work of as many tests.
    test.slow();
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    if (!isArticle(route)) await check('opens with a named hero that holds the h1', () => heroProblems(page));
    await check('no grid ends on a lone item at 1280 px', () => gridsEndingAlone(page));
    await check('no person shown as initials in a circle', () => initialsInCircles(page));
    await check('no letters or icons stand in for a person or a brand', () => standInTiles(page, names));
    await check('arrows in links are icons, not typed glyphs', () => typedArrows(page));
    await check('hero buttons are in a button group', () => looseHeroButtons(page));
    await check('button groups side by side at 1280 px', () => buttonGroupProblems(page, 'wide'));
    await check('prose holds only elements its styles draw', () => unstyledProseElements(page, proseElementsDropped));
    await check('axe finds no WCAG 2.2 A/AA violation (light)', () => axeViolations(page));
    await fitsEveryWidth(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await check('button groups full width at 375 px', () => buttonGroupProblems(page, 'phone'));
    // A small laptop's width, where the header shows four links and More (issue 49).
    await page.setViewportSize({ width: 1024, height: 900 });
    await check('axe finds no WCAG 2.2 A/AA violation at 1024 px (light)', () => axeViolations(page));

    // The dark theme through the system setting, as most readers get it: the page follows it live.
    // Reduced motion stops the colour transitions, so axe reads the colours they end on. A theme
    // changes colours only, so the rules that read colours are the ones to run again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await check('axe finds no contrast violation (dark)', () => axeViolations(page, undefined, colourRules));
    await page.setViewportSize({ width: 1024, height: 900 });
    await check('axe finds no contrast violation at 1024 px (dark)', () => axeViolations(page, undefined, colourRules));
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation with the mobile menu open (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
