import { ERROR_TITLE } from '../../components/layout/ErrorContent';
import { expect, test, type Page } from './helpers/test';

/** One route per page template. */
const routes = [
  '/',
  '/features',
  '/pricing',
  '/faq',
  '/documentation',
  '/documentation/quick-start-guide',
  '/vendor-integrations',
  '/vendor-integrations/nora',
  '/case-studies/fashionplus',
  '/careers',
  '/careers/integration-engineer',
  '/contact',
  '/application',
  '/custom-integrations',
  '/privacy',
];

/** Fragments and queries that percent-decoding refuses: a lone "%" and a cut-off UTF-8 sequence. */
const malformed = ['#%', '#%E0%A4%A', '?q=%', '?position=%', '?q=%E0%A4%A&position=%25%ZZ#%25%'];

/** Errors the page reports: uncaught ones, and the ones React logs when a component throws. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /URIError|URI malformed/i.test(message.text()))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The page is whole: its own heading, the chat toggle, no error screen. */
async function expectIntact(page: Page, label: string) {
  // Let the effects that read the address run and render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
  await expect(page.locator('#n8n-chat > button'), label).toBeVisible();
  await expect(page.getByText(ERROR_TITLE), label).toHaveCount(0);
  await expect(page.getByText(/This page couldn.t load|Application error/), label).toHaveCount(0);
}

for (const route of routes) {
  test(`${route} stays intact with malformed fragments and queries`, async ({ visitor: page }) => {
    const errors = collectErrors(page);
    for (const suffix of malformed) {
      await page.goto(`${route}${suffix}`);
      await expectIntact(page, `${route}${suffix}`);
    }
    // A fragment changed on the page (hashchange) is read too.
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A';
    });
    await expectIntact(page, `${route} after hashchange`);
    expect(errors).toEqual([]);
  });
}
