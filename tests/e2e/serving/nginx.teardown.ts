import { execFileSync } from 'node:child_process';
import { test as teardown } from '../helpers/test';

teardown('stop the test nginx', () => {
  execFileSync(process.execPath, ['scripts/lib/nginx-server.mjs', 'stop'], { stdio: 'inherit' });
});
