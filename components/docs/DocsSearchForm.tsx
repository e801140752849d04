import { Icon } from '@/components/ui/Icon';
import { docsQueryParam } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

/**
 * The docs' search on the 404 page: a plain GET form that opens the landing with ?q=, whose list shows the
 * matches (DocsBrowser reads it), so it works before hydration and without JavaScript, and costs none; a large
 * field with its own Search button.
 */
export function DocsSearchForm({
  id,
  label,
  placeholder,
  autoFocus,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  autoFocus?: boolean;
  className?: string;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      action={pageLinks.documentation.href}
      className={cn('flex gap-2 p-3', className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span className="relative flex min-w-0 flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle"
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
          className="min-w-0 flex-1 rounded-lg border border-line-control bg-surface-raised py-3 pr-3 pl-10.5 text-base text-ink shadow-sm placeholder:text-ink-subtle focus:border-brand-500"
        />
      </span>
      <button
        type="submit"
        className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-deep sm:px-5"
      >
        Search
      </button>
    </form>
  );
}
