import { searchTriggerProps, ShortcutKeys } from '@/components/search/SearchButton';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { getHelpCenterContent } from '@/lib/content/docs';
import { apiReferenceHref } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

/** The docs' two parts, as the bar's tabs. */
const tabs = [
  { part: 'docs', title: pageLinks.documentation.title, href: pageLinks.documentation.href },
  { part: 'api', title: 'API Reference', href: apiReferenceHref },
] as const;

export type DocsPart = (typeof tabs)[number]['part'];

/**
 * The docs' own bar under the site header, as Stripe's docs have (outside review: "the docs have no docs
 * shell, they use the marketing header"): the docs search first, a field that opens the search dialog with
 * its Ctrl K (⌘K) hint, then the two parts as tabs, the one being read marked. The landing leaves the search
 * out: its hero's box is its search, and two fields in one view read as two searches (outside review Q).
 * A server component: no JavaScript; the search opens by the header's trigger script.
 */
export function DocsBar({ part, current, search = true }: { part: DocsPart; current?: boolean; search?: boolean }) {
  const label = getHelpCenterContent().search.sidebarPlaceholder;
  return (
    <div className="border-b border-line bg-surface-raised" data-docs-bar>
      <Container className="flex items-center gap-6">
        {search && (
          <button
            {...searchTriggerProps}
            className="inline-flex h-10 max-w-sm min-w-0 flex-1 items-center gap-2 rounded-lg border border-line-control bg-surface px-3 text-sm text-ink-subtle hover:border-brand-500 noscript:hidden"
          >
            <Icon name="search" className="size-4 shrink-0" />
            {/* On a phone a short word beside the icon: the whole words were cut to "Searc…" beside the tabs, the icon alone read as an empty box. */}
            <span className="flex-1 truncate text-left max-sm:hidden">{label}</span>
            <span className="sr-only sm:hidden">{label}</span>
            <span aria-hidden="true" className="sm:hidden">
              Search
            </span>
            {/* Its Ctrl K hint from 768 to 1279 px only: from 1280 px the header's search button shows the same keys,
                and two hints in one view said the shortcut twice (an outside review). */}
            <kbd
              aria-hidden="true"
              className="hidden rounded border border-line-control px-1.5 font-sans text-xs font-medium md:keyboard:inline xl:keyboard:hidden"
            >
              <ShortcutKeys />
            </kbd>
          </button>
        )}
        <nav aria-label="Docs sections" className="shrink-0">
          <ul className="flex gap-6 text-sm font-medium">
            {tabs.map((tab) => (
              <li key={tab.part}>
                <Link
                  href={tab.href}
                  // The part being read: the landing or the reference itself is the page; an article, a part of it.
                  aria-current={tab.part === part ? (current ? 'page' : 'true') : undefined}
                  className={cn(
                    'block border-b-2 py-4 hover:text-ink',
                    tab.part === part ? 'border-brand-600 text-ink' : 'border-transparent text-ink-muted',
                  )}
                >
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </div>
  );
}
