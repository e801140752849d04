import { expect, test } from '../helpers/test';

/**
 * Vendors, customers and people wear monogram tiles (components/ui/IdentityTile.tsx, drawn by CSS): a
 * rounded square for a vendor, a leaf for a company, a circle for a person. A tile always stands beside
 * the visible name, so assistive technology must get the name once, never the tile's letters too.
 * A testimonial is signed with its company's tile, so Home has no person tile.
 */
const pages: { route: string; kinds: string[]; names: [string, string][] }[] = [
  {
    route: '/',
    kinds: ['vendor', 'company'],
    names: [
      ['Maya Thompson', 'MT'],
      ['Quorum International', 'QI'],
      ['Evertail', 'ET'],
    ],
  },
  {
    route: '/about',
    kinds: ['person'],
    names: [
      ['Ethan Caldwell', 'EC'],
      ['Aisha Bello', 'AB'],
    ],
  },
  {
    route: '/vendor-integrations',
    kinds: ['vendor'],
    names: [
      ['Quorum International', 'QI'],
      ['Williams Trading Co', 'WT'],
    ],
  },
  { route: '/vendor-integrations/nora', kinds: ['vendor'], names: [['Nora', 'N']] },
  {
    route: '/case-studies',
    kinds: ['company'],
    names: [
      ['FixtureFarm', 'FF'],
      ['Condomania', 'CM'],
    ],
  },
  {
    route: '/case-studies/fixturefarm',
    kinds: ['company', 'vendor'],
    names: [
      ['FixtureFarm', 'FF'],
      ['Kuzco Lighting', 'KL'],
    ],
  },
];

for (const { route, kinds, names } of pages) {
  test(`${route}: identity tiles are seen, and their letters are not read beside the names`, async ({
    visitor: page,
  }) => {
    await page.goto(route);
    const main = page.getByRole('main');
    for (const kind of kinds) await expect(main.locator(`[data-identity="${kind}"]`).first()).toBeVisible();
    // Hidden from assistive technology, or part of an image named as a whole (the hero scene).
    const exposed = await main
      .locator('[data-identity]')
      .evaluateAll(
        (tiles) =>
          tiles.filter((tile) => !tile.closest('[aria-hidden="true"]') && !tile.parentElement?.closest('[role="img"]'))
            .length,
      );
    expect(exposed).toBe(0);
    const tree = await main.ariaSnapshot();
    for (const [name, letters] of names) {
      expect(tree, `${name} is named`).toContain(name);
      expect(tree, `the tile letters ${letters} are not read`).not.toMatch(new RegExp(`\\b${letters}\\b`));
    }
  });
}

test('the colour of a tile follows its category or its name, the same on every page', async ({ visitor: page }) => {
  // The tile nearest a name: from the element whose own text is the name (a tile's letters are its
  // own text, so a link holding both is found too), up to the first that holds a tile of that kind.
  const fill = async (scope: string, kind: string, name: string) => {
    const tile = page
      .locator(scope)
      .locator(`xpath=.//*[text()[normalize-space()="${name}"]]`)
      .first()
      .locator(`xpath=ancestor-or-self::*[.//*[@data-identity="${kind}"]][1]`)
      .locator(`[data-identity="${kind}"]`)
      .first();
    return tile.evaluate((element) => getComputedStyle(element).backgroundImage);
  };
  await page.goto('/vendor-integrations');
  const nora = await fill('main', 'vendor', 'Nora');
  const crystorama = await fill('main', 'vendor', 'Crystorama');
  const amazon = await fill('main', 'vendor', 'Amazon MCF');
  // A category is one family of two tones (lib/brand/identity.ts): Nora and Oxygen Lighting share
  // one, Crystorama has the other, and no tone crosses into another category.
  expect(nora).toBe(await fill('main', 'vendor', 'Oxygen Lighting'));
  expect(nora).not.toBe(crystorama);
  expect([nora, crystorama]).not.toContain(amazon);
  // Two vendors with the same letters side by side look like two brands.
  expect(await fill('main', 'vendor', 'Holiday Products')).not.toBe(await fill('main', 'vendor', "Honey's Place"));
  await page.goto('/');
  expect(await fill('#testimonials', 'company', 'Maya Thompson')).not.toBe(
    await fill('#testimonials', 'company', 'Daniel Ortiz'),
  );
  expect(await fill('main', 'vendor', 'Crystorama')).toBe(crystorama);
});
