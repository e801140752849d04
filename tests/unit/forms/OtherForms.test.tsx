import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplicationForm } from '@/components/forms/ApplicationForm';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { VendorRequestForm } from '@/components/forms/VendorRequestForm';
import { RolePageLinks } from '@/components/careers/ApplicationAside';
import { getCareersPage, getPositionChoices, type Position } from '@/lib/content/careers';
import { saveDraft } from '@/lib/forms/drafts';
import { documentBytes, kindOfName } from '../../fixtures/documents';

let mockQuery = '';
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(mockQuery) }));

// Typing into many fields is slow on a busy machine.
jest.setTimeout(30_000);

const realFetch = global.fetch;
let resolvers: ((response: Response) => void)[] = [];
let fetchMock: jest.Mock;
const answer = (status: number, body = '') =>
  ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;
const MB = 1024 * 1024;
/** The box at the top of a form after a refused submit (FormShell's error summary). */
const problemSummary = () => screen.getByRole('group', { name: /^Fix \d+ fields? to continue$/ });
/** A file whose content is what its extension promises (HTML for any other name). */
const file = (name: string, size: number, type = 'application/pdf') =>
  new File([documentBytes(kindOfName(name), size)], name, { type });

beforeEach(() => {
  sessionStorage.clear();
  mockQuery = '';
  resolvers = [];
  fetchMock = jest.fn(() => new Promise<Response>((resolve) => resolvers.push(resolve)));
  global.fetch = fetchMock;
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('VendorRequestForm', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Store website/), 'https://ada.example');
    await user.type(screen.getByLabelText(/^Message/), 'Please sync lighting');
  }

  it('sends the fields plus the vendor, reads "Sending..." meanwhile, then focuses its thank-you panel', async () => {
    const user = userEvent.setup({ delay: null });
    render(<VendorRequestForm vendor="Nora" />);
    expect(screen.getByRole('form', { name: 'Request a Nora integration' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/webhook\/forms$/);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      website: 'https://ada.example',
      message: 'Please sync lighting',
      vendor: 'Nora',
      submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
    });
    await act(async () => resolvers[0]!(answer(200)));
    expect(await screen.findByRole('heading', { name: 'Request Sent' })).toHaveFocus();
    expect(screen.getByText(/request for the Nora integration/)).toBeInTheDocument();
  });

  it('shows the failure text above the button and keeps the values', async () => {
    const user = userEvent.setup({ delay: null });
    render(<VendorRequestForm vendor="Nora" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await act(async () => resolvers[0]!(answer(500, '{"message":"Vendor list is closed"}')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed: Vendor list is closed');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please sync lighting');
  });

  it('requires name, email and message, website optional but an address; focus goes to the summary of problems', async () => {
    const user = userEvent.setup({ delay: null });
    render(<VendorRequestForm vendor="Nora" />);
    await user.type(screen.getByLabelText(/^Store website/), 'nora');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(problemSummary()).toHaveFocus());
    expect(within(problemSummary()).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/^Store website/)).toHaveAccessibleDescription(/Please enter a full web address/);
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      /Please tell us about your integration needs\./,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps one draft per vendor and restores it', async () => {
    saveDraft('vendor-request-nora', { message: 'Draft for Nora' });
    const { unmount } = render(<VendorRequestForm vendor="Nora" />);
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveValue('Draft for Nora'));
    unmount();
    render(<VendorRequestForm vendor="Cyan Design" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });
});

describe('QuoteForm', () => {
  it('sends the nine fields and shows the Request Sent panel promising a reply within 1-2 business days', async () => {
    const user = userEvent.setup({ delay: null });
    render(<QuoteForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Store website/), 'https://store.example');
    await user.selectOptions(screen.getByLabelText(/^Number of products/), '501-2000');
    await user.click(screen.getByRole('radio', { name: /^Yes/ }));
    await user.type(screen.getByLabelText(/^Vendor name/), 'Acme');
    await user.type(screen.getByLabelText(/^Vendor website/), 'https://acme.example');
    await user.selectOptions(screen.getByLabelText(/^Integration type/), 'api');
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      website: 'https://store.example',
      productCount: '501-2000',
      syncOrders: 'yes',
      vendorName: 'Acme',
      vendorWebsite: 'https://acme.example',
      integrationType: 'api',
      submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
    });
    expect((fetchMock.mock.calls[0] as [string])[0]).toMatch(/\/webhook\/quote$/);
    await act(async () => resolvers[0]!(answer(200)));
    expect(await screen.findByRole('heading', { name: 'Request Sent' })).toHaveFocus();
    expect(screen.getByText(/reply with a quote within 1-2 business days/)).toBeInTheDocument();
  });

  it('draws its selects like the text fields: native selects without the browser arrow, a hidden chevron beside', () => {
    render(<QuoteForm />);
    const textField = screen.getByRole('textbox', { name: 'Name' });
    for (const select of [screen.getByLabelText(/^Number of products/), screen.getByLabelText(/^Integration type/)]) {
      expect(select.tagName).toBe('SELECT');
      expect(select).toHaveClass('appearance-none');
      // The field's own frame (border, radius, padding, focus) is the text field's.
      for (const shared of ['rounded-lg', 'border', 'px-3', 'py-2.5', 'bg-surface-raised', 'focus:border-brand-500'])
        expect(select).toHaveClass(shared);
      for (const shared of ['rounded-lg', 'px-3', 'py-2.5']) expect(textField).toHaveClass(shared);
      const chevron = select.parentElement!.querySelector('svg')!;
      expect(chevron).toHaveAttribute('aria-hidden', 'true');
      expect(chevron).toHaveClass('pointer-events-none');
    }
  });

  it('flags the unanswered order-sync question on its radio group', async () => {
    const user = userEvent.setup({ delay: null });
    render(<QuoteForm />);
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    const group = await screen.findByRole('radiogroup');
    await waitFor(() => expect(group).toHaveAttribute('aria-invalid', 'true'));
    expect(group).toHaveAccessibleDescription('Please tell us whether orders should sync to the vendor.');
    expect(problemSummary()).toHaveFocus();
    // The group's link in the summary focuses its first radio.
    await user.click(within(problemSummary()).getByRole('link', { name: /orders should sync/ }));
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
  });
});

describe('ApplicationForm', () => {
  /** The open positions, as /application hands them to the form (content/careers). */
  const positions = getPositionChoices();
  const resumeInput = () => screen.getByLabelText(/^CV\/Resume/) as HTMLInputElement;

  it('preselects the position from an exact query match only', async () => {
    mockQuery = 'position=Customer+Success+Manager';
    const { unmount } = render(<ApplicationForm positions={positions} />);
    await waitFor(() => expect(screen.getByLabelText(/^Position/)).toHaveValue('Customer Success Manager'));
    unmount();
    mockQuery = 'position=customer+success+manager';
    render(<ApplicationForm positions={positions} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText(/^Position/)).toHaveValue('');
  });

  it('offers, preselects and sends a position that exists only as content (a new file in content/careers)', async () => {
    const withNew = [...positions, { slug: 'solutions-engineer', title: 'Solutions Engineer' }];
    mockQuery = 'position=solutions-engineer';
    const user = userEvent.setup({ delay: null });
    // The links to the roles' pages are the page's server markup (CSS shows the chosen one: e2e).
    const roleLinks = <RolePageLinks positions={withNew as Position[]} text={getCareersPage().application} />;
    render(<ApplicationForm positions={withNew} roleLinks={roleLinks} />);
    const select = screen.getByLabelText(/^Position/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a position', ...withNew.map((position) => position.title)]);
    await waitFor(() => expect(select).toHaveValue('Solutions Engineer'));
    expect(screen.getByRole('link', { name: 'Read the Solutions Engineer role' })).toHaveAttribute(
      'href',
      '/careers/solutions-engineer',
    );
    await user.type(screen.getByLabelText(/^Full name/), 'Grace');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.upload(resumeInput(), file('grace.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect((fetchMock.mock.calls[0]![1] as RequestInit).body).toBeInstanceOf(FormData);
    expect(((fetchMock.mock.calls[0]![1] as RequestInit).body as FormData).get('position')).toBe('Solutions Engineer');
  });

  it('rejects an oversize file at once and clears the input', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<ApplicationForm positions={positions} />);
    await user.upload(resumeInput(), file('big.pdf', 5 * MB + 1));
    expect(await screen.findByText('File is too large. Please upload a file under 5MB.')).toBeInTheDocument();
    expect(resumeInput().value).toBe('');
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects another file type clearly', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<ApplicationForm positions={positions} />);
    await user.upload(resumeInput(), file('notes.txt', 10, 'text/plain'));
    expect(
      await screen.findByText('This file type is not accepted. Please upload a PDF, DOC or DOCX file.'),
    ).toBeInTheDocument();
    expect(resumeInput().value).toBe('');
  });

  it('refuses a file that is no real document, or empty, and says so again on submit instead of asking for a file', async () => {
    mockQuery = 'position=Full-Stack+Developer';
    const user = userEvent.setup({ delay: null });
    render(<ApplicationForm positions={positions} />);
    await user.type(screen.getByLabelText(/^Full name/), 'Grace');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    const cases = [
      [
        new File([documentBytes('html', 500)], 'cv.PDF', { type: 'application/pdf' }),
        'This file is not a real PDF, DOC or DOCX document. Please choose your CV/Resume file.',
      ],
      [
        new File([], 'empty.pdf', { type: 'application/pdf' }),
        'This file is empty. Please choose your CV/Resume file.',
      ],
    ] as const;
    for (const [refused, message] of cases) {
      await user.upload(resumeInput(), refused);
      await waitFor(() =>
        expect(resumeInput()).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.'))),
      );
      expect(resumeInput().value).toBe('');
      await user.click(screen.getByRole('button', { name: 'Submit Application' }));
      await waitFor(() => expect(problemSummary()).toHaveFocus());
      expect(within(problemSummary()).getByRole('link')).toHaveTextContent(message);
      expect(resumeInput()).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
      expect(screen.queryByText('Please upload your CV/Resume.')).not.toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the resume when it is missing, then submits multipart with "Submitting..." and the file under resume', async () => {
    mockQuery = 'position=Full-Stack+Developer';
    const user = userEvent.setup({ delay: null });
    render(<ApplicationForm positions={positions} />);
    await user.type(screen.getByLabelText(/^Full name/), 'Grace');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(problemSummary()).toHaveFocus());
    expect(resumeInput()).toHaveAccessibleDescription(/Please upload your CV\/Resume\./);

    await user.upload(resumeInput(), file('grace.pdf', 2048));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/webhook\/application$/);
    const body = init.body as FormData;
    expect(body.get('fullName')).toBe('Grace');
    expect(body.get('position')).toBe('Full-Stack Developer');
    expect(body.get('coverLetter')).toBe('');
    expect((body.get('resume') as File).name).toBe('grace.pdf');
    expect((body.get('resume') as File).size).toBe(2048);
    await act(async () => resolvers[0]!(answer(200)));
    expect(await screen.findByRole('heading', { name: 'Application Submitted' })).toHaveFocus();
  });
});
