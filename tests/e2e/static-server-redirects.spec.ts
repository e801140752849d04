import { test } from './helpers/test';
import { expectNoOpenRedirect } from './helpers/hostile-paths';
import { sitePort } from '../../playwright.config';

test('the static server of npm start: no request target turns the trailing-slash redirect into an open redirect', async () => {
  await expectNoOpenRedirect(sitePort);
});
