import { test } from '../helpers/test';
import { expectNoOpenRedirect } from '../helpers/hostile-paths';
import { nginxPort } from '../../../playwright.config';

test('nginx: no request target turns the trailing-slash redirect into an open redirect', async () => {
  await expectNoOpenRedirect(nginxPort);
});
