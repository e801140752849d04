import type { ReactNode } from 'react';
import { SceneFrame } from '@/components/marketing/visuals/VisualStage';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { docSidebarLinks } from '@/lib/docs/categories';
import type { HelpCenterContent } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { DocCategorySection } from './DocCategorySection';
import { docsChipClass } from './docs-chip';

/*
 * The landing's parts that never change with a search or a category, rendered on the server and
 * handed to DocsBrowser, which only decides where they show (so its JavaScript stays small).
 */

/** The sidebar's last items: the categories that are not article lists (Integrations, the API section at #api). */
export function DocsSidebarLinks() {
  return docSidebarLinks.map((link) => (
    <li key={link.href}>
      <Link
        href={link.href}
        className={cn(
          'block rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap text-ink-muted hover:bg-surface-muted hover:text-brand-700 lg:px-3',
          docsChipClass,
        )}
      >
        {link.title}
        <span aria-hidden="true" className="ml-1">
          →
        </span>
      </Link>
    </li>
  ));
}

/**
 * The categories that lead to another page (Integrations), each a row as the article categories
 * are: its mark, its title (the link to the page), its line and the vendors' guides.
 * (The API Reference has a section of its own below them, DocsApiSection.)
 */
export function DocsCategoryTiles({
  lines,
  vendors,
}: {
  lines: HelpCenterContent['categories'];
  vendors: { title: string; href: string }[];
}) {
  return docSidebarLinks
    .filter((link) => !link.href.startsWith('#'))
    .map((link) => (
      <DocCategorySection
        key={link.id}
        id={`docs-${link.id}`}
        title={link.title}
        titleHref={link.href}
        icon="plug"
        line={lines[link.id]}
        links={vendors}
      />
    ));
}

/** The search box's hint, and the "/" key only where a keyboard is likely (a fine pointer, from 768 px): no touch user can press it. */
export function DocsSearchHint({ hint, keyHint }: { hint: string; keyHint: string }) {
  return (
    <>
      {hint}
      <span className="hidden md:keyboard:inline"> {keyHint}</span>
    </>
  );
}

/**
 * The hero's way in for a newcomer, drawn as the three setup steps and their times (the marketing
 * visuals' window) over the article it leads to, with its promise; the whole card is the link.
 */
export function DocsStartCard({
  label,
  checklist,
  doc,
}: {
  label: string;
  checklist: HelpCenterContent['start']['checklist'];
  doc: { title: string; description: string; href: string };
}) {
  return (
    <section
      aria-labelledby="docs-start-title"
      // From 640 px, beside the intro and the search box from 1024: on a phone it would push the list a screen
      // down, and the Getting Started list under it opens with the same article. Under the search box (640-1023)
      // it takes the box's width: a narrower card left a void beside it.
      className="group relative hidden sm:block"
      data-docs-start
    >
      <SceneFrame title={checklist.title} icon="bolt">
        <ol className="divide-y divide-line text-sm">
          {checklist.steps.map((step, index) => (
            <li key={step.text} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="flex items-center gap-3 text-ink-muted">
                <span
                  aria-hidden="true"
                  className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                {step.text}
              </span>
              <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-ink-muted">
                <Icon name="clock" className="size-3.5" />
                {step.takes}
              </span>
            </li>
          ))}
        </ol>
        <div className="border-t border-line bg-surface-muted px-4 py-3">
          <p className="text-xs font-semibold text-brand-700">{label}</p>
          <CardTitleLink id="docs-start-title" href={doc.href} className="mt-1">
            {doc.title}
          </CardTitleLink>
          <p className="mt-1 text-sm text-ink-muted">{doc.description}</p>
        </div>
      </SceneFrame>
    </section>
  );
}

/** A tile's title whose link covers the whole tile (the tile is `group relative`). */
function CardTitleLink({
  id,
  href,
  className,
  children,
}: {
  id: string;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className={cn('text-lg font-bold tracking-tight', className)}>
      <Link href={href} className="group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-card">
        {children}
        <span aria-hidden="true" className="ml-1">
          →
        </span>
      </Link>
    </h2>
  );
}
