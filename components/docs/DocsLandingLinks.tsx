import type { ReactNode } from 'react';
import { IconTile } from '@/components/ui/IconTile';
import { Link } from '@/components/ui/Link';
import { docSidebarLinks } from '@/lib/docs/categories';
import type { HelpCenterContent } from '@/lib/content/docs';
import type { SearchLink } from '@/lib/search/types';
import { cn } from '@/lib/util/cn';
import { docsChipClass } from './docs-chip';

/*
 * The landing's parts that never change with a search or a category, rendered on the server and
 * handed to DocsBrowser, which only decides where they show (so its JavaScript stays small).
 */

/** The popular articles, in one line under the search box. */
export function DocsPopularLinks({ title, links }: { title: string; links: SearchLink[] }) {
  return (
    <nav aria-labelledby="docs-popular-title" className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
      <h2 id="docs-popular-title" className="font-semibold text-ink">
        {title}
      </h2>
      <ul className="contents">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="font-medium text-brand-700 hover:underline">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
 * The categories that lead to another page (Integrations), each a tile with its line, under the
 * last category's list. (The API Reference has a section of its own below them, DocsApiSection.)
 */
export function DocsCategoryTiles({ lines }: { lines: HelpCenterContent['categories'] }) {
  return docSidebarLinks
    .filter((link) => !link.href.startsWith('#'))
    .map((link) => (
      <section
        key={link.id}
        aria-labelledby={`docs-${link.id}-title`}
        className="group relative rounded-card border border-line bg-surface-raised p-4 hover:border-brand-300"
      >
        <CardTitleLink id={`docs-${link.id}-title`} href={link.href}>
          {link.title}
        </CardTitleLink>
        <p className="mt-1 text-sm text-ink-muted">{lines[link.id]}</p>
      </section>
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

/** The hero's way in for a newcomer: one article with its promise, the whole card a link. */
export function DocsStartCard({
  label,
  doc,
}: {
  label: string;
  doc: { title: string; description: string; href: string };
}) {
  return (
    <section
      aria-labelledby="docs-start-title"
      // Beside the intro on wide screens only: on a phone it would push the search box a screen down,
      // and the Getting Started list under it opens with the same article.
      className="group relative hidden rounded-card border border-line bg-surface-raised p-5 shadow-sm hover:border-brand-300 lg:block"
      data-docs-start
    >
      <div className="flex items-center gap-3">
        <IconTile name="bolt" className="size-10 rounded-lg" />
        <p className="text-sm font-semibold text-brand-700">{label}</p>
      </div>
      <CardTitleLink id="docs-start-title" href={doc.href} className="mt-4">
        {doc.title}
      </CardTitleLink>
      <p className="mt-1 text-sm text-ink-muted">{doc.description}</p>
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
