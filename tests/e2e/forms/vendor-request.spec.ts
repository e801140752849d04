import { NETWORK_FAILURE_HELP, SERVER_FAILURE_HELP } from '../../../lib/forms/webhook';
import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { clearFault, releaseReply, setFault, uniqueMarker } from '../helpers/receiver';
import { errorBox, errorSummary, theRequest, submissionFields } from './helpers';

/** The vendor integration request form embedded in a vendor detail page. */
const section = (page: import('@playwright/test').Page) => page.locator('#request-integration');
const form = (page: import('@playwright/test').Page) =>
  section(page).getByRole('form', { name: 'Request a Nora integration' });

test.beforeEach(async ({ visitor: page }) => {
  await page.goto('/vendor-integrations/nora');
});

async function fill(page: import('@playwright/test').Page, message: string) {
  await form(page).getByLabel('Name').fill(' Ada ');
  await form(page).getByLabel('Email').fill('ada@example.com');
  await form(page).getByLabel('Store website').fill('https://ada-store.example');
  await form(page).getByLabel('Message').fill(message);
}

test('a request arrives with the vendor name added and the thank-you panel takes focus (axe clean)', async ({
  visitor: page,
}) => {
  const marker = uniqueMarker('vendor-ok');
  await fill(page, `Please connect Nora. ${marker}`);
  await form(page).getByRole('button', { name: 'Send Request' }).click();
  await expect(section(page).getByRole('heading', { name: 'Request Sent' })).toBeFocused();
  const request = await theRequest(marker);
  expect(request.path).toBe('/webhook/forms');
  expect(request.body).toEqual({
    name: 'Ada',
    email: 'ada@example.com',
    website: 'https://ada-store.example',
    message: `Please connect Nora. ${marker}`,
    vendor: 'Nora',
    ...submissionFields(),
  });
  // The thank-you says where the reply goes and what happens next, with the guide to read meanwhile (a one-line
  // thank-you left the card an empty box: outside review DDD2).
  const sent = section(page).locator('[data-form-success]');
  await expect(sent).toContainText('will write to ada@example.com');
  await expect(sent.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();
  await expect(sent.getByRole('listitem').filter({ hasText: 'We Email You a Time' })).toBeVisible();
  await expect(sent.getByRole('listitem').filter({ hasText: 'We Connect Nora Together' })).toBeVisible();
  await expect(sent.getByRole('link', { name: /^Add a Vendor/ })).toHaveAttribute('href', '/documentation/add-vendor');
  await expectNoAxeViolations(page);
});

test('missing fields are flagged inline and summed up at the top of the form, which gets focus (axe clean)', async ({
  visitor: page,
}) => {
  await form(page).getByRole('button', { name: 'Send Request' }).click();
  await expect(errorSummary(form(page))).toBeFocused();
  await errorSummary(form(page)).getByRole('link').first().click();
  await expect(form(page).getByLabel('Name')).toBeFocused();
  await expect(form(page).getByLabel('Message')).toHaveAccessibleDescription(
    /Please tell us about your integration needs\./,
  );
  await expectNoAxeViolations(page);
});

for (const fault of [
  { mode: 'error-json', text: `Submission failed: Error in workflow${SERVER_FAILURE_HELP}` },
  { mode: 'error-text', text: `Submission failed: Server error: 500${SERVER_FAILURE_HELP}` },
  { mode: 'drop', text: `Submission failed: Failed to fetch${NETWORK_FAILURE_HELP}` },
] as const) {
  test(`receiver fault "${fault.mode}" shows "${fault.text}" and keeps the values`, async ({ visitor: page }) => {
    const marker = uniqueMarker(`vendor-${fault.mode}`);
    await setFault({ mode: fault.mode, match: marker });
    await fill(page, marker);
    await form(page).getByRole('button', { name: 'Send Request' }).click();
    await expect(errorBox(page)).toHaveText(fault.text);
    await expect(form(page).getByLabel('Message')).toHaveValue(marker);
    await clearFault(marker);
  });
}

test('a slow answer shows "Sending..." on a disabled button', async ({ visitor: page }) => {
  const marker = uniqueMarker('vendor-slow');
  await setFault({ mode: 'held', match: marker });
  await fill(page, marker);
  await form(page).getByRole('button', { name: 'Send Request' }).click();
  await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await releaseReply(marker);
  await expect(section(page).getByRole('heading', { name: 'Request Sent' })).toBeVisible();
});

test('a reload mid-way restores the draft', async ({ visitor: page }) => {
  const marker = uniqueMarker('vendor-draft');
  await fill(page, `Draft ${marker}`);
  await page.reload();
  await expect(form(page).getByLabel('Message')).toHaveValue(`Draft ${marker}`);
  await expect(form(page).getByLabel('Email')).toHaveValue('ada@example.com');
});

test('the request can be sent with the keyboard alone', async ({ visitor: page }) => {
  const marker = uniqueMarker('vendor-keys');
  await form(page).getByLabel('Name').focus();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('key@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(marker);
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Send Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(section(page).getByRole('heading', { name: 'Request Sent' })).toBeFocused();
  expect((await theRequest(marker)).body).toMatchObject({
    name: 'Key Board',
    message: marker,
    vendor: 'Nora',
    website: '',
  });
});

// Outside review XXX: an outlined Send Request (tried after WWW) read as inconsistent with every other form's
// filled button. Every form on the site sends with the same filled primary button as the hero's Connect.
test('Send Request is the filled primary button every form sends with', async ({ visitor: page }) => {
  const fill = (element: import('@playwright/test').Locator) =>
    element.evaluate((node) => getComputedStyle(node).backgroundColor);
  const connect = await fill(page.getByRole('main').getByRole('link', { name: /^Connect Nora/ }));
  expect(await fill(form(page).getByRole('button', { name: 'Send Request' }))).toBe(connect);
  await page.goto('/contact');
  expect(await fill(page.getByRole('button', { name: 'Send Message' }))).toBe(connect);
});
