import { test } from '../helpers/test';
import { expectDoubledSlashRedirects, expectNoOpenRedirect } from '../helpers/hostile-paths';
import { nginxPort } from '../../../playwright.config';

test('nginx: no request target turns the trailing-slash redirect into an open redirect', async () => {
  await expectNoOpenRedirect(nginxPort);
});

test('nginx: an address with a run of slashes redirects to its page on this origin', async () => {
  await expectDoubledSlashRedirects(nginxPort);
});
