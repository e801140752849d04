import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

const routes = [
  '/vendor-integrations',
  ...[
    'entrenue',
    'cyan',
    'nora',
    'oxygen',
    'quorum',
    'shopify',
    'holiday',
    'honey',
    'williams',
    'amazon',
    'kuzco',
    'crystorama',
  ].map((slug) => `/vendor-integrations/${slug}`),
  '/case-studies',
  ...['fixturefarm', 'evertail', 'condomania', 'fashionplus'].map((slug) => `/case-studies/${slug}`),
  '/careers',
  ...['integration-engineer', 'customer-success-manager', 'full-stack-developer', 'technical-support-specialist'].map(
    (slug) => `/careers/${slug}`,
  ),
];

test('every vendor, case-study and careers route is in the sitemap and answers 200', async ({ request }) => {
  const listed = sitemapRoutes();
  for (const route of routes) {
    expect(listed, route).toContain(route);
    expect((await request.get(route)).status(), route).toBe(200);
  }
});
