import { test } from './helpers/test';
import { expectDoubledSlashRedirects, expectNoOpenRedirect } from './helpers/hostile-paths';
import { sitePort } from '../../playwright.config';

test('the static server of npm start: no request target turns the trailing-slash redirect into an open redirect', async () => {
  await expectNoOpenRedirect(sitePort);
});

test('the static server of npm start: an address with a run of slashes redirects to its page on this origin', async () => {
  await expectDoubledSlashRedirects(sitePort);
});
