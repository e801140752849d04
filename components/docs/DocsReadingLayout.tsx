import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import type { DocsNavGroup } from '@/lib/content/docs';
import { apiReferenceHref } from '@/lib/site/routes';
import { cn } from '@/lib/util/cn';
import { DocsNavDrawer } from './DocsNavDrawer';
import { DocsBar } from './DocsBar';
import { DocsSidebarNav, type SectionLinks } from './DocsSidebarNav';

const NAV_LABEL = 'Documentation';

/**
 * The docs navigation's column on every reading page (an article, the API pages), sticky under the
 * header: every category with its articles, then the sections that lead elsewhere.
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
    <DocsSidebarColumn>
      {/* The docs' search is the header's (DocsBar), not a second field here. */}
      <DocsSidebarNav
        groups={navigation}
        currentHref={currentHref}
        label={NAV_LABEL}
        idPrefix="docs-sidebar"
        sectionLinks={sectionLinks}
      />
    </DocsSidebarColumn>
  );
}

/** The sidebar's column: from 1024 px, sticky under the header, scrolling on its own when taller than the window. */
export function DocsSidebarColumn({ children }: { children: ReactNode }) {
  return (
    <aside className="hidden lg:block">
      <div className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto pr-2 pb-8">{children}</div>
    </aside>
  );
}

/**
 * The reading layout of every docs page but the landing (an article, the API pages), one behaviour for
 * all (outside review: at 1024 px the API reference's sidebar folded behind Docs menu, an article's did
 * not): the docs navigation in a drawer below 1024 px and in a sticky sidebar from it, as Stripe's docs
 * have (it folded into "Docs menu" up to 1279 px: outside review), the page beside it. An article's table
 * of contents (`aside`) takes the right rail from 1280 px and sits above the article below it: three
 * columns at 1024 px left the article under 600 px. From 1280 px the API pages set their words and code
 * side by side (ApiGuide's columns).
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
      {/* One row under the header: the Docs menu (below 1024 px) and the docs' two parts (DocsBar). */}
      <DocsBar
        part={currentHref.startsWith(apiReferenceHref) ? 'api' : 'docs'}
        current={currentHref === apiReferenceHref}
        menu={
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
        }
      />
      {/* The header's gutters on every docs page: the API reference's narrower left one set its sidebar 64 px left
          of the logo at 1280 px (outside review). */}
      <Container className="py-10 sm:py-14">
        <div
          className={cn(
            // The sidebar 12rem from 1024 px, so the page's column keeps 600 px of text beside it; with the rail from
            // 1280 px both rails at 12rem at least, so the words keep 624 px there (at 13.5rem and 12rem they had 600,
            // "narrow beside two side columns": outside review TTT; the contents' rail narrower ran entries to three lines).
            // The gaps at 2.5rem, so the page's column gets the room between the rails (an article's words stop at
            // a reading measure, 42rem, DocArticleBody). With the contents' rail, the article's column grows to that
            // measure first and the two rails share what is left, so at 1440 px and wider no empty band stands
            // between the words and the contents (the article read narrow beside it: outside review).
            'grid gap-10 lg:grid-cols-[12rem_minmax(0,1fr)]',
            // Without the rail (the API pages) the sidebar keeps its 12rem from 1280 px too, so the words beside the
            // code get the 24 px ("the prose column is narrow at 1280": outside review).
            Boolean(aside) && 'xl:grid-cols-[minmax(12rem,1fr)_minmax(0,42rem)_minmax(12rem,1fr)]',
          )}
        >
          <DocsSidebar navigation={navigation} currentHref={currentHref} sectionLinks={sectionLinks} />
          {Boolean(aside) && <aside className="hidden xl:col-start-3 xl:block">{aside}</aside>}
          <div className="min-w-0 xl:col-start-2 xl:row-start-1">{children}</div>
        </div>
      </Container>
    </>
  );
}
