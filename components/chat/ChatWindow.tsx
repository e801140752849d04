'use client';

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { siteChatOptions } from '@/lib/chat/config';
import { finishedMessages, isAwaitingFirstText, messageText, offersSuggestions } from '@/lib/chat/conversation';
import { translate } from '@/lib/chat/i18n';
import type { ChatOptions } from '@/lib/chat/options';
import { messageRoom } from '@/lib/chat/request';
import { ChatComposer } from './ChatComposer';
import { loadChatIcons } from './ChatIcon';
import { ChatHeader } from './ChatHeader';
import { ChatMessageList } from './ChatMessageList';
import { ChatStartScreen } from './ChatStartScreen';
import { HandoffView } from './HandoffView';
import { useChatConversation, useReplyFinished } from './useChatConversation';
import { useConversationStart } from './useConversationStart';
import { useChatSiteSearch, useDraftArticles } from './useHelpArticles';
import { useOfferedDraft } from './useOfferedDraft';

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

/** The chat window: header, get-started view or conversation, and the input. Loaded lazily. */
export function ChatWindow({ open, onClose, onReply, options = deployedOptions }: ChatWindowProps) {
  const { state, start, resume, startOver, send, retry } = useChatConversation(options);
  useReplyFinished(state, onReply);
  const [draft, setDraft] = useState('');
  // The window's body: the conversation, or the form to reach a person.
  const [view, setView] = useState<'chat' | 'handoff'>('chat');
  // The larger reading size (the header's Expand): its box (the launcher's, in every page's first
  // load) is sized by CSS from an attribute set here, so the control costs the pages nothing until
  // the chat loads. Kept while the page is open (the window stays mounted when closed).
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const getStartedRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const subtitleId = useId();

  // The site's search index, loaded with the window (its first open): articles that may help.
  const siteSearch = useChatSiteSearch();
  const started = state.sessionId !== null;
  const draftArticles = useDraftArticles(siteSearch, started ? draft : '');
  const room = messageRoom(options, state.sessionId ?? '', draft);
  const footer = translate(options, 'footer');
  const suggestions = offersSuggestions(state);
  const focusFirst = () => (started ? inputRef.current : getStartedRef.current)?.focus();

  // An offered draft goes into the message box (from the search's "Ask the assistant").
  const offered = useOfferedDraft(open, setDraft);
  const { begin, ask } = useConversationStart({
    open,
    started,
    showWelcomeScreen: options.showWelcomeScreen,
    offered,
    start,
    resume,
    send,
  });

  useEffect(() => {
    if (!open) return;
    if (!started) return getStartedRef.current?.focus();
    const input = inputRef.current;
    input?.focus();
    // After what was typed on the get-started view (or kept from before): the caret at its end.
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [open, started]);

  const submit = () => {
    if (!room.fits) return;
    if (send(draft)) setDraft('');
  };

  const onEdit = (messageId: string) => {
    const text = messageText(state, messageId);
    if (text !== null) setDraft(text);
    inputRef.current?.focus();
  };

  const onRetry = (messageId: string) => {
    retry(messageId);
    inputRef.current?.focus();
  };

  const onWindowKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Typing on the get-started view begins the conversation with what was typed, in the message
    // box: no click before the first word (a reviewer's complaint). Space still presses the button.
    if (
      !started &&
      view === 'chat' &&
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      !event.nativeEvent.isComposing
    ) {
      event.preventDefault();
      setDraft((current) => current + event.key);
      begin();
      return;
    }
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onClose(true);
  };

  // The memoised entries get actions of one identity that call the newest handlers.
  const entryActions = useRef({ onRetry, onEdit });
  useLayoutEffect(() => {
    entryActions.current = { onRetry, onEdit };
  });
  const retryEntry = useCallback((messageId: string) => entryActions.current.onRetry(messageId), []);
  const editEntry = useCallback((messageId: string) => entryActions.current.onEdit(messageId), []);
  const openHandoff = useCallback(() => setView('handoff'), []);
  // On a phone the window covers the page: following an article's link shows the article.
  const followArticle = useCallback(() => {
    if (!window.matchMedia('(min-width: 40rem)').matches) onClose(false);
  }, [onClose]);

  const closeHandoff = () => {
    setView('chat');
    // After the render that shows the conversation again.
    requestAnimationFrame(focusFirst);
  };

  const onStartOver = () => {
    startOver();
    setDraft('');
    setView('chat');
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={subtitleId}
      onKeyDown={onWindowKeyDown}
      data-waiting={state.pending ? 'true' : undefined}
      data-expanded={expanded || undefined}
      style={themeStyle(options.theme)}
      className="flex h-full flex-col overflow-hidden bg-surface text-ink shadow-2xl sm:rounded-2xl sm:border sm:border-line"
    >
      <ChatHeader
        options={options}
        titleId={titleId}
        subtitleId={subtitleId}
        canStartOver={started}
        inHandoff={view === 'handoff'}
        onHandoff={openHandoff}
        onStartOver={onStartOver}
        onClose={() => onClose(true)}
        expanded={expanded}
        onExpandedChange={setExpanded}
      />
      {view === 'handoff' && (
        <HandoffView
          onBack={closeHandoff}
          fromStart={!started}
          sessionId={state.sessionId}
          messages={finishedMessages(state.entries)}
          expanded={expanded}
        />
      )}
      {view === 'handoff' ? null : !started && options.showWelcomeScreen ? (
        <ChatStartScreen
          ref={getStartedRef}
          label={translate(options, 'getStarted')}
          onStart={begin}
          onAsk={ask}
          onHandoff={openHandoff}
          popular={siteSearch?.popular ?? []}
          onFollowArticle={followArticle}
        />
      ) : (
        <>
          <ChatMessageList
            open={open}
            expanded={expanded}
            entries={state.entries}
            awaiting={isAwaitingFirstText(state)}
            suggestions={suggestions}
            onAsk={(question) => {
              send(question);
              inputRef.current?.focus();
            }}
            onRetry={retryEntry}
            onEdit={editEntry}
            onHandoff={openHandoff}
            retryDisabled={state.pending !== null}
            siteSearch={siteSearch}
            onFollowArticle={followArticle}
          />
          <ChatComposer
            inputRef={inputRef}
            open={open}
            disabled={!started}
            placeholder={translate(options, 'inputPlaceholder')}
            draft={draft}
            onDraftChange={setDraft}
            room={room}
            canSend={started && !state.pending && draft.trim() !== '' && room.fits}
            onSubmit={submit}
            onHandoff={openHandoff}
            articles={draftArticles}
            onFollowArticle={followArticle}
          />
        </>
      )}
      {footer && (
        <p className="border-t border-line bg-surface px-4 py-2 text-center text-xs text-ink-subtle">{footer}</p>
      )}
    </section>
  );
}

/** The window once its icons are in the page (ChatIcon.tsx), so they draw with its first paint: what the launcher shows. */
export const readyChatWindow = () => loadChatIcons().then(() => ChatWindow);
