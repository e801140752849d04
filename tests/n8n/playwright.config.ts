import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testBrowserArgs, testBrowserPath } from '../../scripts/lib/test-browser.mjs';
import { n8nSettings } from './settings.mjs';

/**
 * The real-n8n specs (`npm run test:n8n` runs them through tests/n8n/run.mjs, which installs and
 * starts n8n and builds both sites first). Not part of `npm test`: the main config's testDir is tests/e2e.
 * One worker: the specs share one n8n and read its executions.
 */
const settings = n8nSettings(process.env, path.resolve(__dirname, '..', '..'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../.output/n8n/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${settings.sitePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: testBrowserArgs,
    },
  },
  projects: [{ name: 'n8n', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      cwd: '../..',
      env: { PORT: String(settings.sitePort), SITE_DIR: settings.siteDir },
      url: `http://localhost:${settings.sitePort}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node scripts/serve.mjs',
      cwd: '../..',
      env: { PORT: String(settings.chatSitePort), SITE_DIR: settings.chatTriggerSiteDir },
      url: `http://localhost:${settings.chatSitePort}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
