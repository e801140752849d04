import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { searchButtonLabel } from '@/lib/search/content';
import { SEARCH_TRIGGER_ATTRIBUTE } from '@/lib/search/trigger';

/** What makes a button open the search: the trigger script's attribute, and its dialog and shortcut named. */
export const searchTriggerProps = {
  type: 'button',
  [SEARCH_TRIGGER_ATTRIBUTE]: '',
  'aria-haspopup': 'dialog',
  'aria-keyshortcuts': 'Control+K Meta+K',
} as const;

/** The shortcut as this system writes it: ⌘K on Apple's (the first-paint script marks them), Ctrl K elsewhere. */
export function ShortcutKeys() {
  return (
    <>
      <span className="apple-keys:hidden">Ctrl K</span>
      <span className="hidden apple-keys:inline">⌘K</span>
    </>
  );
}

/**
 * The header's search button. Server-rendered and without a handler of its own: the inline trigger
 * script (lib/search/trigger.ts) opens the dialog on its click, before hydration too, and loads the
 * dialog on its hover or focus. An icon on every screen (the header's links need the room), with
 * the shortcut beside it on wide screens that have a keyboard: ⌘K on Apple's systems, Ctrl K
 * elsewhere (its name is in aria-keyshortcuts). Hidden without JavaScript, where it could not open
 * anything. Styled by .search-trigger in app/globals.css, as every page carries it twice.
 */
export function SearchButton({ className }: { className?: string }) {
  return (
    <button {...searchTriggerProps} className={cn('search-trigger', className)}>
      <Icon name="search" className="size-5" />
      <span className="sr-only">{searchButtonLabel}</span>
      <kbd aria-hidden="true" data-shortcut-hint>
        <ShortcutKeys />
      </kbd>
    </button>
  );
}
