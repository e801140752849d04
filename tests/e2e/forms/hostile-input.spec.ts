import { SERVER_FAILURE_HELP } from '../../../lib/forms/webhook';
import { expect, test, type Page } from '../helpers/test';
import { receivedRequests, setFault, uniqueMarker } from '../helpers/receiver';
import { documentBytes, zipBytes } from '../../fixtures/documents';
import {
  errorBox,
  errorSummary,
  fillApplication,
  fillContact,
  nothingArrived,
  resumeFile,
  submitButton,
  theRequest,
} from './helpers';

/**
 * Issue 52's probes against the forms, as a person meets them: résumé files that only look like
 * documents and hostile file names, pastes past a field's limit, and error texts from the
 * workflow or from a page that went offline before its code came.
 */

const application = (page: Page) => page.getByRole('form', { name: 'Job application' });
const contact = (page: Page) => page.getByRole('form', { name: 'Contact form' });

/** Puts `text` on the clipboard and pastes it into `field` as a person would (Ctrl/Cmd+V). */
async function paste(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('the résumé is checked by its content, before anything is sent', () => {
  const probes = [
    {
      name: 'cv.pdf',
      what: '"%PDF-" followed by HTML and a script',
      buffer: Buffer.from('%PDF-<html><body><script>alert(document.cookie)</script></body></html>'),
      message: 'This PDF file is damaged or incomplete. Please save your CV/Resume again and choose the new file.',
    },
    {
      name: 'cv.docx',
      what: 'a 200-byte zip holding word/evil.exe',
      buffer: Buffer.from(
        [...zipBytes([['word/evil.exe', [0x4d, 0x5a, ...new Array<number>(60).fill(0x90)]]]), ...new Array(200)]
          .slice(0, 200)
          .map((byte) => byte ?? 0),
      ),
      message: 'This file is not a real PDF, DOC or DOCX document. Please choose your CV/Resume file.',
    },
    {
      name: 'cv.doc',
      what: 'an 8-byte compound file header',
      buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      message: 'This DOC file is damaged or incomplete. Please save your CV/Resume again and choose the new file.',
    },
    {
      name: 'cv.pdf',
      what: 'a Word document (DOCX) named .pdf',
      buffer: Buffer.from(documentBytes('docx', 4096)),
      message:
        'This file is a Word document (.docx), but its name ends in .pdf. Please rename it to end in .docx, or choose another file.',
    },
  ];

  for (const probe of probes) {
    test(`${probe.what}, named ${probe.name}, is refused with what is wrong and cleared; nothing is sent`, async ({
      visitor: page,
    }) => {
      const marker = uniqueMarker('application-probe');
      await page.goto('/application?position=Integration%20Engineer');
      await fillApplication(page, { fullName: 'Ada', email: 'ada@example.com', coverLetter: marker });
      const input = application(page).getByLabel('CV/Resume');
      await input.setInputFiles({ name: probe.name, mimeType: 'application/octet-stream', buffer: probe.buffer });
      await expect(input).toHaveAccessibleDescription(new RegExp(probe.message.replace(/[.()]/g, '\\$&')));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0);
      await submitButton(page, 'Submit Application').click();
      await expect(errorSummary(application(page))).toBeFocused();
      await expect(errorSummary(application(page)).getByRole('link')).toHaveText([probe.message]);
      await expect(page.getByRole('heading', { name: 'Application Submitted' })).toHaveCount(0);
      await nothingArrived(marker);
    });
  }

  test('real DOC and DOCX files are accepted and arrive whole', async ({ visitor: page }) => {
    for (const name of ['grace-hopper.docx', 'grace-hopper.doc']) {
      const marker = uniqueMarker('application-word');
      await page.goto('/application?position=Integration%20Engineer');
      await fillApplication(page, { fullName: 'Grace', email: 'grace@example.com', coverLetter: marker });
      await application(page).getByLabel('CV/Resume').setInputFiles(resumeFile(name, 30_000));
      await submitButton(page, 'Submit Application').click();
      await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();
      expect((await theRequest(marker)).files.resume).toMatchObject({ filename: name, size: 30_000 });
    }
  });

  test('a name with path separators, markup and 1,004 characters arrives cleaned and cut to 120, its extension kept', async ({
    visitor: page,
  }) => {
    const marker = uniqueMarker('application-long-name');
    await page.goto('/application?position=Integration%20Engineer');
    await fillApplication(page, { fullName: 'Ada', email: 'ada@example.com', coverLetter: marker });
    const start = 'resume..\\..\\..\\windows\\<b>"evil"</b>';
    const name = `${start}${'x'.repeat(1004 - start.length - 4)}.pdf`;
    expect(name).toHaveLength(1004);
    const input = application(page).getByLabel('CV/Resume');
    await input.setInputFiles(resumeFile(name, 2048));
    // The drop zone shows the person's own name (no control or bidi characters); the workflow gets the safe one.
    await expect(input.locator('..')).toContainText('resume..\\..\\..\\windows\\<b>"evil"</b>xxx');
    await submitButton(page, 'Submit Application').click();
    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeFocused();
    const { filename } = (await theRequest(marker)).files.resume!;
    expect(filename).toBe(`resume.._.._.._windows_b_evil_b_${'x'.repeat(120 - 32 - 4)}.pdf`);
    expect(filename).toHaveLength(120);
  });
});

test.describe('a paste past a field’s limit says what was cut', () => {
  // A context of their own: the clipboard is granted to it.
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contact');
  });

  test('100,000 pasted characters become the 5,000 the message holds, it says so politely, and the form sends those', async ({
    page,
  }) => {
    const marker = uniqueMarker('contact-paste');
    await fillContact(page, { name: 'Ada', email: 'ada@example.com', subject: 'Sales question' });
    const message = contact(page).getByLabel('Message');
    await paste(page, message, `${marker} ${'lorem ipsum '.repeat(9000)}`);
    await expect(message).toHaveValue(/^contact-paste-/);
    expect(await message.evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe(5000);
    const notice = contact(page).getByRole('status').filter({ hasText: 'Your text was cut to 5,000 characters.' });
    await expect(notice).toBeVisible();
    await expect(message).toHaveAccessibleDescription(/Your text was cut to 5,000 characters\./);
    await expect(message).toHaveAccessibleDescription(/0 of 5,000 characters left/);
    await submitButton(page, 'Send Message').click();
    await expect(page.getByRole('heading', { name: 'Message Sent' })).toBeFocused();
    const body = (await theRequest(marker)).body as { message: string };
    expect(body.message).toHaveLength(5000);
  });

  test('a pasted emoji sequence that does not fit is left out whole, never cut in half', async ({ page }) => {
    const name = contact(page).getByLabel('Full name');
    await name.fill('a'.repeat(95));
    // A family (three people joined by zero-width joiners, 8 code units) then a flag (4): 95 + 8 fits 100 only partly.
    await paste(page, name, '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u{1F1FA}\u{1F1F8}');
    await expect(name).toHaveValue('a'.repeat(95));
    await expect(
      contact(page).getByRole('status').filter({ hasText: 'Your text was cut to 100 characters.' }),
    ).toBeVisible();
    await name.fill('a'.repeat(90));
    await paste(page, name, '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u{1F1FA}\u{1F1F8}');
    await expect(name).toHaveValue(`${'a'.repeat(90)}\u{1F468}\u200D\u{1F469}\u200D\u{1F467}`);
    // A paste that fits says nothing.
    await name.fill('Ada');
    await paste(page, name, ' Lovelace');
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(contact(page).getByText('Your text was cut')).toHaveCount(0);
  });
});

test.describe('error texts', () => {
  test("the workflow's message is shown as plain text of bounded length", async ({ visitor: page }) => {
    const marker = uniqueMarker('contact-markup');
    await setFault({ mode: 'error-json', match: marker, message: '<img src=x onerror=alert(1)>Error in workflow' });
    await page.goto('/contact');
    await fillContact(page, { name: 'Ada', email: 'ada@example.com', subject: 'Sales question', message: marker });
    await submitButton(page, 'Send Message').click();
    await expect(errorBox(page)).toHaveText(`Submission failed: Error in workflow${SERVER_FAILURE_HELP}`);
    await expect(errorBox(page).locator('img')).toHaveCount(0);

    const long = uniqueMarker('contact-long');
    await setFault({ mode: 'error-json', match: long, message: `Node "Send email" failed:\n${'detail '.repeat(80)}` });
    await contact(page).getByLabel('Message').fill(long);
    await submitButton(page, 'Send Message').click();
    // The workflow's words cut at 200 characters, then the line of what to do.
    await expect(errorBox(page).locator('p').first()).toHaveText(
      /^Submission failed: Node "Send email" failed: (detail )+\w+…$/,
    );
    expect((await errorBox(page).locator('p').first().textContent())!.length).toBe('Submission failed: '.length + 200);
    await expect(errorBox(page).locator('p').last()).toHaveText(SERVER_FAILURE_HELP);
  });

  test("going offline before the form's code has loaded gives the offline help line, not a chunk's file path", async ({
    page,
    context,
  }) => {
    const marker = uniqueMarker('contact-offline-code');
    await page.goto('/contact');
    await context.setOffline(true);
    await fillContact(page, { name: 'Ada', email: 'ada@example.com', subject: 'Sales question', message: marker });
    await submitButton(page, 'Send Message').click();
    await expect(errorBox(page)).toHaveText(
      'Submission failed: Part of the page could not be loaded.Your answers are still here. Check your internet connection, then send the form again.',
    );
    await expect(errorBox(page)).not.toContainText('chunk');
    await expect(contact(page).getByLabel('Message')).toHaveValue(marker);
    expect(await receivedRequests(marker)).toEqual([]);
  });
});
