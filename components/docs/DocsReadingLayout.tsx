import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import type { DocsNavGroup } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { docsColumns } from './docs-columns';
import { DocsNavDrawer } from './DocsNavDrawer';
import { DocsSidebarNav, type SectionLinks } from './DocsSidebarNav';

const NAV_LABEL = 'Documentation';

/**
 * The docs navigation's column from 1024 px, sticky under the header, the same on the landing and
 * on every article (one docs product, as Stripe's): every category with its articles, then the
 * sections that lead elsewhere. No search box of its own: the one it had opened the header's dialog,
 * with the header's shortcut (two controls for one job, an outside review); the landing's box is the
 * search of the docs alone.
 */
export function DocsSidebar({
  navigation,
  currentHref,
  sectionLinks,
}: {
  navigation: DocsNavGroup[];
  currentHref: string;
  sectionLinks?: SectionLinks;
}) {
  return (
    <aside className="hidden lg:block">
      <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pr-2 pb-8">
        <DocsSidebarNav
          groups={navigation}
          currentHref={currentHref}
          label={NAV_LABEL}
          idPrefix="docs-sidebar"
          sectionLinks={sectionLinks}
        />
      </div>
    </aside>
  );
}

/**
 * The reading layout of every docs page but the landing (an article, the API reference): the docs
 * navigation in a sticky sidebar from 1024 px and in a drawer below it, the page beside it, and an optional third column from 1280 px (an article's table of contents).
 */
export function DocsReadingLayout({
  navigation,
  currentHref,
  drawer,
  aside,
  sectionLinks,
  children,
}: {
  navigation: DocsNavGroup[];
  currentHref: string;
  drawer: { buttonLabel: string; closeLabel: string };
  aside?: ReactNode;
  /** A page whose sections the navigation lists (the API reference's): the links that mark the one being read. */
  sectionLinks?: SectionLinks;
  children: ReactNode;
}) {
  return (
    <>
      {/* The drawer holds the navigation alone: on a phone the header's search button is beside its bar. */}
      <DocsNavDrawer key={currentHref} {...drawer} title={NAV_LABEL}>
        <DocsSidebarNav
          groups={navigation}
          currentHref={currentHref}
          label={NAV_LABEL}
          idPrefix="docs-drawer"
          focusCurrent
          sectionLinks={sectionLinks}
        />
      </DocsNavDrawer>
      {/* The header's gutters on every docs page: the API reference's narrower left one set its sidebar 64 px left
          of the logo at 1280 px (outside review). */}
      <Container className="py-10 sm:py-14">
        <div
          className={cn(
            // The gaps at 2.5rem from 1280 px too (were 3rem), so the page's column gets the room between the rails
            // (an article's words stop at a reading measure, DocArticleBody; its drawings and calculators use the column).
            // The contents' column 11rem (was 13rem): at 1280 px an article's column was 584 px, narrow beside Stripe's docs.
            docsColumns,
            Boolean(aside) && 'xl:grid-cols-[13.5rem_minmax(0,1fr)_11rem]',
          )}
        >
          <DocsSidebar navigation={navigation} currentHref={currentHref} sectionLinks={sectionLinks} />
          {Boolean(aside) && <aside className="hidden xl:col-start-3 xl:row-start-1 xl:block">{aside}</aside>}
          <div className="min-w-0 lg:col-start-2 lg:row-start-1">{children}</div>
        </div>
      </Container>
    </>
  );
}
