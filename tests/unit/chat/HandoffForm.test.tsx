import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HandoffForm } from '@/components/chat/HandoffForm';
import { createMessage } from '@/lib/chat/messages';

jest.setTimeout(30_000);

const realFetch = global.fetch;
let pending: ((response: Response) => void)[] = [];
let fetchMock: jest.Mock;
const answer = (status: number, body = '') =>
  ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;

beforeEach(() => {
  sessionStorage.clear();
  pending = [];
  fetchMock = jest.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
  global.fetch = fetchMock;
});
afterEach(() => {
  global.fetch = realFetch;
});

const messages = [createMessage('Hi there! How can I help you?', 'bot'), createMessage('Where is my order?', 'user')];
const sentBody = (call: number) =>
  JSON.parse((fetchMock.mock.calls[call] as [string, RequestInit])[1].body as string) as Record<string, unknown>;

describe('HandoffForm (the chat hand-off to a person)', () => {
  it('starts with the summary in the message, and retries a failure with the same submission id', async () => {
    const user = userEvent.setup({ delay: null });
    const onBack = jest.fn();
    render(<HandoffForm sessionId="s-1" messages={messages} onBack={onBack} />);
    expect(screen.getByLabelText(/^Message/)).toHaveValue(
      'I would like help from a person. My questions to the assistant so far:\n- Where is my order?',
    );
    await user.type(screen.getByLabelText(/Full name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    const submit = screen.getByRole('button', { name: 'Send to our team' });
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => pending[0]!(answer(500, '{"message":"Error in workflow"}')));
    expect(screen.getByRole('alert')).toHaveTextContent('Submission failed: Error in workflow');
    await user.click(screen.getByRole('button', { name: 'Send to our team' }));
    await act(async () => pending[1]!(answer(200, '{}')));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByText(/Monday to Friday, 9 AM–6 PM EST/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onBack).toHaveBeenCalled();

    const [first, second] = [sentBody(0), sentBody(1)];
    expect(first).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'support',
      message: 'I would like help from a person. My questions to the assistant so far:\n- Where is my order?',
      sessionId: 's-1',
      transcript: messages,
      submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      _meta: { honeypot: '', msFromFirstPaint: expect.any(Number) },
    });
    expect(second.submissionId).toBe(first.submissionId);
  });

  it('a filled honeypot shows the usual success and tells the workflow', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<HandoffForm sessionId={null} messages={[]} onBack={jest.fn()} />);
    // Nothing asked yet: the message starts empty, with a question as its hint.
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('placeholder', 'What do you need help with?');
    await user.type(screen.getByLabelText(/^Message/), 'Help me connect Nora.');
    await user.type(screen.getByLabelText(/Full name/), 'Bot');
    await user.type(screen.getByLabelText(/^Email/), 'bot@example.com');
    (container.querySelector('input[name="referral_code"]') as HTMLInputElement).value = 'spam';
    await user.click(screen.getByRole('button', { name: 'Send to our team' }));
    await act(async () => pending[0]!(answer(500)));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeVisible();
    expect(sentBody(0)).toMatchObject({ sessionId: null, transcript: [], _meta: { honeypot: 'spam' } });
  });
});
