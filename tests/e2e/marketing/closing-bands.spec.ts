import { expect, test } from '../helpers/test';

/**
 * How each page closes, by what its reader came for (issue 24): the spec's Start Free Trial and
 * Schedule Demo pair closes Home and How It Works only; a reader comparing features is sent to the
 * plans, a reader still choosing a plan to the plan cards or to sales, a reader of customer stories
 * to our team. (A vendor's page ends with more vendors instead: tests/e2e/vendors/vendor-layout.spec.ts.)
 */
const closings: { path: string; actions: [string, string][] }[] = [
  {
    path: '/',
    actions: [
      ['Start Free Trial', '/pricing'],
      ['Schedule Demo', '/contact'],
    ],
  },
  {
    path: '/how-it-works',
    actions: [
      ['Start Free Trial', '/pricing'],
      ['Schedule Demo', '/contact'],
    ],
  },
  {
    path: '/features',
    actions: [
      ['Compare Plans', '/pricing'],
      ['See How It Works', '/how-it-works'],
    ],
  },
  {
    // A reader still choosing a plan: back to the plan cards, where each trial starts, or to sales.
    path: '/pricing',
    actions: [
      ['Start Free Trial', '/pricing#plans'],
      ['Contact Sales', '/contact'],
    ],
  },
  {
    // One reader, one way on: a store owner sizing up the company talks to the team (careers has the footer).
    path: '/about',
    actions: [['Contact Us', '/contact']],
  },
  {
    path: '/case-studies',
    actions: [
      ['Talk to Our Team', '/contact'],
      ['See Vendor Integrations', '/vendor-integrations'],
    ],
  },
  {
    path: '/case-studies/evertail',
    actions: [
      ['Compare Plans', '/pricing'],
      ['More Customer Stories', '/case-studies'],
    ],
  },
];

for (const { path, actions } of closings) {
  test(`${path} closes with ${actions.map(([label]) => label).join(' and ')}`, async ({ visitor: page }) => {
    await page.goto(path);
    const band = page.getByRole('region', { name: await page.locator('#closing-cta-title').innerText() });
    const links = band.getByRole('link');
    await expect(links).toHaveText(actions.map(([label]) => label));
    for (const [index, [, href]] of actions.entries()) await expect(links.nth(index)).toHaveAttribute('href', href);
  });
}
