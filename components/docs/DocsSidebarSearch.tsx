import { searchTriggerProps, ShortcutKeys } from '@/components/search/SearchButton';
import { Icon } from '@/components/ui/Icon';

/**
 * The search at the top of the docs navigation (Stripe's and Mintlify's place for it): a button
 * drawn as a field that opens the site search, as the header's does (the inline trigger script
 * opens it on a click, Enter or Space, before hydration too, with no JavaScript of its own). Its
 * words are its name. Hidden without JavaScript, where it could open nothing.
 */
export function DocsSidebarSearch() {
  return (
    <button
      {...searchTriggerProps}
      className="mb-6 flex w-full items-center gap-2 rounded-lg border border-line-control bg-surface-raised px-3 py-2 text-left text-sm text-ink-muted shadow-sm transition-colors hover:border-brand-300 hover:text-ink noscript:hidden"
    >
      <Icon name="search" className="size-4 shrink-0" />
      <span className="flex-1 whitespace-nowrap">Search docs</span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-line-control px-1.5 font-sans text-xs font-medium text-ink-subtle md:keyboard:inline"
      >
        <ShortcutKeys />
      </kbd>
    </button>
  );
}
