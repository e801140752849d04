// @ts-check
/**
 * The browser the Playwright suites drive: Debian's Chromium headless shell (package
 * chromium-headless-shell, the old headless mode, which Playwright's own browser download also
 * uses). Debian's full Chromium runs the new headless mode, a whole browser that opens a window for
 * each test's context; the same specs took about half as long again with it (docs/testing.md, "What keeps the suite short").
 * CHROMIUM_PATH points the suites at another Chromium.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
/**
 * The Debian packages behind `testBrowserPath`, installed with their recommendations as the full
 * Chromium was. fonts-liberation is named as well: the site's monospace stack ends in Liberation
 * Mono (app/globals.css), and the layout tests were measured with it.
 */
export const testBrowserPackages = 'chromium-headless-shell fonts-liberation';
/** No sandbox (root in a container), no GPU, and nothing that calls out to the network by itself. */
export const testBrowserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
