import { execFileSync } from 'node:child_process';
import { test as setup } from '../helpers/test';
import { nginxPort } from '../../../playwright.config';

setup('start nginx serving out/ with the generated production config', () => {
  setup.setTimeout(180_000); // room for apt-get when nginx is missing
  // nginx runs as a daemon with its own prefix, pid file and logs under .output/nginx/.
  execFileSync(process.execPath, ['scripts/lib/nginx-server.mjs', 'start', String(nginxPort)], { stdio: 'inherit' });
});
