#!/usr/bin/env node
// @ts-check
/** Installs Debian's Chromium when it is missing (Playwright's own browser download cannot run here). */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

console.log(`${chromium} is missing: installing Debian's chromium with apt-get.`);
const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
