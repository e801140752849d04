import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/ContactForm';
import { getPlans } from '@/lib/content/plans';
import { contactPlanOptions } from '@/lib/forms/contact';
import { contactMaxLengths } from '@/lib/forms/contact-fields';
import { draftStorageKey, loadDraft, saveDraft } from '@/lib/forms/drafts';

let mockQuery = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(mockQuery) }));

// Typing into many fields is slow on a busy machine.
jest.setTimeout(30_000);

const realFetch = global.fetch;
type Deferred = { resolve: (response: Response) => void; reject: (error: unknown) => void };
let pending: Deferred[] = [];
let fetchMock: jest.Mock;

const answer = (status: number, body = '') =>
  ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;

beforeEach(() => {
  mockQuery = '';
  sessionStorage.clear();
  pending = [];
  fetchMock = jest.fn(() => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })));
  global.fetch = fetchMock;
});
afterEach(() => {
  global.fetch = realFetch;
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'support');
  await user.type(screen.getByLabelText(/^Message/), 'My long message');
}

// The page's options: the plans in content/.
const planOptions = contactPlanOptions(getPlans());
const submit = () => screen.getByRole('button', { name: 'Send Message' });

describe('ContactForm', () => {
  it('goes idle -> sending -> success: "Sending..." on a disabled button, one request, then the focused thank-you panel', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await fillValid(user);
    await user.click(submit());

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/webhook\/forms$/);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: '',
      phone: '',
      plan: '',
      websiteUrl: '',
      subject: 'support',
      message: 'My long message',
      submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
    });

    await act(async () => pending[0]!.resolve(answer(200, '{"message":"Workflow was started"}')));
    const heading = await screen.findByRole('heading', { name: 'Message Sent' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
  });

  it("shows the page's next steps under the thank-you once sent, never before", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} afterSent={<p>What happens next</p>} />);
    expect(screen.queryByText('What happens next')).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(submit());
    await act(async () => pending[0]!.resolve(answer(200)));
    const heading = await screen.findByRole('heading', { name: 'Message Sent' });
    const next = screen.getByText('What happens next');
    expect(heading.closest('[data-form-success]')).toContainElement(next);
    // After the thank-you and its button, in reading order.
    expect(screen.getByRole('button', { name: 'Send another message' }).compareDocumentPosition(next)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('"Send another message" brings back the empty form, focuses its first field and says so', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await fillValid(user);
    await user.click(submit());
    await act(async () => pending[0]!.resolve(answer(200)));
    await screen.findByRole('heading', { name: 'Message Sent' });
    const announcer = screen
      .getAllByRole('status')
      .find((region) => region.textContent === '' && !region.closest('form'))!;

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.queryByRole('heading', { name: 'Message Sent' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    // The same live region, kept through the swap, so the words are announced.
    expect(announcer).toBeInTheDocument();
    expect(announcer).toHaveTextContent('The form is empty again, ready for your next message.');

    // A second message is a new submission.
    await fillValid(user);
    await user.click(submit());
    await act(async () => pending[1]!.resolve(answer(200)));
    expect(await screen.findByRole('heading', { name: 'Message Sent' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const ids = fetchMock.mock.calls.map(
      ([, init]) => (JSON.parse((init as RequestInit).body as string) as { submissionId: string }).submissionId,
    );
    expect(ids[0]).not.toBe(ids[1]);
    expect(announcer).toHaveTextContent('');
  });

  it.each([
    [
      'a JSON error with a message',
      () => answer(500, '{"message":"Error in workflow"}'),
      'Submission failed: Error in workflow',
    ],
    ['an error without JSON', () => answer(503, 'Service Unavailable'), 'Submission failed: Server error: 503'],
  ])('goes sending -> failed on %s, keeps every value and gives the button back', async (_kind, response, text) => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await fillValid(user);
    await user.click(submit());
    await act(async () => pending[0]!.resolve(response()));

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('My long message');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('support');
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveFocus();
  });

  it('shows a network error with its text, and "An unknown error occurred." for anything else', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await fillValid(user);
    await user.click(submit());
    await act(async () => pending[0]!.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed: Failed to fetch');

    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => pending[1]!.reject('something odd'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed: An unknown error occurred.');
    // The error box sits above the submit button.
    expect(screen.getByRole('alert').compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows inline messages linked to their fields and focuses a summary of them at the top, sending nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await user.type(screen.getByLabelText(/Full name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(submit());

    const summary = await screen.findByRole('group', { name: 'Fix 3 fields to continue' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Please enter a valid email address, such as name@example.com.', '#contact-email'],
      ['Please choose a subject.', '#contact-subject'],
      ['Please enter your message.', '#contact-message'],
    ]);
    // Above every field.
    expect(
      summary.compareDocumentPosition(screen.getByLabelText(/Full name/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    await user.click(within(summary).getByRole('link', { name: /valid email/ }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, such as name@example.com.');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Please choose a subject.');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Please enter your message.');
    expect(screen.getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('chooses the subject a link names (?subject=demo from Schedule Demo); an unknown one chooses nothing', async () => {
    mockQuery = 'subject=demo';
    const { unmount } = render(<ContactForm planOptions={planOptions} />);
    await waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveValue('demo'));
    expect(screen.getByLabelText(/^Subject/)).toHaveDisplayValue('Request a demo');
    unmount();

    mockQuery = 'subject=<script>';
    render(<ContactForm planOptions={planOptions} />);
    await act(async () => {});
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it("keeps the subject of a restored draft over the link's", async () => {
    saveDraft('contact', { name: 'Ada', subject: 'support' });
    mockQuery = 'subject=sales';
    render(<ContactForm planOptions={planOptions} />);
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada'));
    await act(async () => {});
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('support');
  });

  it('restores a saved draft and saves what the user types', async () => {
    saveDraft('contact', { name: 'Ada', message: 'Half-written message', subject: 'demo' });
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('Half-written message'));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('demo');

    await user.type(screen.getByLabelText(/^Company/), 'ACME');
    await waitFor(() =>
      expect(loadDraft('contact', ['name', 'company', 'subject', 'message'])).toEqual({
        name: 'Ada',
        company: 'ACME',
        subject: 'demo',
        message: 'Half-written message',
      }),
    );
  });

  it('says so when the browser cannot keep the draft, and keeps no older one', async () => {
    saveDraft('contact', { message: 'Older text' });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const user = userEvent.setup({ delay: null });
      render(<ContactForm planOptions={planOptions} />);
      await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('Older text'));
      await user.type(screen.getByLabelText(/^Message/), ' and newer text');
      expect(
        await screen.findByText(
          'This browser could not keep a draft of this form, so a reload would lose what you typed.',
        ),
      ).toBeInTheDocument();
      expect(sessionStorage.getItem(draftStorageKey('contact'))).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it('limits every text field to its schema length, with a counter near the limit', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    const limits = Object.fromEntries(
      screen.getAllByRole('textbox').map((box) => [box.getAttribute('name'), (box as HTMLInputElement).maxLength]),
    );
    expect(limits).toEqual(contactMaxLengths);
    const message = screen.getByLabelText(/^Message/);
    await user.click(message);
    await user.paste('x'.repeat(4499));
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.type(message, 'x');
    expect(await screen.findByText('500 of 5,000 characters left')).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription('500 of 5,000 characters left');
    await user.paste('y'.repeat(600));
    expect(message).toHaveValue(`${'x'.repeat(4500)}${'y'.repeat(500)}`);
    expect(await screen.findByText('0 of 5,000 characters left')).toBeInTheDocument();
  });

  it('refuses a restored draft longer than the limit with a clear message', async () => {
    saveDraft('contact', { name: 'Ada', email: 'ada@example.com', subject: 'sales', message: 'z'.repeat(5001) });
    const user = userEvent.setup({ delay: null });
    render(<ContactForm planOptions={planOptions} />);
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('z'.repeat(5001)));
    expect(screen.getByText('1 character over the limit of 5,000')).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
        /Please keep this to 5,000 characters or fewer\./,
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a filled honeypot for the workflow to judge, and shows the usual success even if the send fails', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = render(<ContactForm planOptions={planOptions} />);
    await fillValid(user);
    (container.querySelector('input[name="referral_code"]') as HTMLInputElement).value = 'spam';
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Message Sent' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body._meta).toEqual({ honeypot: 'spam', msFromFirstPaint: expect.any(Number) });
  });
});
