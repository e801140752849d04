import { expect, test, type Page } from '../helpers/test';
import { expectNotHydrated, openBeforeHydration } from '../helpers/hydration';
import { receivedRequests, uniqueMarker } from '../helpers/receiver';
import { checkoutLinks } from '../../../lib/site/site';
import {
  errorSummary,
  fillApplication,
  fillContact,
  fillQuote,
  resumeFile,
  submissionFields,
  submitButton,
} from '../forms/helpers';

/**
 * Pages paint before their scripts run (lib/first-paint/chunk-loader.ts), so a person can act
 * before React hydrates. Here the page's scripts are held back until the test releases them: every
 * interactive control is used while nothing is hydrated, then the scripts run and the test checks
 * that what the person did was taken up (or, for the forms, held and sent exactly once).
 */

/** Every URL the page asks for or shows, to prove no field value ever lands in one. */
function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return {
    expectFree(values: string[]) {
      urls.push(page.url());
      for (const value of values) {
        const forms = new Set([
          value,
          encodeURIComponent(value),
          new URLSearchParams({ v: value }).toString().slice(2),
        ]);
        for (const form of forms)
          expect(
            urls.filter((url) => url.includes(form)),
            `"${value}" in a URL`,
          ).toEqual([]);
      }
    },
  };
}

/** Exactly one request reached the receiver for `marker`, and no second one follows. */
async function expectOneRequest(marker: string) {
  const posts = async () => (await receivedRequests(marker)).filter((request) => request.method === 'POST');
  await expect.poll(async () => (await posts()).length).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const requests = await posts();
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

const heldNote = 'Sending as soon as the page is ready…';

test.describe('forms submitted before hydration', () => {
  test('contact: the submit is held (never a native GET), shows that it waits, then sends exactly once', async ({
    page,
  }) => {
    const marker = uniqueMarker('early-contact');
    const urls = recordUrls(page);
    const scripts = await openBeforeHydration(page, '/contact');
    const values = {
      name: 'Dana Reyes',
      email: 'dana@example.com',
      company: 'Reyes Goods',
      phone: '+1 555 0111',
      message: `Hello early ${marker}`,
    };
    await fillContact(page, { ...values, subject: 'sales', plan: 'plus' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await submitButton(page, 'Send Message').click();
    // Pressing Enter in a field as well changes nothing: still one held submission.
    await form.getByLabel('Company').press('Enter');
    await page.waitForTimeout(500);
    urls.expectFree(Object.values(values));
    await expect(page).toHaveURL(/\/contact$/);

    await expect(form.getByText(heldNote)).toBeVisible();
    await expectNotHydrated(page);
    expect(await receivedRequests(marker)).toHaveLength(0);

    await scripts.release();
    await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeFocused();
    const request = await expectOneRequest(marker);
    expect(request.body).toEqual({ ...values, plan: 'plus', subject: 'sales', websiteUrl: '', ...submissionFields() });
    urls.expectFree(Object.values(values));
  });

  test('quote: choices made before hydration (selects, radio) go out with the held submit', async ({ page }) => {
    const marker = uniqueMarker('early-quote');
    const urls = recordUrls(page);
    const scripts = await openBeforeHydration(page, '/custom-integrations');
    const values = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      website: 'https://store.example',
      productCount: '501-2000',
      syncOrders: /^Yes/,
      vendorName: `Acme ${marker}`,
      vendorWebsite: 'https://acme.example',
      integrationType: 'api',
    };
    await fillQuote(page, values);
    await submitButton(page, 'Request a Quote').click();
    await expect(page.getByText(heldNote)).toBeVisible();

    await scripts.release();
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeFocused();
    const request = await expectOneRequest(marker);
    expect(request.body).toEqual({ ...values, syncOrders: 'yes', phone: '', ...submissionFields() });
    urls.expectFree([values.name, values.email, values.vendorName]);
  });

  test('vendor request: sent once with the vendor added', async ({ page }) => {
    const marker = uniqueMarker('early-vendor');
    const urls = recordUrls(page);
    const scripts = await openBeforeHydration(page, '/vendor-integrations/nora');
    const form = page.getByRole('form', { name: 'Request a Nora integration' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill(`Connect Nora ${marker}`);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByText(heldNote)).toBeVisible();

    await scripts.release();
    await expect(page.locator('#request-integration').getByRole('heading', { name: 'Request Sent' })).toBeFocused();
    const request = await expectOneRequest(marker);
    expect(request.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      website: '',
      message: `Connect Nora ${marker}`,
      vendor: 'Nora',
      ...submissionFields(),
    });
    urls.expectFree(['Ada', 'ada@example.com', marker]);
  });

  test('application: the resume chosen before hydration goes out with the held submit', async ({ page }) => {
    const marker = uniqueMarker('early-application');
    const urls = recordUrls(page);
    const scripts = await openBeforeHydration(page, '/application');
    await fillApplication(page, {
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      position: 'Integration Engineer',
      coverLetter: `Early ${marker}`,
    });
    await page.getByLabel('CV/Resume').setInputFiles(resumeFile('grace.pdf', 2048));
    await submitButton(page, 'Submit Application').click();
    await expect(page.getByText(heldNote)).toBeVisible();

    await scripts.release();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();
    const request = await expectOneRequest(marker);
    expect(request.body).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      position: 'Integration Engineer',
      coverLetter: `Early ${marker}`,
    });
    expect(request.files).toEqual({ resume: expect.objectContaining({ filename: 'grace.pdf', size: 2048 }) });
    urls.expectFree(['Grace Hopper', 'grace@example.com', marker]);
  });

  test('an incomplete form submitted early is validated once ready: inline errors, nothing sent', async ({ page }) => {
    const marker = uniqueMarker('early-invalid');
    const urls = recordUrls(page);
    const scripts = await openBeforeHydration(page, '/contact');
    await fillContact(page, { name: 'Dana Reyes', email: 'not-an-email', message: marker });
    await submitButton(page, 'Send Message').click();
    await expect(page.getByText(heldNote)).toBeVisible();

    await scripts.release();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
    await expect(errorSummary(form)).toBeFocused();
    await expect(page.getByText(heldNote)).toBeHidden();
    await expect(form.getByLabel('Full name')).toHaveValue('Dana Reyes');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await receivedRequests(marker)).toHaveLength(0);
    urls.expectFree(['Dana Reyes', 'not-an-email', marker]);
  });
});

test.describe('controls used before hydration', () => {
  test('Quantity Delta calculator: a value typed early is in the result once ready', async ({ page }) => {
    const scripts = await openBeforeHydration(page, '/documentation/inventory-management');
    const calculator = page.getByRole('region', { name: 'Quantity Delta calculator' });
    await calculator.getByLabel('Vendor quantity').fill('12');
    await scripts.release();
    await expect(calculator.getByTestId('store-quantity')).toHaveText('9');
    await expect(calculator.getByLabel('Vendor quantity')).toHaveValue('12');
    // And it keeps working.
    await calculator.getByLabel('Quantity Delta').fill('5');
    await expect(calculator.getByTestId('store-quantity')).toHaveText('7');
  });

  test('price calculator: a cost typed and a switch turned off early are in the result once ready', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page, '/documentation/pricing-rules');
    const calculator = page.getByRole('region', { name: 'Price calculator' });
    await calculator.getByLabel('Vendor cost').fill('40');
    await calculator.getByLabel('Enforce MAP').uncheck();
    await scripts.release();
    // 40 + 65% = 66.00; MAP 85 is not enforced; below MSRP 100.
    await expect(calculator.getByTestId('final-price')).toHaveText('$66.00');
    await expect(calculator.getByLabel('Enforce MAP')).not.toBeChecked();
  });

  test('pricing: the billing period chosen early switches the prices and checkout links once ready', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page, '/pricing');
    await page.getByRole('group', { name: 'Billing period' }).getByText('Monthly', { exact: true }).click();
    const plus = page.locator('[data-plan="plus"]');
    const price = plus.getByTestId('plan-price').locator('[data-billing]:visible');
    // Native: switched at once, before any script has run.
    await expectNotHydrated(page);
    await expect(price).toHaveText('$199/monthBilled monthly');
    await scripts.release();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(price).toHaveText('$199/monthBilled monthly');
    await expect(plus.getByRole('link', { name: /Start Free Trial on Plus/ })).toHaveAttribute(
      'href',
      checkoutLinks.plus.monthly,
    );
  });

  test('home FAQ accordion: questions clicked early open at once (native), one at a time, and stay so once ready', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page, '/');
    const faq = page.locator('#faq');
    const question = (name: string) => faq.locator('summary').filter({ has: page.getByRole('heading', { name }) });
    await question('What is Linkwell?').click();
    await question('How often is inventory synced?').click();
    await expectNotHydrated(page);
    // One open item at a time: the last one clicked, before any script has run.
    await expect(question('How often is inventory synced?').locator('..')).toHaveAttribute('open', '');
    await expect(question('What is Linkwell?').locator('..')).not.toHaveAttribute('open');
    await scripts.release();
    await expect(question('How often is inventory synced?').locator('..')).toHaveAttribute('open', '');
    await expect(question('What is Linkwell?').locator('..')).not.toHaveAttribute('open');
    await expect(question('How often is inventory synced?')).toBeVisible();
  });

  test('FAQ page: a question opened and a category chosen early are taken up once ready', async ({ page }) => {
    const scripts = await openBeforeHydration(page, '/faq');
    const question = (name: string) =>
      page.locator('summary').filter({ has: page.getByRole('heading', { name, includeHidden: true }) });
    // The first question starts open; the second is the one opened early.
    await question('Who is Linkwell for?').click();
    const categories = page.getByRole('navigation', { name: 'FAQ categories' });
    await categories.locator('label').filter({ hasText: 'Pricing & Billing' }).click();
    // Native: the category shows at once, before any script has run.
    await expectNotHydrated(page);
    await expect(page.locator('[data-faq-category]:visible h2')).toHaveText(['Pricing & Billing']);
    await scripts.release();
    await expect(categories.getByRole('radio', { name: /^Pricing & Billing/ })).toBeChecked();
    await expect(page.locator('[data-faq-category]:visible h2')).toHaveText(['Pricing & Billing']);
    await expect(question('Can I change my plan later?')).toBeVisible();
    await expect(question('Who is Linkwell for?').locator('..')).toHaveAttribute('open', '');
  });

  test('mobile menu: the toggle tapped early opens the menu once ready', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const scripts = await openBeforeHydration(page, '/privacy');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await scripts.release();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
  });

  test("contact: the assistant's Start a chat pressed early opens the live chat once ready", async ({ page }) => {
    const scripts = await openBeforeHydration(page, '/contact');
    await page.getByRole('button', { name: 'Start a chat' }).click();
    await scripts.release();
    const window = page.getByRole('dialog', { name: 'Live chat' });
    await expect(window).toBeVisible();
    await expect(window.getByRole('button', { name: 'New Conversation' })).toBeVisible();
  });

  test("documentation's API section: the code tabs are native radios, switched before hydration and kept once ready", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts = await openBeforeHydration(page, '/documentation#api');
    const samples = page.getByRole('group', { name: 'Code samples: Count Products' });
    await expect(samples.locator('label').filter({ hasText: /^curl$/ })).toBeVisible();
    await expect(page.locator('#api-count-products-curl')).toBeVisible();
    await expect(page.locator('#api-count-products-fetch')).toBeHidden();
    await samples
      .locator('label')
      .filter({ hasText: /^JavaScript fetch$/ })
      .click();
    await expectNotHydrated(page);
    await expect(page.locator('#api-count-products-fetch')).toBeVisible();
    await expect(page.locator('#api-count-products-curl')).toBeHidden();
    await scripts.release();
    await expect(samples.getByRole('radio', { name: 'JavaScript fetch' })).toBeChecked();
    await expect(page.locator('#api-count-products-fetch')).toBeVisible();
    await expect(page.locator('#api-count-products-curl')).toBeHidden();
  });

  test('API reference: every call paints its curl sample before hydration; JavaScript fetch and Python once ready', async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page, '/documentation/api-reference');
    const curl = page.locator('#api-update-price-curl');
    await expect(curl).toBeVisible();
    await expect(curl).toContainText('curl -X PATCH');
    await expect(curl.locator('span').first()).toHaveCSS('color', 'rgb(179, 146, 240)');
    await expect(page.locator('#api-update-price-python')).toHaveCount(0);
    // No tab offers a sample not yet written.
    await expect(
      page.getByRole('group', { name: "Code samples: Update a Product's Price" }).locator('label'),
    ).toHaveText(['curl']);
    await expectNotHydrated(page);
    await scripts.release();
    await page
      .getByRole('group', { name: "Code samples: Update a Product's Price" })
      .locator('label')
      .filter({ hasText: /^Python$/ })
      .click();
    await expect(page.locator('#api-update-price-python')).toContainText('json={\n        "price": 85,');
  });

  test('documentation: a category chosen early is selected once ready', async ({ page }) => {
    const scripts = await openBeforeHydration(page, '/documentation');
    const categories = page.getByRole('list', { name: 'Filter articles by category' });
    await categories.getByRole('button', { name: 'Troubleshooting' }).click();
    await scripts.release();
    await expect(categories.getByRole('button', { name: 'Troubleshooting' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('vendors: a name typed early filters the list once ready, the request band after what is left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const scripts = await openBeforeHydration(page, '/vendor-integrations');
    await page.getByRole('searchbox', { name: 'Find a vendor' }).fill('lighting');
    await scripts.release();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([
      'Oxygen Lighting',
      'Kuzco Lighting',
    ]);
    await expect(page.getByRole('status').filter({ hasText: /vendors/ })).toHaveText('2 of 17 vendors');
    await expect(page.getByRole('searchbox', { name: 'Find a vendor' })).toHaveValue('lighting');
    await expect(page.getByRole('region', { name: 'Furniture and Lighting', exact: true })).toBeVisible();
    await expect(page.locator('section#request').getByRole('heading', { level: 2 })).toHaveText('Missing a Vendor?');
    await expect(page.getByRole('region', { name: 'Adult', exact: true })).toBeHidden();
  });
});

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each form posts (never a GET) and says near its button that it needs JavaScript, with no placeholder address to write to', async ({
    page,
  }) => {
    const cases = [
      ['/contact', 'Contact form'],
      ['/custom-integrations', 'Custom integration quote request'],
      ['/vendor-integrations/nora', 'Request a Nora integration'],
      ['/application', 'Job application'],
    ] as const;
    for (const [path, name] of cases) {
      await page.goto(path);
      const form = page.getByRole('form', { name });
      await expect(form).toHaveAttribute('method', 'post');
      // Playwright's text matching skips <noscript>, where the note is: find it by its element.
      const note = page.locator('noscript p', { hasText: 'This form needs JavaScript to send' });
      await expect(note, path).toBeVisible();
      // No address is set in this build, and every other form needs JavaScript too: the note says only how to
      // send (set, it names the address as a mailto link: tests/unit/site/mail-or-form.test.tsx).
      await expect(note).toHaveText('This form needs JavaScript to send. Turn JavaScript on and reload the page.');
      await expect(note.getByRole('link')).toHaveCount(0);
      // The note stands where the submit button would be: right below the form.
      const { before, gap } = await note.evaluate((element) => {
        const previous = element.closest('noscript')!.previousElementSibling!;
        return {
          before: previous.tagName,
          gap: element.getBoundingClientRect().top - previous.getBoundingClientRect().bottom,
        };
      });
      expect(before).toBe('FORM');
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(64);
      // It cannot send: its submit button is not offered.
      await expect(form.locator('button[type="submit"]')).toBeHidden();
    }
  });
});
