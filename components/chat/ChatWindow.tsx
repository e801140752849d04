'use client';

import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { CHAT_RETRY_LABEL, failureText } from '@/lib/chat/client';
import { OPEN_CHAT_EVENT, takeChatDraft } from '@/lib/chat/open-chat';
import { MAX_CHAT_MESSAGE_LENGTH, messageRoom } from '@/lib/chat/request';
import { siteChatOptions } from '@/lib/chat/config';
import { finishedMessages, isAwaitingFirstText, messageText, type ConversationEntry } from '@/lib/chat/conversation';
import { translate } from '@/lib/chat/i18n';
import { hasLongWord } from '@/lib/chat/messages';
import { fullTime, relativeTime } from '@/lib/chat/time';
import { pageLinks } from '@/lib/site/site';
import { Link } from '@/components/ui/Link';
import type { ChatOptions } from '@/lib/chat/options';
import { cn } from '@/lib/util/cn';
import { Button } from '@/components/ui/Button';
import { CloseIcon, SendIcon } from './ChatIcons';
import { ChatMenu } from './ChatMenu';
import type { HandoffFormProps } from './HandoffForm';
import { BackIcon, PersonIcon, RestartIcon } from './WindowIcons';
import handoffText from '@/content/chat/handoff.json';
import suggestedQuestions from '@/content/chat/suggested-questions.json';
import { Markdown } from './Markdown';
import { useChatConversation } from './useChatConversation';

const CONVERSATION_LABEL = 'Conversation';
const INPUT_LABEL = 'Your message';
const SEND_LABEL = 'Send message';
const TYPING_TEXT = 'The assistant is typing…';
const USER_PREFIX = 'You said:';
const CONTACT_LINK_TEXT = 'Contact our team';
const START_OVER_LABEL = 'Start over';
const BOT_PREFIX = 'Assistant:';
export const REPLY_SHORTENED_TEXT = 'This reply was too long to show in full, so it was shortened.';
export const EDIT_MESSAGE_LABEL = 'Edit message';
/** The counter shows once this few characters are left. */
const COUNTER_THRESHOLD = 200;
export const charactersLeftText = (left: number) => (left === 1 ? '1 character left' : `${left} characters left`);
export const tooLongText = (over: number) =>
  `Too long to send: remove about ${over === 1 ? '1 character' : `${over} characters`}.`;
/** The input grows with its text up to this height, then scrolls. */
const MAX_INPUT_HEIGHT_PX = 128;

export type ChatWindowProps = {
  open: boolean;
  /** `returnFocus`: move focus back to the toggle (Escape, the close button). */
  onClose: (returnFocus: boolean) => void;
  /** A reply finished arriving (the toggle counts it when the window is closed). */
  onReply?: () => void;
  options?: ChatOptions;
};

const deployedOptions = siteChatOptions();

function themeStyle(theme: Record<string, string>): CSSProperties {
  return Object.fromEntries(Object.entries(theme).filter(([name]) => name.startsWith('--'))) as CSSProperties;
}

function TypingIndicator() {
  return (
    <div
      className="mr-auto flex w-fit items-center gap-1.5 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3.5"
      data-chat-typing
    >
      <span className="sr-only">{TYPING_TEXT}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 rounded-full bg-ink-subtle motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

/** When a message was sent: relative on screen, the full time in the <time> element (refreshed each minute). */
function MessageTime({ iso, className }: { iso: string; className: string }) {
  const now = useMinuteClock();
  const label = relativeTime(iso, now);
  if (!label) return null;
  return (
    <time dateTime={iso} title={fullTime(iso)} className={cn('mt-1 block text-[0.6875rem] leading-4', className)}>
      {label}
    </time>
  );
}

const subscribeMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};
let minuteSnapshot = new Date();
const currentMinute = () => {
  const now = new Date();
  if (Math.floor(now.getTime() / 60_000) !== Math.floor(minuteSnapshot.getTime() / 60_000)) minuteSnapshot = now;
  return minuteSnapshot;
};

/** The time, changing once a minute: relative times stay true while the window is open. */
function useMinuteClock(): Date {
  return useSyncExternalStore(subscribeMinute, currentMinute, currentMinute);
}

type EntryActions = {
  onRetry: (messageId: string) => void;
  onEdit: (messageId: string) => void;
  onHandoff: () => void;
  retryDisabled: boolean;
};

type HandoffFormComponent = ComponentType<HandoffFormProps>;
let handoffFormModule: Promise<HandoffFormComponent> | null = null;

/** The hand-off form and the forms' code: a chunk of its own, fetched when a person is asked for (or the menu opens). */
function loadHandoffForm(): Promise<HandoffFormComponent> {
  handoffFormModule ??= import('./HandoffForm').then(
    (module) => module.HandoffForm,
    (error: unknown) => {
      handoffFormModule = null;
      throw error;
    },
  );
  return handoffFormModule;
}
const prefetchHandoffForm = () => void loadHandoffForm().catch(() => undefined);

/** "Talk to a person": the form in the window's body, with a way back to the conversation. */
function HandoffView({ onBack, ...props }: HandoffFormProps) {
  const [form, setForm] = useState<{ Component: HandoffFormComponent } | 'loading' | 'failed'>('loading');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const load = useCallback(() => {
    loadHandoffForm().then(
      (Component) => setForm({ Component }),
      () => setForm('failed'),
    );
  }, []);
  const tryAgain = () => {
    setForm('loading');
    load();
  };
  useEffect(() => {
    load();
    headingRef.current?.focus();
  }, [load]);
  return (
    <div className="flex-1 overflow-y-auto overscroll-contain bg-surface-muted p-4" data-chat-handoff>
      <Button onClick={onBack} variant="subtle" size="2xs" className="-ml-1">
        <BackIcon className="size-4" />
        {handoffText.back}
      </Button>
      <h3 ref={headingRef} tabIndex={-1} className="mt-3 text-lg font-semibold text-ink outline-none">
        {handoffText.title}
      </h3>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{handoffText.intro}</p>
      {form === 'loading' && (
        <p role="status" className="text-sm text-ink-muted">
          {handoffText.loading}
        </p>
      )}
      {form === 'failed' && (
        <div role="alert" className="text-sm text-danger-700">
          <p>{handoffText.loadFailed}</p>
          <Button onClick={tryAgain} variant="danger" size="xs" className="mt-2">
            {handoffText.tryAgain}
          </Button>
        </div>
      )}
      {typeof form === 'object' && <form.Component {...props} onBack={onBack} />}
    </div>
  );
}

/**
 * One entry of the log. Memoised: while a reply streams, only its bubble renders again, not every
 * finished message before it (the actions keep one identity, see ChatWindow).
 */
const EntryView = memo(function EntryView({
  entry,
  onRetry,
  onEdit,
  onHandoff,
  retryDisabled,
}: { entry: ConversationEntry } & EntryActions) {
  if (entry.kind === 'error') {
    // A message the server refused as too long cannot succeed as it is: it goes back to the input instead.
    const tooLong = entry.reason === 'too-long';
    return (
      <div
        className="mr-auto max-w-[85%] rounded-2xl rounded-bl-md border border-danger-600/40 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        data-chat-error={entry.reason}
      >
        <p>{failureText(entry.reason, entry.status)}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            onClick={() => (tooLong ? onEdit : onRetry)(entry.retryOf)}
            disabled={retryDisabled}
            variant="danger"
            size="xs"
          >
            {tooLong ? EDIT_MESSAGE_LABEL : CHAT_RETRY_LABEL}
          </Button>
          {/* A way to a person whatever went wrong: here in the chat, or on the contact page. */}
          <Button
            onClick={onHandoff}
            onPointerEnter={prefetchHandoffForm}
            onFocus={prefetchHandoffForm}
            variant="danger"
            size="xs"
          >
            {handoffText.action}
          </Button>
          <Link href={pageLinks.contact.href} className="font-medium underline underline-offset-2">
            {CONTACT_LINK_TEXT}
          </Link>
        </div>
      </div>
    );
  }
  const { message, streaming } = entry;
  if (message.sender === 'user') {
    return (
      <div
        className={cn(
          'ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm leading-relaxed [overflow-wrap:break-word] whitespace-pre-wrap text-white',
          hasLongWord(message.text) && '[font-kerning:none]',
        )}
        data-sender="user"
      >
        <span className="sr-only">{USER_PREFIX} </span>
        {message.text}
        <MessageTime iso={message.createdAt} className="text-on-brand-muted" />
      </div>
    );
  }
  return (
    <div
      className="mr-auto w-fit max-w-[85%] rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-2.5 text-sm leading-relaxed text-ink"
      data-sender="bot"
      data-streaming={streaming || undefined}
      aria-busy={streaming || undefined}
    >
      <span className="sr-only">{BOT_PREFIX} </span>
      <Markdown text={message.text} />
      {entry.truncated && <p className="mt-2 text-xs text-ink-muted italic">{REPLY_SHORTENED_TEXT}</p>}
      {!streaming && <MessageTime iso={message.createdAt} className="text-ink-subtle" />}
    </div>
  );
});

/** The chat window: header, get-started view or conversation, and the input. Loaded lazily. */
export function ChatWindow({ open, onClose, onReply, options = deployedOptions }: ChatWindowProps) {
  const { state, start, resume, startOver, send, retry } = useChatConversation(options);
  // A reply has finished when the awaited message settles with the assistant's words last.
  const wasPending = useRef(false);
  useEffect(() => {
    if (state.pending) {
      wasPending.current = true;
      return;
    }
    if (!wasPending.current) return;
    wasPending.current = false;
    const last = state.entries.at(-1);
    if (last?.kind === 'message' && last.message.sender === 'bot') onReply?.();
  }, [state.pending, state.entries, onReply]);
  const [draft, setDraft] = useState('');
  // The window's body: the conversation, or the form to reach a person (the conversation stays mounted).
  const [view, setView] = useState<'chat' | 'handoff'>('chat');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const getStartedRef = useRef<HTMLButtonElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const starting = useRef(false);
  const titleId = useId();
  const subtitleId = useId();
  const inputId = useId();
  const counterId = useId();

  const started = state.sessionId !== null;
  const awaiting = isAwaitingFirstText(state);
  const room = messageRoom(options, state.sessionId ?? '', draft);
  const showCounter = draft !== '' && room.remaining < COUNTER_THRESHOLD;
  const canSend = started && !state.pending && draft.trim() !== '' && room.fits;
  const footer = translate(options, 'footer');

  const begin = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    void start();
  }, [start]);

  // The window reopens the stored conversation if there is one (after a reload, in another tab);
  // without the get-started view, a new conversation starts when the window first opens. Until a
  // conversation begins, each opening looks again (another tab may have started one meanwhile).
  const resuming = useRef(false);
  useEffect(() => {
    if (!open || starting.current || resuming.current) return;
    resuming.current = true;
    void resume().then((resumed) => {
      if (resumed) starting.current = true;
      else {
        resuming.current = false;
        if (!options.showWelcomeScreen) begin();
      }
    });
  }, [open, options.showWelcomeScreen, begin, resume]);

  // A draft offered by another part of the page (the search's "Ask the assistant", lib/chat/open-chat.ts)
  // goes into the message box, starting the conversation if the welcome view is still showing.
  const [offered, setOffered] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    const take = () => {
      const text = takeChatDraft();
      if (text) setOffered({ text });
    };
    // An event, even when it is already here, so that the draft is not set during this effect.
    const timer = window.setTimeout(take);
    window.addEventListener(OPEN_CHAT_EVENT, take);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_CHAT_EVENT, take);
    };
  }, [open]);
  const [shownOffer, setShownOffer] = useState<{ text: string } | null>(null);
  if (offered !== shownOffer) {
    setShownOffer(offered);
    if (offered) setDraft(offered.text.slice(0, MAX_CHAT_MESSAGE_LENGTH));
  }
  useEffect(() => {
    if (offered && open && !started) begin();
  }, [offered, open, started, begin]);

  useEffect(() => {
    if (!open) return;
    (started ? inputRef.current : getStartedRef.current)?.focus();
  }, [open, started]);

  const scrollToBottom = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    if (open) scrollToBottom();
  }, [open, state.entries, awaiting, view, scrollToBottom]);

  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', scrollToBottom);
    return () => window.removeEventListener('resize', scrollToBottom);
  }, [open, scrollToBottom]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !open) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [draft, open, started, view]);

  const submit = () => {
    if (!room.fits) return;
    if (send(draft)) setDraft('');
  };

  const onEdit = (messageId: string) => {
    const text = messageText(state, messageId);
    if (text !== null) setDraft(text);
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: Safari reports the Enter that ends an IME composition this way.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  };

  const onWindowKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onClose(true);
  };

  const onRetry = (messageId: string) => {
    retry(messageId);
    inputRef.current?.focus();
  };

  // The memoised entries get actions of one identity that call the newest handlers.
  const entryActions = useRef({ onRetry, onEdit });
  useLayoutEffect(() => {
    entryActions.current = { onRetry, onEdit };
  });
  const retryEntry = useCallback((messageId: string) => entryActions.current.onRetry(messageId), []);
  const editEntry = useCallback((messageId: string) => entryActions.current.onEdit(messageId), []);
  const openHandoff = useCallback(() => setView('handoff'), []);

  const closeHandoff = () => {
    setView('chat');
    // After the render that shows the conversation again.
    requestAnimationFrame(() => (started ? inputRef.current : getStartedRef.current)?.focus());
  };

  const menuItems = [
    { label: handoffText.action, icon: PersonIcon, onSelect: openHandoff },
    ...(started
      ? [
          {
            label: START_OVER_LABEL,
            icon: RestartIcon,
            disabled: Boolean(state.pending),
            onSelect: () => {
              startOver();
              setDraft('');
              setView('chat');
              requestAnimationFrame(() => inputRef.current?.focus());
            },
          },
        ]
      : []),
  ];

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      onKeyDown={onWindowKeyDown}
      data-waiting={state.pending ? 'true' : undefined}
      style={themeStyle(options.theme)}
      className="flex h-full flex-col overflow-hidden bg-surface text-ink shadow-2xl sm:rounded-2xl sm:border sm:border-line"
    >
      <header className="flex items-start gap-3 bg-brand-deep px-5 py-4 text-white">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg leading-tight font-semibold">
            {translate(options, 'title')}
          </h2>
          <p id={subtitleId} className="mt-1 text-sm text-on-brand-muted">
            {translate(options, 'subtitle')}
          </p>
        </div>
        <ChatMenu label={handoffText.menuLabel} items={menuItems} onOpen={prefetchHandoffForm} />
        <Button
          onClick={() => onClose(true)}
          aria-label={translate(options, 'closeButtonTooltip')}
          variant="ghostInverse"
          size="icon"
          className="-mt-1 -mr-2 -ml-2 size-10 rounded-full"
        >
          <CloseIcon className="size-5" />
        </Button>
      </header>

      {view === 'handoff' && (
        <HandoffView onBack={closeHandoff} sessionId={state.sessionId} messages={finishedMessages(state.entries)} />
      )}
      {view === 'handoff' ? null : !started && options.showWelcomeScreen ? (
        <div className="flex flex-1 flex-col items-center justify-center bg-surface-muted p-6">
          <Button ref={getStartedRef} onClick={begin} size="lg">
            {translate(options, 'getStarted')}
          </Button>
        </div>
      ) : (
        <>
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={CONVERSATION_LABEL}
            tabIndex={0}
            className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain bg-surface-muted p-4"
          >
            {state.entries.map((entry) => (
              <EntryView
                key={entry.kind === 'error' ? entry.id : entry.message.id}
                entry={entry}
                onRetry={retryEntry}
                onEdit={editEntry}
                onHandoff={openHandoff}
                retryDisabled={state.pending !== null}
              />
            ))}
            {awaiting && <TypingIndicator />}
            {/* Under the welcome message until the conversation starts: one click sends one. */}
            {started &&
              !state.pending &&
              !state.entries.some((entry) => entry.kind !== 'message' || entry.message.sender === 'user') && (
                <div className="mt-1" data-chat-suggestions>
                  <p className="mb-2 text-xs font-semibold text-ink-subtle">{suggestedQuestions.title}</p>
                  <ul className="flex flex-col items-start gap-2">
                    {suggestedQuestions.questions.map((question) => (
                      <li key={question}>
                        <button
                          type="button"
                          onClick={() => {
                            send(question);
                            inputRef.current?.focus();
                          }}
                          className="rounded-full border border-brand-200 bg-surface px-3 py-1.5 text-left text-sm text-brand-700 transition-colors hover:border-brand-300 hover:bg-brand-50"
                        >
                          {question}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
          </div>
          <div className="border-t border-line bg-surface">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              className="flex items-end gap-2 p-3"
            >
              <label htmlFor={inputId} className="sr-only">
                {INPUT_LABEL}
              </label>
              <textarea
                ref={inputRef}
                id={inputId}
                rows={1}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onInputKeyDown}
                placeholder={translate(options, 'inputPlaceholder')}
                disabled={!started}
                maxLength={MAX_CHAT_MESSAGE_LENGTH}
                aria-invalid={!room.fits || undefined}
                aria-describedby={showCounter ? counterId : undefined}
                className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base leading-6 text-ink placeholder:text-ink-subtle focus:border-brand-500"
              />
              <Button
                type="submit"
                disabled={!canSend}
                aria-label={SEND_LABEL}
                size="icon"
                className="rounded-xl shadow-none disabled:bg-line disabled:text-ink-subtle disabled:opacity-100"
              >
                <SendIcon className="size-5" />
              </Button>
            </form>
            <p
              id={counterId}
              aria-live="polite"
              className={cn(
                'px-4 pb-2 text-xs',
                !showCounter && 'sr-only',
                room.fits ? 'text-ink-muted' : 'font-semibold text-danger-700',
              )}
            >
              {showCounter ? (room.fits ? charactersLeftText(room.remaining) : tooLongText(-room.remaining)) : ''}
            </p>
          </div>
        </>
      )}
      {footer && (
        <p className="border-t border-line bg-surface px-4 py-2 text-center text-xs text-ink-subtle">{footer}</p>
      )}
    </section>
  );
}
