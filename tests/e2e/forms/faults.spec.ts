import { expect, test, type Page } from '../helpers/test';
import { NETWORK_FAILURE_HELP, SERVER_FAILURE_HELP } from '../../../lib/forms/webhook';
import {
  clearFault,
  receivedRequests,
  releaseReply,
  setFault,
  uniqueMarker,
  type FaultMode,
} from '../helpers/receiver';
import { errorBox, fillApplication, fillContact, fillQuote, resumeFile, submitButton, theRequest } from './helpers';

/** Each webhook form: how to fill it with a marker, and which values must survive a failure. */
const forms = [
  {
    name: 'contact',
    path: '/contact',
    submit: 'Send Message',
    pending: 'Sending...',
    success: 'Message Sent',
    fill: (page: Page, marker: string) =>
      fillContact(page, {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Sales question',
        message: `Long message ${marker}`,
      }),
    kept: (marker: string) => ({
      'Full name': 'Ada',
      Email: 'ada@example.com',
      Subject: 'sales',
      Message: `Long message ${marker}`,
    }),
  },
  {
    name: 'quote',
    path: '/custom-integrations',
    submit: 'Request a Quote',
    pending: 'Sending...',
    success: 'Request Sent',
    fill: (page: Page, marker: string) =>
      fillQuote(page, {
        name: 'Ada',
        email: 'ada@example.com',
        website: 'https://store.example',
        productCount: '501-2000',
        syncOrders: /^Yes/,
        vendorName: marker,
        vendorWebsite: 'https://vendor.example',
      }),
    kept: (marker: string) => ({
      'Vendor name': marker,
      'Store website': 'https://store.example',
      'Number of products': '501-2000',
    }),
  },
  {
    name: 'application',
    path: '/application',
    submit: 'Submit Application',
    pending: 'Submitting...',
    success: 'Application Submitted',
    fill: async (page: Page, marker: string) => {
      await fillApplication(page, {
        fullName: 'Ada',
        email: 'ada@example.com',
        position: 'Integration Engineer',
        coverLetter: `Cover letter ${marker}`,
      });
      await page.getByLabel('CV/Resume').setInputFiles(resumeFile('ada-resume.pdf', 2048));
    },
    kept: (marker: string) => ({
      'Full name': 'Ada',
      Position: 'Integration Engineer',
      'Cover letter': `Cover letter ${marker}`,
    }),
  },
] as const;

const faults: { mode: FaultMode; text: string }[] = [
  { mode: 'error-json', text: `Submission failed: Error in workflow${SERVER_FAILURE_HELP}` },
  { mode: 'error-text', text: `Submission failed: Server error: 500${SERVER_FAILURE_HELP}` },
  // The spec's text, then a line of help: the request never got an answer.
  { mode: 'drop', text: `Submission failed: Failed to fetch${NETWORK_FAILURE_HELP}` },
];

for (const form of forms) {
  test.describe(`${form.name} form`, () => {
    for (const fault of faults) {
      test(`receiver fault "${fault.mode}" shows "${fault.text}" and keeps every value`, async ({ visitor: page }) => {
        const marker = uniqueMarker(`${form.name}-${fault.mode}`);
        await setFault({ mode: fault.mode, match: marker });
        await page.goto(form.path);
        await form.fill(page, marker);
        await submitButton(page, form.submit).click();
        await expect(errorBox(page)).toHaveText(fault.text);
        for (const [label, value] of Object.entries(form.kept(marker)))
          await expect(page.getByRole('form').getByLabel(label)).toHaveValue(value);
        // Still editable, and a retry goes through once the receiver answers again.
        await expect(submitButton(page, form.submit)).toBeEnabled();
        await clearFault(marker);
        await submitButton(page, form.submit).click();
        await expect(page.getByRole('heading', { name: form.success })).toBeFocused();
        // The retry of the same values is the same submission: one id for every request (a dropped
        // connection is even resent once by the browser itself), for the workflow to drop repeats.
        const sent = (await receivedRequests(marker)).filter((request) => request.method === 'POST');
        expect(sent.length).toBeGreaterThanOrEqual(2);
        const ids = new Set(sent.map((request) => (request.body as { submissionId: string }).submissionId));
        expect([...ids]).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
      });
    }

    test(`a slow answer shows "${form.pending}" on a disabled button, sends once, then succeeds`, async ({
      visitor: page,
    }) => {
      const marker = uniqueMarker(`${form.name}-slow`);
      await setFault({ mode: 'held', match: marker });
      await page.goto(form.path);
      await form.fill(page, marker);
      await submitButton(page, form.submit).click();
      const pending = submitButton(page, form.pending);
      await expect(pending).toBeDisabled();
      await pending.dispatchEvent('click');
      await page.keyboard.press('Enter');
      await releaseReply(marker);
      await expect(page.getByRole('heading', { name: form.success })).toBeVisible();
      await theRequest(marker);
    });

    test('no answer within 20 seconds gives up with a timeout message and keeps every value', async ({ page }) => {
      const marker = uniqueMarker(`${form.name}-timeout`);
      await setFault({ mode: 'slow', match: marker, delayMs: 25_000 });
      await page.clock.install();
      await page.goto(form.path);
      await form.fill(page, marker);
      await submitButton(page, form.submit).click();
      await expect(submitButton(page, form.pending)).toBeDisabled();
      // The page's clock also runs on by itself, so stay well clear of 20 s before jumping past it
      // (the exact 20 000 ms are covered by the webhook client's unit test).
      await page.clock.fastForward(15_000);
      await expect(submitButton(page, form.pending)).toBeDisabled();
      await page.clock.fastForward(5_500);
      await expect(errorBox(page)).toHaveText(
        'Submission failed: The server did not respond in time. Please try again.',
      );
      for (const [label, value] of Object.entries(form.kept(marker)))
        await expect(page.getByRole('form').getByLabel(label)).toHaveValue(value);
    });
  });
}
