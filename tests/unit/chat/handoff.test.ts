import { handoffSuccessText } from '@/lib/chat/handoff';
import { HANDOFF_SUBJECT, SUMMARY_QUESTIONS, conversationSummary, handoffBody } from '@/lib/forms/handoff';
import { createMessage } from '@/lib/chat/messages';
import { MAX_TRANSCRIPT_CHARS, MAX_TRANSCRIPT_MESSAGES } from '@/lib/chat/transcript';
import { TEXT_LIMITS } from '@/lib/forms/limits';

const intro = 'I would like help from a person. My questions to the assistant so far:';

describe('the hand-off to a person', () => {
  it("pre-fills the message with the person's questions, not the assistant's answers", () => {
    const messages = [
      createMessage('Hi there! How can I help you?', 'bot'),
      createMessage('Where is my order?', 'user'),
      createMessage('Orders sync every hour.', 'bot'),
      createMessage('  It has been   three days.\nStill nothing.  ', 'user'),
    ];
    expect(conversationSummary(messages)).toBe(
      `${intro}\n- Where is my order?\n- It has been three days. Still nothing.`,
    );
  });

  it('starts empty when nothing was asked yet, so the person writes their own', () => {
    expect(conversationSummary([])).toBe('');
    expect(conversationSummary([createMessage('Hi there! How can I help you?', 'bot')])).toBe('');
  });

  it(`names the latest ${SUMMARY_QUESTIONS} questions, each shortened, and fits the message field`, () => {
    const messages = Array.from({ length: 8 }, (_, index) => createMessage(`Q${index} ${'x'.repeat(900)}`, 'user'));
    const summary = conversationSummary(messages);
    const lines = summary.split('\n').slice(1);
    expect(lines).toHaveLength(SUMMARY_QUESTIONS);
    expect(lines[0]).toMatch(/^- Q3 x+…$/);
    expect(lines[0]).toHaveLength(2 + 200);
    expect(summary.length).toBeLessThanOrEqual(TEXT_LIMITS.longText);
  });

  it('posts a contact message with subject "support", the session id and the transcript', () => {
    const messages = [createMessage('Hi there!', 'bot'), createMessage('Where is my order?', 'user')];
    const streamingLeftover = { ...createMessage('', 'bot') };
    expect(
      handoffBody(
        { name: 'Ada', email: 'ada@example.com', message: 'Please help' },
        { sessionId: 's-1', messages: [...messages, streamingLeftover] },
      ),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: HANDOFF_SUBJECT,
      message: 'Please help',
      sessionId: 's-1',
      transcript: messages,
    });
    expect(HANDOFF_SUBJECT).toBe('support');
  });

  it('sends at most what the transcript store keeps', () => {
    const many = Array.from({ length: 150 }, (_, index) => createMessage(`M${index} ${'y'.repeat(9_000)}`, 'bot'));
    const { transcript } = handoffBody(
      { name: 'a', email: 'a@b.co', message: 'm' },
      { sessionId: null, messages: many },
    );
    expect(transcript.length).toBeLessThanOrEqual(MAX_TRANSCRIPT_MESSAGES);
    expect(JSON.stringify(transcript).length).toBeLessThanOrEqual(MAX_TRANSCRIPT_CHARS);
    expect(transcript.at(-1)!.text.startsWith('M149 ')).toBe(true);
  });

  it("says when a person replies, with the spec's support hours", () => {
    expect(handoffSuccessText).toContain(
      'during support hours, Monday to Friday, 9\u00a0AM–6\u00a0PM EST (around the clock on Premium).',
    );
  });
});
