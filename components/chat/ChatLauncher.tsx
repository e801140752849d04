'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import launcherJson from '@/content/chat/launcher.json';
import type { ChatContent } from '@/lib/content/chat';
import { fillChatText } from '@/lib/chat/i18n';
import type { ChatWindowProps } from './ChatWindow';

/** n8n's mount point: the widget renders into this element, created when the page lacks it. */
const CHAT_MOUNT_ID = 'n8n-chat';
const CHAT_WINDOW_ID = 'n8n-chat-window';
/** The toggle's texts, typed by the loader's schema (which the build runs on them). */
const text: ChatContent['launcher'] = launcherJson;
const unreadText = (count: number) => (count === 1 ? text.unreadOne : fillChatText(text.unreadMany, { count }));

type ChatWindowComponent = ComponentType<ChatWindowProps>;
let chatWindowModule: Promise<ChatWindowComponent> | null = null;

/** The window, protocol and Markdown code: a separate chunk, fetched on first intent to chat (with its icons). */
function loadChatWindow(): Promise<ChatWindowComponent> {
  chatWindowModule ??= import('./ChatWindow').then(
    (module) => module.readyChatWindow(),
    (error: unknown) => {
      chatWindowModule = null;
      throw error;
    },
  );
  return chatWindowModule;
}

const subscribeNever = () => () => {};

/** The mount element, after hydration (the server and the hydrating render have none). */
function useMountElement(id: string): HTMLElement | null {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  // Idempotent: the element is looked up first and created once.
  let target = document.getElementById(id);
  if (!target) {
    target = document.createElement('div');
    target.id = id;
    document.body.appendChild(target);
  }
  return target;
}

/**
 * The live-chat toggle, in every page's initial JavaScript. It lives in the root layout, so the
 * conversation survives client-side navigation; the window itself loads on first open.
 */
export function ChatLauncher() {
  const host = useMountElement(CHAT_MOUNT_ID);
  const [open, setOpen] = useState(false);
  const [ChatWindow, setChatWindow] = useState<ChatWindowComponent | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const prefetch = useCallback(() => {
    loadChatWindow().catch(() => undefined);
  }, []);

  // Replies that finished while the window was closed: a badge on the toggle, cleared on open.
  const [unread, setUnread] = useState(0);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const onReply = useCallback(() => {
    if (!openRef.current) setUnread((count) => count + 1);
  }, []);

  const show = useCallback(() => {
    setOpen(true);
    setUnread(0);
    loadChatWindow().then(
      (component) => setChatWindow(() => component),
      () => setOpen(false),
    );
  }, []);

  const focusToggleOnClose = useRef(false);
  const close = useCallback((returnFocus: boolean) => {
    focusToggleOnClose.current = returnFocus;
    setOpen(false);
  }, []);

  // After the render that closed the window: on a phone the toggle is hidden until then.
  useEffect(() => {
    if (open || !focusToggleOnClose.current) return;
    focusToggleOnClose.current = false;
    toggleRef.current?.focus();
  }, [open]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) close(true);
  };

  if (!host) return null;
  return createPortal(
    <>
      <Button
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={CHAT_WINDOW_ID}
        aria-label={
          open ? text.close : unread ? fillChatText(text.openWithUnread, { unread: unreadText(unread) }) : text.open
        }
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onToggleKeyDown}
        // A touch fires pointerenter too (before pointerdown): no touchstart handler needed.
        onPointerEnter={prefetch}
        onFocus={prefetch}
        size="icon"
        // Below lg no gutter is free, so it docks in the header's row, in the room the menu button's
        // margin leaves it (HeaderShell.tsx): right of it, the bar's padding (1rem, from sm 1.5rem),
        // a 1rem gap and the 2.5rem button. From lg it floats in the gutter the page leaves
        // (page-container, app/globals.css). Fixed, not in the header: the spec mounts it in #n8n-chat.
        className={cn(
          'fixed top-3 right-18 z-[60] size-10 rounded-full sm:right-20 lg:top-auto lg:right-6 lg:bottom-6 lg:size-14 lg:shadow-lg',
          // In the header's row a plain icon button like the search and menu buttons beside it (solid
          // blue read as an avatar, a tint as a control left selected: outside reviews); solid where it floats.
          // Open, it keeps that tint (outside review: the header's icon buttons showed no open state).
          'max-lg:shadow-none max-lg:hover:bg-brand-50 max-lg:hover:text-brand-700',
          open ? 'max-lg:bg-brand-50 max-lg:text-brand-700 max-sm:hidden' : 'max-lg:bg-transparent max-lg:text-ink',
        )}
      >
        {/* Both drawn from the first render, one hidden: an icon added on open waited for the sprite again (ChatIcon.tsx).
            Open in the header's row it keeps its bubble, tinted as pressed: a × there beside the window's own Close
            read as two (outside reviews CCCCC, FFFFF); floating, it turns to the ×. */}
        <Icon name="close" className={open ? 'hidden lg:block lg:size-6' : 'hidden'} />
        <Icon name="chatBubble" className={open ? 'size-5 lg:hidden' : 'size-5 lg:size-7'} />
        {!open && unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-white px-1 text-xs font-bold text-brand-deep ring-2 ring-brand-600"
          >
            {unread}
          </span>
        )}
      </Button>
      <p role="status" className="sr-only">
        {!open && unread > 0 ? fillChatText(text.unreadStatus, { unread: unreadText(unread) }) : ''}
      </p>
      <div
        id={CHAT_WINDOW_ID}
        hidden={!open}
        // A phone: the whole screen. Wider, the 384x500 window: under the docked toggle, from lg above the floating one.
        className="fixed inset-0 z-[60] sm:inset-auto sm:top-18 sm:right-6 sm:h-[500px] sm:max-h-[calc(100dvh-5.5rem)] sm:w-96 lg:top-auto lg:bottom-24 lg:max-h-[calc(100dvh-7.5rem)]"
      >
        {ChatWindow && <ChatWindow open={open} onClose={close} onReply={onReply} />}
      </div>
    </>,
    host,
  );
}
