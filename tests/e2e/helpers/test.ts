import { test as base, devices, type Browser, type Page, type Response, type WorkerInfo } from '@playwright/test';

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

/**
 * One page per worker (`visitor`): a new page costs a renderer process and compiles every shared
 * script again, 0.8 s for its first visit here against 0.3 s for a visit on a page already open (28
 * November 2026). routes.spec.ts took 2.0 min instead of 2.8 with it (27 November); the 298 tests
 * first moved to it, 5.4-5.7 min instead of 7.2 (28 November).
 */
const desktop = devices['Desktop Chrome'];

const sharedPage = async (
  { browser }: { browser: Browser },
  run: (page: Page) => Promise<void>,
  workerInfo: WorkerInfo,
) => {
  const context = await browser.newContext({ ...desktop, baseURL: workerInfo.project.use.baseURL });
  const page = await context.newPage();
  waitForInteractiveOnNavigation(page);
  await run(page);
  await context.close();
};

export const test = base.extend<{ visitor: Page }, { sharedPage: Page }>({
  page: async ({ page, javaScriptEnabled }, run) => {
    waitForInteractiveOnNavigation(page, javaScriptEnabled !== false);
    await run(page);
  },
  sharedPage: [sharedPage, { scope: 'worker' }],
  /*
   * The worker's page, handed to each test as a new page would be: alone in its context, the test's
   * viewport and media options applied, storage emptied, no route left, the pointer off the page. A
   * test that needs a context of its own (JavaScript off, a phone, offline, a second tab, a file
   * chooser, an init script, a fake clock, held scripts) takes `page`.
   */
  visitor: async (
    { sharedPage: page, viewport, colorScheme, reducedMotion, javaScriptEnabled, isMobile, hasTouch, userAgent },
    run,
  ) => {
    // What only a new context can change.
    if (javaScriptEnabled === false || isMobile || hasTouch || (userAgent && userAgent !== desktop.userAgent))
      throw new Error('visitor is a desktop page with JavaScript: take page for other devices or no JavaScript');
    // A tab the last test opened (a link with target="_blank") would hold the focus.
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await page.bringToFront();
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: colorScheme ?? 'light', reducedMotion: reducedMotion ?? 'no-preference' });
    await page.mouse.move(-1, -1);
    // Storage is emptied once the last page is gone, since a page saves drafts as it leaves. A plain
    // file of the site is the cheapest page of its origin, and the test's first goto() loads anew.
    await page.goto('/robots.txt');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await run(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
