import { defineConfig, devices } from '@playwright/test';
import { testBrowserArgs, testBrowserPath } from './scripts/lib/test-browser.mjs';

/** Ports are configurable so that two checkouts can test side by side. */
export const sitePort = Number(process.env.SITE_PORT ?? 3000);
export const receiverPort = Number(process.env.RECEIVER_PORT ?? 5678);
/** Debian's nginx serving out/ with the generated production config (project "nginx"). */
export const nginxPort = Number(process.env.NGINX_PORT ?? sitePort + 5000);
/** The second build of the site with the chat's n8n Chat Trigger preset (POST, chatInput); see docs/live-chat.md. */
export const chatPostSitePort = Number(process.env.CHAT_POST_SITE_PORT ?? sitePort + 50);
export const chatPostSiteDir = 'tests/.output/chat-post-site';
const reuse = !process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.output/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A test's limit catches a hang; it is not a speed goal (those live in npm run bench). CI machines
  // differ in speed: the same suite ran in 14.5 min on 26 November 2026 and about three times slower
  // on 27 November, when the chat's longest tests (a reply, a reload, a second tab, axe) passed 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 7_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/.output/playwright-results.json' }]],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    // A trace records a snapshot of the page at every action, which made the suite twice as slow
    // (tests/e2e/chat/first-view.spec.ts: 61 s with it, 30 s without, 27 November 2026). CI records one
    // when it retries a failed test; locally, rerun a failure with --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium headless shell: Playwright's own browser download cannot reach its host here.
      executablePath: testBrowserPath,
      args: testBrowserArgs,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: ['**/serving/**'] },
    // The smoke suite against nginx with the production config (deploy/nginx/linkwell.conf, rendered by the build).
    { name: 'nginx-start', testMatch: 'serving/nginx.setup.ts', teardown: 'nginx-stop' },
    { name: 'nginx-stop', testMatch: 'serving/nginx.teardown.ts' },
    {
      name: 'nginx',
      testMatch: 'serving/**/*.spec.ts',
      dependencies: ['nginx-start'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${nginxPort}` },
    },
    {
      // The second export: the chat's n8n Chat Trigger preset, built by `next build` alone (no post-build).
      name: 'chat-post-preset',
      testMatch: ['chat/*.preset.ts', 'next-build-alone.preset.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${chatPostSitePort}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(sitePort) },
      url: `http://localhost:${sitePort}/`,
      reuseExistingServer: reuse,
      timeout: 20_000,
    },
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(chatPostSitePort), SITE_DIR: chatPostSiteDir },
      // A port, not a URL: without the preset build every path is a 404, and only its own tests say so.
      port: chatPostSitePort,
      reuseExistingServer: reuse,
      timeout: 20_000,
    },
    {
      command: 'node scripts/receiver/server.mjs',
      env: { RECEIVER_PORT: String(receiverPort), RECEIVER_SLOW_MS: '25000', RECEIVER_CHAT_DELAY_MS: '0' },
      url: `http://127.0.0.1:${receiverPort}/__control/health`,
      reuseExistingServer: reuse,
      timeout: 20_000,
    },
  ],
});
