import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { Link } from '@/components/ui/Link';
import { getHelpCenterContent } from '@/lib/content/docs';
import { apiReferenceHref } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

/** The docs' two parts, as the bar's tabs: the guides (the landing and its articles) and the API reference. */
const tabs = [
  { part: 'docs', href: pageLinks.documentation.href },
  { part: 'api', href: apiReferenceHref },
] as const;

export type DocsPart = (typeof tabs)[number]['part'];

/**
 * The docs' own bar under the site header, as Stripe's docs have (outside review: "the docs have no docs shell, they
 * use the marketing header"): below 1024 px the Docs menu (`menu`, DocsNavDrawer) first, then the two parts as tabs,
 * the one being read marked: one row of docs navigation (outside review KK: a search row, then a Docs menu row, under
 * the header). The first tab reads Guides: the header's Documentation link is marked already, and a tab of the same
 * name said it twice (outside review KK). No search of its own: the header's search button, with its Ctrl K (⌘K), is
 * the one way to the search on every page; a second field here read as a second search (outside review KK), and the
 * landing's box is the spec's. A server component: no JavaScript. Sticky under the header below 1024 px, where the
 * menu is; from 1024 px the sidebar is, and the bar scrolls away.
 */
export function DocsBar({ part, current, menu }: { part: DocsPart; current?: boolean; menu?: ReactNode }) {
  const titles = getHelpCenterContent().bar;
  return (
    <div
      className={cn('border-b border-line bg-surface-raised', Boolean(menu) && 'sticky top-16 z-30 lg:static')}
      data-docs-bar
    >
      <Container className="flex items-center gap-6">
        {menu}
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
                  {titles[tab.part]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </div>
  );
}
