import { defineConfig, devices } from '@playwright/test';
import { testBrowserArgs, testBrowserPath } from '../../scripts/lib/test-browser.mjs';
import { hostByName } from './hosts.mjs';

/**
 * The smoke suite against one static host's own local runtime (`npm run test:hosts`, through
 * tests/hosts/run.mjs, which installs the host's tool, builds if needed and starts the receiver and
 * the host first). HOST_NAME picks the host; not part of `npm test` (the main config's testDir is tests/e2e).
 * The chat and form checks are the nginx project's own spec (tests/e2e/serving/interactive.spec.ts).
 */
const host = hostByName(process.env.HOST_NAME ?? 'cloudflare');

export default defineConfig({
  testDir: '..',
  testMatch: ['hosts/*.spec.ts', 'e2e/serving/interactive.spec.ts'],
  outputDir: '../.output/hosts/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${host.port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: testBrowserArgs,
    },
  },
  projects: [{ name: host.name, use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
