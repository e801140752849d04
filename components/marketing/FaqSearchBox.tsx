import { Icon } from '@/components/ui/Icon';
import { faqSearch } from '@/lib/faq/filter';

/**
 * The FAQ's search box, the hero's centrepiece as a help centre's is (beside the answers it read as a
 * toolbar: outside review). Rendered here, on the server; FaqBrowser finds it by its id and filters the
 * questions under it as the visitor types. Without JavaScript there is nothing to filter: it is not shown.
 */
export function FaqSearchBox() {
  return (
    <div role="search" className="mx-auto max-w-2xl noscript:hidden">
      <span className="relative flex">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-subtle"
        />
        <input
          id={faqSearch.id}
          aria-label={faqSearch.label}
          type="search"
          placeholder={faqSearch.placeholder}
          maxLength={100}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-card border border-line-control bg-surface-raised py-4 pr-4 pl-12 text-lg text-ink shadow-md placeholder:text-ink-subtle focus:border-brand-500"
        />
      </span>
    </div>
  );
}
