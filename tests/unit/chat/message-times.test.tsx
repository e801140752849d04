import { render, screen } from '@testing-library/react';
import { ChatMessageList } from '@/components/chat/ChatMessageList';
import type { ConversationEntry } from '@/lib/chat/conversation';
import { createMessage } from '@/lib/chat/messages';
import type { ChatSender } from '@/lib/chat/messages';

const at = (text: string, sender: ChatSender, time: string): ConversationEntry => ({
  kind: 'message',
  message: createMessage(text, sender, new Date(`2026-11-24T${time}`)),
  streaming: false,
});

function renderLog(entries: ConversationEntry[]) {
  render(
    <ChatMessageList
      open
      expanded={false}
      entries={entries}
      awaiting={false}
      suggestions={false}
      onAsk={jest.fn()}
      siteSearch={null}
      onFollowArticle={jest.fn()}
      onRetry={jest.fn()}
      onEdit={jest.fn()}
      onHandoff={jest.fn()}
      retryDisabled={false}
    />,
  );
  return screen.getByRole('log', { name: 'Conversation' });
}

describe("the conversation's times", () => {
  beforeAll(() => jest.useFakeTimers({ now: new Date('2026-11-24T14:45:00'), doNotFake: ['queueMicrotask'] }));
  afterAll(() => jest.useRealTimers());

  it('say the clock time once under the last message of each run of one sender, as Crisp and Intercom do, never "just now"', () => {
    const log = renderLog([
      at('First question', 'user', '14:41:05'),
      at('A second, before any answer', 'user', '14:41:40'),
      at('An answer', 'bot', '14:42:00'),
      at('Its second part', 'bot', '14:42:10'),
      at('Thanks', 'user', '14:44:50'),
    ]);
    const messages = [...log.querySelectorAll('[data-message-id]')];
    expect(messages.map((message) => message.querySelectorAll('time').length)).toEqual([0, 1, 0, 1, 1]);
    const times = [...log.querySelectorAll('time')];
    // The clock time in the visitor's locale (the test's is en-US), the exact time in dateTime.
    expect(times.map((time) => time.textContent)).toEqual(
      ['14:41:40', '14:42:10', '14:44:50'].map((clock) =>
        new Date(`2026-11-24T${clock}`).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
      ),
    );
    expect(times[0]).toHaveTextContent(/^\d{1,2}:\d{2}/);
    expect(log).not.toHaveTextContent(/just now|ago/);
    expect(times[0]).toHaveAttribute('dateTime', new Date('2026-11-24T14:41:40').toISOString());
    // Under the visitor's bubble, not in its blue.
    expect(times[0]!.parentElement).toBe(messages[1]);
    expect(messages[1]!.firstElementChild).toHaveTextContent(/^You said: A second, before any answer$/);
  });
});
