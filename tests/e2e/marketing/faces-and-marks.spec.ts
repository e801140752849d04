import { expect, test } from '../helpers/test';
import { peopleAndBrands } from '../helpers/identities';
import { standInTiles } from '../helpers/page-checks';

/**
 * People wear illustrated portraits and vendors and customers wordmarks (issue 49): never letters
 * or icons in their place. A portrait is the build's SVG file of that person, decorative beside the
 * visible name (alt=""), so a screen reader reads the name once; a wordmark is the name as text with
 * its symbol hidden.
 */
const pages: { route: string; people: string[]; brands: string[] }[] = [
  { route: '/', people: ['Maya Thompson', 'Daniel Ortiz', 'Priya Nair'], brands: ['Quorum International'] },
  { route: '/about', people: ['Ethan Caldwell', 'Sofia Marquez', 'James Whitaker', 'Aisha Bello'], brands: [] },
  { route: '/careers', people: ['Ethan Caldwell', 'Aisha Bello'], brands: [] },
  { route: '/case-studies', people: [], brands: ['FixtureFarm', 'Evertail', 'Condomania'] },
  { route: '/case-studies/fixturefarm', people: ['Maya Thompson'], brands: ['FixtureFarm', 'Kuzco Lighting'] },
  { route: '/vendor-integrations', people: [], brands: ['Nora', 'Williams Trading Co', 'McKesson'] },
  { route: '/vendor-integrations/nora', people: [], brands: ['Nora', 'Oxygen Lighting'] },
];

for (const { route, people, brands } of pages) {
  test(`${route}: portraits and wordmarks, each named once`, async ({ visitor: page }) => {
    await page.goto(route);
    const main = page.getByRole('main');
    for (const name of people) {
      const portrait = main.locator(`img[data-portrait="${name}"]`).first();
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toHaveAttribute('alt', '');
      await expect(portrait).toHaveAttribute('src', `/people/${name.toLowerCase().replace(/ /g, '-')}.svg`);
      // Drawn: the file is there and is an image.
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    // Every portrait on the page is decorative: the visible name beside it is the one the reader hears.
    const alts = await main
      .locator('img[data-portrait]')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(new Set(alts)).toEqual(new Set(alts.length ? [''] : []));
    for (const name of brands) {
      const mark = main.locator(`[data-brand="${name}"]`).first();
      await expect(mark).toBeVisible();
      await expect(mark).toHaveText(name);
      await expect(mark.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    // Named beside the portraits: in full, or by first name in Careers' line.
    const tree = await main.ariaSnapshot();
    for (const name of [...people, ...brands])
      expect(tree, `${name} is named`).toContain(route === '/careers' ? name.split(' ')[0]! : name);
  });
}

test("a brand's symbol takes its tone in light and a lighter one in dark, the same on every page", async ({
  visitor: page,
}) => {
  const colour = (name: string) =>
    page
      .locator(`main [data-brand="${name}"] svg`)
      .first()
      .evaluate((svg) => getComputedStyle(svg).color);
  await page.goto('/vendor-integrations');
  const nora = await colour('Nora');
  expect(await colour('Crystorama')).not.toBe(nora);
  await page.goto('/vendor-integrations/nora');
  expect(await colour('Nora')).toBe(nora);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await colour('Nora')).not.toBe(nora);
});

test('the stand-in check finds letters and icons in place of a person or a brand, and passes feature icons', async ({
  visitor: page,
}) => {
  // A page of its own: the site's policy would drop these inline styles.
  const tile = 'display:inline-flex;width:44px;height:44px;border-radius:12px;background:#4f46e5;color:#fff';
  await page.setContent(`<body>
    <p><span style="${tile}">FF</span> FixtureFarm</p>
    <p><span style="${tile};border-radius:50%">F+</span> A customer</p>
    <p><span style="${tile};border-radius:50%"><svg width="22" height="22"><use href="/sprite.svg#person"/></svg></span> Maya Thompson, Founder</p>
    <p><span style="${tile}"><svg width="22" height="22"><use href="/sprite.svg#store"/></svg></span> Inventory sync</p>
    <p><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" width="44" height="44" alt="" style="border-radius:50%;background:#fde68a"> Maya Thompson</p>
  </body>`);
  const found = await standInTiles(page, peopleAndBrands());
  expect(found).toEqual([
    'a tile of letters "FF" beside "FF FixtureFarm"',
    'a tile of letters "F+" beside "F+ A customer"',
    'an icon tile in place of Maya Thompson',
  ]);
});
