import { expect, test } from '../helpers/test';
import { checkoutLinks, headerActions, siteUrl } from '../../../lib/site/site';

type JsonLd = { '@type': string; [key: string]: unknown };

const pages = [
  { path: '/', title: 'Linkwell: Shopify store and vendor automation', types: ['BreadcrumbList'] },
  { path: '/features', title: 'Features | Linkwell', types: ['BreadcrumbList'] },
  { path: '/pricing', title: 'Pricing | Linkwell', types: ['Product', 'BreadcrumbList'] },
  { path: '/how-it-works', title: 'How It Works | Linkwell', types: ['BreadcrumbList'] },
  { path: '/about', title: 'About Us | Linkwell', types: ['BreadcrumbList'] },
  { path: '/faq', title: 'Frequently Asked Questions | Linkwell', types: ['BreadcrumbList'] },
  { path: '/release-notes', title: 'Release Notes | Linkwell', types: ['BreadcrumbList'] },
];

async function jsonLdOf(page: import('@playwright/test').Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text) as JsonLd | JsonLd[]].flat());
}

for (const { path, title, types } of pages) {
  test(`${path}: own title, Open Graph and JSON-LD (${types.join(', ')}) that parses`, async ({ visitor: page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    const items = await jsonLdOf(page);
    for (const type of types) expect(items.map((item) => item['@type'])).toContain(type);
    const breadcrumb = items.find((item) => item['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { item: string; position: number }[];
    };
    expect(breadcrumb.itemListElement[0]).toMatchObject({ position: 1, item: siteUrl });
    expect(breadcrumb.itemListElement.at(-1)!.item).toBe(path === '/' ? siteUrl : `${siteUrl}${path}`);
  });
}

test('/pricing Product offers every priced plan, monthly and annual', async ({ visitor: page }) => {
  await page.goto('/pricing');
  const product = (await jsonLdOf(page)).find((item) => item['@type'] === 'Product') as unknown as {
    offers: { '@type': string; price: string; priceCurrency: string; url: string }[];
  };
  expect(product.offers.map((offer) => [offer['@type'], offer.price, offer.priceCurrency, offer.url])).toEqual([
    ['Offer', '99.00', 'USD', checkoutLinks.basic.monthly],
    ['Offer', '1068.00', 'USD', checkoutLinks.basic.annual],
    ['Offer', '199.00', 'USD', checkoutLinks.plus.monthly],
    ['Offer', '2148.00', 'USD', checkoutLinks.plus.annual],
    ['Offer', '299.00', 'USD', checkoutLinks.premium.monthly],
    ['Offer', '3228.00', 'USD', checkoutLinks.premium.annual],
  ]);
});

test('external links on the marketing pages open in a new tab with rel="noopener noreferrer"', async ({
  visitor: page,
}) => {
  let external = 0;
  for (const { path } of pages) {
    await page.goto(path);
    const links = await page.locator('a[href^="http"]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href')!,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
    // Log in leads to the product itself, the dashboard, and stays in the tab as a sign-in does.
    const leaves = (href: string) => !href.startsWith(siteUrl) && href !== headerActions.logIn.href;
    for (const link of links.filter((candidate) => leaves(candidate.href))) {
      external += 1;
      expect(link, `${path}: ${link.href}`).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    }
  }
  expect(external).toBeGreaterThanOrEqual(3);
});
