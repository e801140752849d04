'use client';

import type { IconId } from '@/lib/brand/icon-sprite';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { ChatIcon } from './ChatIcon';

/** The chat header's round icon buttons (the menu, Close): 32 px, so the header stays one compact band (block-level: no line box adds a pixel under them). */
export const chatHeaderButton = 'flex size-8 rounded-full';

export type ChatMenuItem = {
  label: string;
  onSelect: () => void;
  icon: IconId;
};

/**
 * The chat header's menu (WAI-ARIA menu button): Enter, Space or Arrow Down open it on the first
 * item, Arrow Up on the last; arrows, Home and End move; Escape closes it (not the chat) and returns
 * to the button; Tab or a click elsewhere closes it.
 */
export function ChatMenu({ label, items, onOpen }: { label: string; items: ChatMenuItem[]; onOpen?: () => void }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const show = (at: 'first' | 'last') => {
    setActive(at === 'first' ? 0 : items.length - 1);
    setOpen(true);
    onOpen?.();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = items.length;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % count,
      ArrowUp: (active - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      // The menu closes, the chat window stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  // Nothing to offer (Talk to a person before a conversation: its own Back button is on screen): no menu.
  if (!items.length) return null;
  return (
    <div className="relative shrink-0">
      <Button
        ref={buttonRef}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
        variant="ghostInverse"
        size="icon"
        className={chatHeaderButton}
      >
        <ChatIcon name="more" className="size-5" />
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-10 mt-1 min-w-52 rounded-xl border border-line bg-surface-raised p-1 text-ink shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onClick={() => {
                // Back on the menu button; a view that opens (Talk to a person, Start over's message box) moves it on.
                close(true);
                item.onSelect();
              }}
              className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-surface-muted focus:bg-surface-muted"
            >
              <ChatIcon name={item.icon} className="size-4 shrink-0 text-ink-subtle" />
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
