import { Icon } from '@/components/ui/Icon';
import { docsQueryParam } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

/**
 * The one search of the docs (the docs sidebar's and the 404 page's): a plain GET form that opens the
 * landing with ?q=, whose list shows the matches (DocsBrowser reads it), so it works before hydration and
 * without JavaScript, and costs none. `large` (the 404 card): a bigger field with its own Search button;
 * the small one (the sidebar) submits on Enter, leaving the header's button the one way to the site search.
 */
export function DocsSearchForm({
  id,
  label,
  placeholder,
  large = false,
  autoFocus,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  large?: boolean;
  autoFocus?: boolean;
  className?: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action={pageLinks.documentation.href}
      className={cn(large && 'flex gap-2 p-3', className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="relative flex min-w-0 flex-1">
        <Icon
          name="search"
          className={cn(
            'pointer-events-none absolute top-1/2 -translate-y-1/2 text-ink-subtle',
            large ? 'left-3 size-5' : 'left-2.5 size-4',
          )}
        />
        <input
          id={id}
          type="search"
          name={docsQueryParam}
          placeholder={placeholder}
          // A query, not a paste of a page: bounds the ?q= address the landing reads.
          maxLength={200}
          autoComplete="off"
          autoFocus={autoFocus}
          className={cn(
            'min-w-0 flex-1 rounded-lg border border-line-control bg-surface-raised pr-3 text-ink placeholder:text-ink-subtle focus:border-brand-500',
            large ? 'py-3 pl-10.5 text-base shadow-sm' : 'py-2 pl-8 text-sm',
          )}
        />
      </span>
      {large && (
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-deep sm:px-5"
        >
          Search
        </button>
      )}
    </form>
  );
}
