#!/usr/bin/env node
// @ts-check
/** Installs Debian's Chromium headless shell when it is missing (Playwright's own browser download cannot run here). */
import { ensureDebianPackage } from './apt.mjs';
import { testBrowserPackages, testBrowserPath } from './test-browser.mjs';

ensureDebianPackage(testBrowserPath, testBrowserPackages, { recommends: true });
