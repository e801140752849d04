import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './helpers/test';
import { generatedHeaders, watchCspViolations } from './serving/helpers';
import { sitePort } from '../../playwright.config';

/**
 * An address with a run of slashes ("//pricing", from a mis-joined link) used to blank the page:
 * Next's router wrote "//pricing" back into the address, which the browser reads as the host
 * "pricing", and Next's built-in error page replaced the site. The servers we ship redirect such an
 * address (static-server-redirects.spec.ts, serving/redirects.spec.ts); here the page is reached at
 * it anyway, as on a host that serves it as it is (netlify dev does), and the address fix in its
 * <head> (lib/first-paint/merge-slashes.ts) must keep it working.
 */
const out = path.join(process.cwd(), 'out');
const csp = generatedHeaders().csp;
const origin = `http://localhost:${sitePort}`;

/** Answers `address` (a path with a run of slashes) with `file` of the export, as a host that does not redirect. */
async function serveAsIs(page: Page, address: string, file: string, status: number, policy: string) {
  await page.route(
    (url) => url.pathname === address,
    (route) =>
      route.fulfill({
        status,
        contentType: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': policy },
        body: fs.readFileSync(path.join(out, file), 'utf8'),
      }),
  );
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a page served at //pricing takes the merged address before the router reads it, and stays whole', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const violations = await watchCspViolations(page);
  await serveAsIs(page, '//pricing', 'pricing.html', 200, csp['/pricing']!);
  await page.goto(`${origin}//pricing?plan=pro#faq`);
  expect(page.url()).toBe(`${origin}/pricing?plan=pro#faq`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /open live chat/i })).toBeVisible();
  // The router runs: a link is followed in the page, without a reload.
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(`${origin}/privacy`);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  expect(errors).toEqual([]);
  expect(violations).toEqual([]);
});

test('the not-found page served at //documentation/quick-start-guide asks again at the merged address and shows the article', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await serveAsIs(page, '//documentation/quick-start-guide', '404.html', 404, csp['/404.html']!);
  await page.goto(`${origin}//documentation/quick-start-guide`, { waitUntil: 'commit' });
  await expect(page).toHaveURL(`${origin}/documentation/quick-start-guide`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Start Guide' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("when the router itself fails, the site's own global error page shows, not Next's built-in one", async ({
  page,
}) => {
  // The router's own history write (its state carries __NA) fails, as "//pricing" made it fail.
  await page.addInitScript(() => {
    const replaceState = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      if ((state as { __NA?: boolean } | null)?.__NA) throw new DOMException('refused', 'SecurityError');
      replaceState(state, unused, url);
    };
  });
  await page.goto('/pricing', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1, name: 'Something Went Wrong on This Page' })).toBeVisible();
  await expect(page.getByText('Reload the page or try again in a moment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByText('This page couldn’t load')).toHaveCount(0);
});
