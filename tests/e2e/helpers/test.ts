import { test as base, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages paint before their scripts load (lib/first-paint/chunk-loader.ts), so the load event
 * that page.goto() waits for comes before hydration. Here goto() and reload() also wait until the
 * page is interactive: the chat toggle, which every page renders only once hydrated
 * (components/chat/ChatLauncher.tsx, mounted in #n8n-chat). An explicit `waitUntil`, a test with
 * JavaScript off, or a response that is not HTML keeps Playwright's own behaviour.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    const untilInteractive = async (navigation: Promise<Response | null>, waitUntil: unknown) => {
      const response = await navigation;
      const html = response?.headers()['content-type']?.includes('text/html') ?? true;
      if (javaScriptEnabled !== false && waitUntil === undefined && html) {
        await page.locator('#n8n-chat > button').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => untilInteractive(goto(url, options), options?.waitUntil);
    page.reload = (options) => untilInteractive(reload(options), options?.waitUntil);
    await run(page);
  },
});
