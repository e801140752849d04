'use client';

import { useEffect, type RefObject } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { THEME_CHOICE_ATTRIBUTE } from '@/lib/brand/theme';
import { menuPageNotes, menuTilePages } from '@/lib/site/menu';
import { headerActions, headerMenuGroups, headerPrimaryHrefs, pageLinks, type NavGroup } from '@/lib/site/site';
import { NavLink } from './NavLink';
import { ThemeSwitcher } from './ThemeSwitcher';

const noteOf = (href: string) => {
  const key = (Object.keys(pageLinks) as (keyof typeof pageLinks)[]).find((page) => pageLinks[page].href === href);
  return key && menuPageNotes[key];
};
const tileHrefs: string[] = menuTilePages.map((page) => pageLinks[page].href);
const label = 'pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** A page with its icon, its name and one line on it: the mobile menu's tiles and every link of More. */
function NotedLink({ href, title, short, tile }: { href: string; title: string; short?: string; tile?: boolean }) {
  const { icon, note } = noteOf(href)!;
  return (
    <NavLink
      href={href}
      className={`group flex items-center gap-2 rounded-xl p-2 hover:bg-surface-muted sm:gap-3 ${tile ? 'h-full border border-line aria-[current=page]:border-brand-500' : ''}`}
    >
      {/* The current page, on a tile or in More: its icon filled, its frame and name in the accent, no
          underline (outside review: an underlined Home read as a link, unlike the tiles around it). */}
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 group-aria-[current=page]:bg-brand-600 group-aria-[current=page]:text-white">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        {/* On a tile set tight: where a name takes two lines every tile is that tall, and the panel still fits a 375×667 phone. */}
        <span
          className={`block text-sm font-semibold break-words text-ink group-hover:text-brand-700 group-aria-[current=page]:text-brand-700 ${tile ? 'leading-tight' : ''}`}
        >
          {(tile && short) || title}
        </span>
        <span className="block truncate text-xs text-ink-muted">{note}</span>
      </span>
    </NavLink>
  );
}

/**
 * One titled group: in More every link with its line; in the mobile menu compact rows under the tiles, in two columns
 * on a phone and three from sm. `across`: the last group, its links two a row (on a phone across both columns; from
 * sm in its third, so each group is two rows tall: Company's four in one column beside two and two read as lopsided
 * at 768 px, outside review FFFFFF).
 */
function Group({ group, more, across }: { group: NavGroup; more?: boolean; across?: boolean }) {
  const links = group.links.filter((link) =>
    more ? !headerPrimaryHrefs.includes(link.href) : !tileHrefs.includes(link.href),
  );
  return (
    <div className={across ? 'col-span-2 sm:col-span-1' : undefined}>
      <p className={`${label} ${more ? 'px-2' : 'px-1'}`}>{group.title}</p>
      <ul aria-label={group.title} className={across ? 'grid grid-cols-2 gap-x-3' : undefined}>
        {links.map((link) => (
          <li key={link.href}>
            {more ? (
              <NotedLink {...link} />
            ) : (
              <NavLink
                href={link.href}
                className="flex min-h-10 items-center rounded-lg px-1 text-sm font-medium text-ink hover:bg-surface-muted hover:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 sm:text-base"
              >
                {link.title}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The header's menus, in a chunk of their own loaded when one opens (components/layout/HeaderShell.tsx): no
 * page's first HTML or JavaScript carries them. `more`: the desktop More menu, its three groups side by side,
 * every link with an icon and a line. Otherwise the mobile menu, sized to show everything at once on a
 * 375×667 phone: below sm the calls to action, then the main pages as tiles with icon and line (two to a
 * row, at 768 too), the footer's groups in compact rows under them (two columns on a phone, the first two
 * side by side over the last; three from sm), and at its foot the theme
 * and Log in on one row.
 */
/** Set on <html> while the mobile menu is open: the page behind the menu holds still (app/globals.css). */
const MENU_OPEN_ATTRIBUTE = 'data-menu-open';

export default function HeaderMenu({
  more,
  id,
  ref,
}: {
  more?: boolean;
  /** The panel's id (its toggle's aria-controls) and ref (HeaderShell closes it on a click or focus outside). */
  id: string;
  ref: RefObject<HTMLDivElement | null>;
}) {
  useEffect(() => {
    const root = document.documentElement;
    // The theme control is new on each opening: it shows the choice the theme script applied.
    const choice = root.getAttribute('data-theme');
    for (const radio of ref.current?.querySelectorAll<HTMLInputElement>(`[${THEME_CHOICE_ATTRIBUTE}]`) ?? [])
      radio.checked = radio.value === choice;
    // The page behind dims and holds still (app/globals.css) once the panel is there, never while its chunk loads.
    if (more) return;
    root.setAttribute(MENU_OPEN_ATTRIBUTE, '');
    return () => root.removeAttribute(MENU_OPEN_ATTRIBUTE);
  }, [ref, more]);

  if (more)
    return (
      // Dropped from the More button, centred under it.
      <div
        ref={ref}
        id={id}
        className="absolute top-full left-1/2 mt-3 grid w-[42rem] -translate-x-1/2 grid-cols-3 gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-header"
      >
        {headerMenuGroups.map((group) => (
          <Group key={group.title} group={group} more />
        ))}
      </div>
    );

  return (
    // Under the header bar, edge to edge, as tall as its content (the page behind is dimmed and holds still,
    // app/globals.css, which also unrolls it: a direct child of the header with an id).
    <div
      ref={ref}
      id={id}
      className="fixed inset-x-0 top-16 border-y border-line bg-surface-raised shadow-header lg:hidden"
    >
      <nav
        aria-label="Main (mobile)"
        className="flex flex-col px-4 sm:px-6"
        // Never taller than the screen less a strip of the dimmed page; the links scroll inside.
        style={{ maxHeight: 'calc(100dvh - 5.5rem)' }}
      >
        {/* Below sm (the row has no room for them), the calls to action first, where the panel opens. */}
        <div className="grid grid-cols-2 gap-3 pt-4 sm:hidden">
          <ButtonLink href={headerActions.contactSales.href} variant="secondary">
            {headerActions.contactSales.title}
          </ButtonLink>
          <ButtonLink href={headerActions.getStarted.href}>{headerActions.getStarted.title}</ButtonLink>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto pt-4 pb-3">
          {/* One a row below 370 px: two 140 px tiles broke "Documentation" inside the word. Every row as
              tall as the tallest; every name on one line ("Vendors" on its tile, lib/site/menu.ts). */}
          <ul className="grid auto-rows-fr grid-cols-1 gap-2.5 min-[370px]:grid-cols-2">
            {menuTilePages.map((page) => (
              <li key={page}>
                <NotedLink {...pageLinks[page]} tile />
              </li>
            ))}
          </ul>
          {/* On a phone two columns: the first two groups side by side, the last under them across both, its links two
              a row on the same two columns (three in a third of 375 px each read as cramped: outside review NN; the
              first two over each other beside the last left it a row short, uneven: outside reviews NNNNN, OOOOO);
              from sm three even columns under the tiles. A group's label sits nearer its own links than the group
              above (outside review SS); the rows themselves touch, each a 40 px target. */}
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 border-t border-line pt-2 sm:grid-cols-3">
            {headerMenuGroups.map((group, index) => (
              <Group key={group.title} group={group} across={index === headerMenuGroups.length - 1} />
            ))}
          </div>
        </div>
        {/* At the foot, one row: the theme (named by its legend), then Log in after its lead, for customers. */}
        <div className="flex items-center gap-3 border-t border-line py-3">
          <ThemeSwitcher name="theme-menu" className="mr-auto" />
          <span className="text-sm text-ink-muted">{headerActions.logIn.lead}</span>
          <ButtonLink href={headerActions.logIn.href} variant="secondary" size="sm" className="whitespace-nowrap">
            {headerActions.logIn.title}
          </ButtonLink>
        </div>
      </nav>
    </div>
  );
}
