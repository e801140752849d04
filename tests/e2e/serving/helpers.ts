import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '../helpers/test';

/** What the build's server-config step (scripts/build/server-config.mjs) computed. */
export type GeneratedHeaders = {
  connectOrigins: string[];
  commonHeaders: Record<string, string>;
  csp: Record<string, string>;
};

export function generatedHeaders(): GeneratedHeaders {
  return JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'deploy', 'generated', 'nginx', 'headers.json'), 'utf8'),
  ) as GeneratedHeaders;
}

const watched = new WeakMap<Page, string[]>();

/**
 * Collects every Content-Security-Policy violation the page reports: `securitypolicyviolation`
 * events (registered before any script runs) and console messages that mention the policy. On a
 * page already watched (a worker's `visitor`), it empties the list and returns it.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const known = watched.get(page);
  if (known) {
    known.length = 0;
    return known;
  }
  const violations: string[] = [];
  watched.set(page, violations);
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) sample: ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(`console ${message.type()}: ${message.text()}`);
  });
  return violations;
}

/**
 * Opens `route` as a deep link and reloads it: both answer 200 at the clean URL, the page hydrates
 * (React's fiber is on its main element) and nothing breaks the page's CSP. The smoke suites of every
 * server (nginx here, the hosts' runtimes in tests/hosts) check each route with it.
 */
export async function expectRouteServed(page: Page, route: string) {
  const violations = await watchCspViolations(page);
  // 'load' and the hydration check below, not 'networkidle': hydration comes after every script the
  // page loads first, and the half second of quiet, twice a route, made the nginx smoke suite 1.4 min
  // instead of 1.2 (idle machine, 27 November 2026).
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.status(), `status of ${route}`).toBe(200);
  expect(new URL(page.url()).pathname, 'the clean URL stays').toBe(route);
  await expect(page.locator('main#main-content')).toBeVisible();
  const reloaded = await page.reload({ waitUntil: 'load' });
  expect(reloaded?.status(), `status of ${route} on reload`).toBe(200);
  await expect
    .poll(
      () =>
        page.evaluate(() => Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__reactFiber'))),
      { message: `${route} hydrated` },
    )
    .toBe(true);
  expect(violations, `CSP violations on ${route}`).toEqual([]);
}

/** From the home page, the footer's Privacy Policy link opens its page in place (no reload) under the CSP. */
export async function expectClientNavigation(page: Page) {
  const violations = await watchCspViolations(page);
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  expect(violations).toEqual([]);
}
