import { test as base, devices, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages paint before their scripts load (lib/first-paint/chunk-loader.ts), so the load event
 * that page.goto() waits for comes before hydration. Here goto() and reload() also wait until the
 * page is interactive: the chat toggle, which every page renders only once hydrated
 * (components/chat/ChatLauncher.tsx, mounted in #n8n-chat). An explicit `waitUntil`, a test with
 * JavaScript off, or a response that is not HTML keeps Playwright's own behaviour.
 */
export function waitForInteractiveOnNavigation(page: Page, javaScriptEnabled = true) {
  const untilInteractive = async (navigation: Promise<Response | null>, waitUntil: unknown) => {
    const response = await navigation;
    const html = response?.headers()['content-type']?.includes('text/html') ?? true;
    if (javaScriptEnabled && waitUntil === undefined && html) {
      await page.locator('#n8n-chat > button').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => untilInteractive(goto(url, options), options?.waitUntil);
  page.reload = (options) => untilInteractive(reload(options), options?.waitUntil);
}

export const test = base.extend<object, { visitor: Page }>({
  page: async ({ page, javaScriptEnabled }, run) => {
    waitForInteractiveOnNavigation(page, javaScriptEnabled !== false);
    await run(page);
  },
  /*
   * One page per worker, for suites that visit every route with read-only checks (routes.spec, the
   * nginx smoke): a new page costs a renderer process, and the scripts every page shares are then
   * compiled once. routes.spec.ts took 2.0 min instead of 2.8 with it (27 November 2026). A test
   * that changes a page's state (the theme, the viewport) sets it at its start.
   */
  visitor: [
    async ({ browser }, run, workerInfo) => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        baseURL: workerInfo.project.use.baseURL,
      });
      const page = await context.newPage();
      waitForInteractiveOnNavigation(page);
      await run(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
