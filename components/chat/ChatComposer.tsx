'use client';

import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { MAX_CHAT_MESSAGE_LENGTH } from '@/lib/chat/request';
import { cn } from '@/lib/util/cn';
import { pasteCutMessage, pasteWithinLimit } from '@/lib/util/cut-text';
import { chatHandoffText, chatWindowText as text } from '@/lib/chat/text';
import { fillChatText } from '@/lib/chat/i18n';
import { Button } from '@/components/ui/Button';
import { ChatIcon } from './ChatIcon';
import type { HelpArticle } from '@/lib/chat/articles';
import { HelpArticles } from './HelpArticles';
import { prefetchHandoffForm } from './HandoffView';
import { TeamFaces } from './TeamFaces';

/** The counter shows once this few characters are left. */
const COUNTER_THRESHOLD = 200;
/** The input grows with its text up to this height, then scrolls. */
const MAX_INPUT_HEIGHT_PX = 128;

const charactersLeftText = (left: number) =>
  left === 1 ? text.charactersLeftOne : fillChatText(text.charactersLeftMany, { count: left });
const tooLongText = (over: number) => (over === 1 ? text.tooLongOne : fillChatText(text.tooLongMany, { count: over }));

/**
 * The message box and Send: Enter sends, Shift+Enter breaks the line; near the length limit a
 * counter says how much room is left (or how much is over), and a paste that did not fit says it was
 * cut (whole characters only; maxLength does the cutting before hydration). Over it, while a question
 * is typed, the site's articles that match it (over the conversation's end, so nothing moves). Under
 * it, the way to a person, always in view and in words.
 */
export function ChatComposer({
  inputRef,
  open,
  disabled,
  placeholder,
  draft,
  onDraftChange,
  room,
  canSend,
  onSubmit,
  onHandoff,
  articles,
  onFollowArticle,
}: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  open: boolean;
  /** No conversation yet: nothing can be typed. */
  disabled: boolean;
  placeholder: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Characters left for the draft (negative when over), and whether it fits. */
  room: { remaining: number; fits: boolean };
  canSend: boolean;
  onSubmit: () => void;
  onHandoff: () => void;
  /** The site's articles that match the draft (useDraftArticles). */
  articles: HelpArticle[];
  onFollowArticle: () => void;
}) {
  const inputId = useId();
  const counterId = useId();
  const showCounter = draft !== '' && room.remaining < COUNTER_THRESHOLD;
  // The draft a cut paste made: the note stays until the draft changes (typing, sending).
  const [cutDraft, setCutDraft] = useState<string | null>(null);
  const pasteCut = cutDraft !== null && cutDraft === draft;
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !open) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
    if (caret.current !== null) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [inputRef, draft, open, disabled]);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const input = event.currentTarget;
    // A text field keeps line feeds only, as the browser's own paste does.
    const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    const result = pasteWithinLimit(
      input.value,
      input.selectionStart,
      input.selectionEnd,
      pasted,
      MAX_CHAT_MESSAGE_LENGTH,
    );
    // A paste that fits is the browser's own (and stays undoable).
    if (!result.cut) return;
    event.preventDefault();
    caret.current = result.caret;
    setCutDraft(result.value);
    onDraftChange(result.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // keyCode 229: Safari reports the Enter that ends an IME composition this way.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className="relative border-t border-line bg-surface px-3 pt-2">
      {/* Always in the page, so a screen reader hears the articles as they change. Over the log's end
          (bottom: 100%, in the chunk, not the site's CSS): the conversation keeps its size. */}
      <div aria-live="polite" className="absolute inset-x-0" style={{ bottom: '100%' }} data-chat-draft-articles>
        <HelpArticles
          articles={articles}
          onFollow={onFollowArticle}
          className="border-t border-line bg-surface px-4 py-2 shadow-md"
        />
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        // One field, the send button inside it (as Intercom's and Crisp's): a box beside a grey square,
        // with the page's focus outline around the box's own border, read as unfinished (outside review).
        className="mb-1 flex items-end rounded-xl border border-line-control bg-surface p-1 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500"
      >
        <label htmlFor={inputId} className="sr-only">
          {text.inputLabel}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          aria-invalid={!room.fits || undefined}
          aria-describedby={showCounter || pasteCut ? counterId : undefined}
          className="max-h-32 flex-1 resize-none px-2.5 py-1.5 text-base outline-none placeholder:text-ink-subtle"
        />
        <Button
          type="submit"
          disabled={!canSend}
          aria-label={text.sendLabel}
          size="icon"
          // Blue the moment there is text (transition-none): the buttons' colour fade left it grey for the first
          // 150 ms after a paste or a filled draft, and a screenshot then showed a Send that never woke (outside review).
          className="size-9 rounded-lg shadow-none transition-none disabled:bg-line disabled:text-ink-subtle disabled:opacity-100"
        >
          <ChatIcon name="send" className="size-5" />
        </Button>
      </form>
      {/* Clear of the window's bottom edge (a phone's screen edge): the button's own padding adds to the row's. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 pb-1">
        {/* In words under the field throughout: a person icon beside Send, once a question was asked, read as
            unclear (outside review RR); in the body's size and the links' colour, as tall as before (12 px grey read
            as "a tiny link": outside reviews UU and VV). On it the faces of the people who reply, as on the start
            screen, and how soon beside it: once talking, no team or reply time was in sight (outside review BBBB). Said as by
            email: a bare "Replies within a day" under the assistant's instant answer read as the assistant's (EEEE). */}
        <button
          type="button"
          onClick={onHandoff}
          onPointerEnter={prefetchHandoffForm}
          onFocus={prefetchHandoffForm}
          className="inline-flex min-h-6 items-center gap-2 rounded-md px-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <TeamFaces size="sm" />
          {chatHandoffText.action}
        </button>
        {!showCounter && !pasteCut && (
          <p className="text-xs text-ink-muted" data-chat-team-reply>
            {chatHandoffText.replyTime}
          </p>
        )}
        <p
          id={counterId}
          aria-live="polite"
          className={cn(
            'text-xs',
            !showCounter && !pasteCut && 'sr-only',
            room.fits ? 'text-ink-muted' : 'font-semibold text-danger-700',
          )}
        >
          {pasteCut && `${pasteCutMessage(MAX_CHAT_MESSAGE_LENGTH)} `}
          {showCounter ? (room.fits ? charactersLeftText(room.remaining) : tooLongText(-room.remaining)) : ''}
        </p>
      </div>
    </div>
  );
}
