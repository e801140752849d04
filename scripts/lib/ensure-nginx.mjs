#!/usr/bin/env node
// @ts-check
/** Installs Debian's nginx when it is missing (the "nginx" Playwright project serves out/ with it). */
import { ensureDebianPackage } from './apt.mjs';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

// nginx-light would do; `nginx` is the package every Debian release has. Its service is not started.
export const ensureNginx = () => ensureDebianPackage(nginxBinary, 'nginx');

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) ensureNginx();
