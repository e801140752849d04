import { expect, test } from './helpers/test';
import { sitemapRoutes } from './helpers/sitemap';
import { generatedHeaders, watchCspViolations } from './serving/helpers';

/**
 * The static server of `npm start` and of this Playwright project sends the production headers
 * from the build's own _headers (scripts/serve.mjs): a CSP regression shows here too, not only
 * against nginx.
 */
const headers = generatedHeaders();

test('every route gets the policy the build computed and the common headers', async ({ request }) => {
  for (const route of sitemapRoutes()) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-security-policy'], `${route}: CSP`).toBe(headers.csp[route]);
    for (const [name, value] of Object.entries(headers.commonHeaders))
      expect(response.headers()[name.toLowerCase()], `${route}: ${name}`).toBe(value);
  }
});

test('a form page hydrates and its chat opens with no CSP violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: /open live chat/i }).click();
  await expect(page.getByRole('dialog', { name: /chat/i })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
  expect(violations).toEqual([]);
});
