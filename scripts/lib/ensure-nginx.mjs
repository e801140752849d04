#!/usr/bin/env node
// @ts-check
/** Installs Debian's nginx when it is missing (the "nginx" Playwright project serves out/ with it). */
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx() {
  if (fs.existsSync(nginxBinary)) return nginxBinary;
  console.log(`${nginxBinary} is missing: installing Debian's nginx with apt-get.`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // nginx-light would do; `nginx` is the package every Debian release has. Its service is not started.
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq --no-install-recommends nginx`, {
    stdio: 'inherit',
    env,
  });
  if (!fs.existsSync(nginxBinary)) throw new Error(`apt-get installed nginx but ${nginxBinary} is still missing`);
  return nginxBinary;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) ensureNginx();
