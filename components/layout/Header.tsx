import { SearchButton } from '@/components/search/SearchButton';
import { ButtonLink } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';
import {
  headerActions,
  headerHome,
  headerMenuGroups,
  headerNav,
  headerPrimaryHrefs,
  headerWideHrefs,
  siteName,
  type NavGroup,
} from '@/lib/site/site';
import { HeaderShell } from './HeaderShell';
import { Logo } from './Logo';
import { NavLink } from './NavLink';

const inlineLinks = headerNav.filter(
  (link) => headerPrimaryHrefs.includes(link.href) || headerWideHrefs.includes(link.href),
);
/** Named in app/globals.css: every page sends the header's links twice (markup and RSC payload). */
const linkClass = 'nav-link';

/**
 * Where a menu item shows: one menu serves as the mobile menu below lg and as the "More" menu from
 * lg, so a link the row shows from lg leaves it there, and How It Works from xl.
 */
function menuItemClass(href: string): string | undefined {
  if (headerPrimaryHrefs.includes(href)) return 'lg:hidden';
  if (headerWideHrefs.includes(href)) return 'xl:hidden';
}

/** One titled group of links. */
function NavGroupList({
  group,
  className,
  listClassName,
}: {
  group: NavGroup;
  className?: string;
  listClassName?: string;
}) {
  const headingId = `menu-${group.title.toLowerCase()}`;
  return (
    <div className={cn('py-2', className)}>
      <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        {group.title}
      </p>
      {/* Props spread only when set: an unset one still costs the RSC payload a "$undefined". */}
      <ul aria-labelledby={headingId} {...(listClassName && { className: listClassName })}>
        {group.links.map((link) => {
          const itemClass = menuItemClass(link.href);
          return (
            <li key={link.href} {...(itemClass && { className: itemClass })}>
              <NavLink
                href={link.href}
                className={`${linkClass} block px-3 py-2 text-base hover:bg-brand-50 lg:text-sm`}
              >
                {link.title}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The fixed header: wordmark, the main links, Log in, Contact Sales and Get Started, and one menu
 * grouped like the footer. From 1024 px the row shows the four main links and the menu drops down
 * from "More" (How It Works and Log in join the row from 1280 px); below, the menu button opens it
 * with all the links, and the chat toggle docks beside that button (components/chat/ChatLauncher.tsx).
 * The theme control lives in the footer on every width (in the header's row it left no room for
 * Log in, and a copy in the menu cost every page 0.2 KB of HTML, over the budget on /features and
 * /pricing); the behaviour lives in HeaderShell and each link's active state in NavLink. A server
 * component: rendered as a client component it was sent once instead of twice (1.5 KB less gzipped
 * HTML a page) but added 0.9 KB to every page's JavaScript, over the budget on the docs pages.
 */
export function Header() {
  return (
    <HeaderShell
      logo={
        <Link href="/" className="shrink-0 rounded-md" aria-label={`${siteName} home`}>
          <Logo />
        </Link>
      }
      primaryNav={inlineLinks.map((link) => (
        <NavLink
          key={link.href}
          href={link.href}
          className={headerWideHrefs.includes(link.href) ? `${linkClass} hidden xl:block` : linkClass}
        >
          {link.title}
        </NavLink>
      ))}
      search={<SearchButton className="ml-auto" />}
      actions={
        <div className="hidden items-center gap-2 whitespace-nowrap sm:flex">
          {/* A text link like the nav's, from xl; narrower, the menu's last row holds it. */}
          <Link href={headerActions.logIn.href} className={cn(linkClass, 'hidden px-3 text-sm xl:block')}>
            {headerActions.logIn.title}
          </Link>
          <ButtonLink href={headerActions.contactSales.href} variant="ghost" size="sm">
            {headerActions.contactSales.title}
          </ButtonLink>
          <ButtonLink href={headerActions.getStarted.href} size="sm">
            {headerActions.getStarted.title}
          </ButtonLink>
        </div>
      }
      menu={
        <>
          {/*
           * On a phone, the long first group across the top in two columns as wide as their links,
           * and the two short ones side by side under it: the whole menu and the actions fit one
           * screen. From sm (and in the More menu), three columns.
           */}
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 sm:gap-x-6">
            {headerMenuGroups.map((group, index) => (
              <NavGroupList
                key={group.title}
                group={group}
                className={index === 0 ? 'col-span-2 sm:col-span-1' : undefined}
                listClassName={
                  index === 0 ? 'grid grid-flow-col grid-rows-3 justify-start gap-x-4 sm:block' : undefined
                }
              />
            ))}
          </div>
          {/* Home, which belongs to no group, and Log in where the header's row lacks it (below xl). */}
          <div className="flex items-center justify-between gap-4 border-t border-line px-3 py-3 text-sm">
            <NavLink href={headerHome.href} className={linkClass}>
              {headerHome.title}
            </NavLink>
            <p className="text-ink-muted xl:hidden">
              {headerActions.logIn.lead}{' '}
              <Link href={headerActions.logIn.href} className="font-semibold text-brand-700 hover:underline">
                {headerActions.logIn.title}
              </Link>
            </p>
          </div>
          {/* On a phone, where the row lacks them; sticky, so they stay in view however long the list. */}
          <div className="sticky bottom-0 -mx-4 grid grid-cols-2 gap-2 border-t border-line bg-surface-raised px-4 py-3 sm:hidden">
            <ButtonLink href={headerActions.contactSales.href} variant="secondary">
              {headerActions.contactSales.title}
            </ButtonLink>
            <ButtonLink href={headerActions.getStarted.href}>{headerActions.getStarted.title}</ButtonLink>
          </div>
        </>
      }
    />
  );
}
