import { expect, type Page } from './test';

/**
 * Pages paint before their scripts run (lib/first-paint/chunk-loader.ts): these hold a page's
 * scripts back so that a test can act on the painted page before React hydrates it.
 */

export type HeldScripts = { release: () => Promise<void> };

/** Holds every script chunk of the next page until `release()`, which then waits for hydration. */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.fallback();
  });
  return {
    release: async () => {
      open();
      await page.locator('#n8n-chat > button').waitFor({ state: 'attached', timeout: 20_000 });
    },
  };
}

/** The page is painted and usable, and React has not touched it yet. */
export async function expectNotHydrated(page: Page) {
  await expect(page.locator('#n8n-chat > button')).toHaveCount(0);
  const fiber = await page.evaluate(() =>
    Object.keys(document.querySelector('main')!).some((key) => key.startsWith('__react')),
  );
  expect(fiber, 'React has not hydrated the page yet').toBe(false);
}

/**
 * Opens `path` and returns once its first paint is on screen. Not at the load event: after the first
 * paint the loader asks for the chunks, and a page still fetching the icon sprite or an image then
 * waits for them (held or slowed by a test) before it fires load.
 */
export async function gotoPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

/** Opens `path` with its scripts held back; the page has painted when this returns. */
export async function openBeforeHydration(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await gotoPainted(page, path);
  await expectNotHydrated(page);
  return scripts;
}
