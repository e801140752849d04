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

/** Opens `path` with its scripts held back; the page has painted when this returns. */
export async function openBeforeHydration(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'load' });
  await expectNotHydrated(page);
  return scripts;
}
