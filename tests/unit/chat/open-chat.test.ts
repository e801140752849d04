import { OPEN_CHAT_EVENT, openChat, takeChatDraft } from '@/lib/chat/open-chat';

describe('openChat', () => {
  it('presses the closed chat toggle, leaves the draft for the window once, and announces it', () => {
    document.body.innerHTML =
      '<button id="toggle" aria-controls="n8n-chat-window" aria-expanded="false">Open live chat</button>';
    const pressed = jest.fn();
    const announced = jest.fn();
    document.getElementById('toggle')!.addEventListener('click', pressed);
    window.addEventListener(OPEN_CHAT_EVENT, announced);
    openChat({ draft: 'How do I connect Nora?' });
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(takeChatDraft()).toBe('How do I connect Nora?');
    expect(takeChatDraft()).toBeNull();
  });

  it('leaves an open chat open', () => {
    document.body.innerHTML =
      '<button id="toggle" aria-controls="n8n-chat-window" aria-expanded="true">Close live chat</button>';
    const pressed = jest.fn();
    document.getElementById('toggle')!.addEventListener('click', pressed);
    openChat();
    expect(pressed).not.toHaveBeenCalled();
    expect(takeChatDraft()).toBeNull();
  });
});
