import { SearchButton } from '@/components/search/SearchButton';
import { ButtonLink } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';
import {
  headerActions,
  headerMenuGroups,
  headerMoreGroups,
  headerNav,
  headerPrimaryHrefs,
  siteName,
  type NavGroup,
} from '@/lib/site/site';
import { HeaderShell } from './HeaderShell';
import { Logo } from './Logo';
import { NavLink } from './NavLink';

const primaryLinks = headerNav.filter((link) => headerPrimaryHrefs.includes(link.href));
/** Named in app/globals.css: every page sends the header's links twice (markup and RSC payload). */
const linkClass = 'nav-link';

/** One titled group of links; `idPrefix` keeps the More menu's and the mobile menu's heading ids apart. */
function NavGroupList({
  group,
  idPrefix,
  itemClassName,
  className,
  listClassName,
}: {
  group: NavGroup;
  idPrefix: string;
  itemClassName: string;
  className?: string;
  listClassName?: string;
}) {
  const headingId = `${idPrefix}-${group.title.toLowerCase()}`;
  return (
    <div className={cn('py-2', className)}>
      <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
        {group.title}
      </p>
      <ul aria-labelledby={headingId} className={listClassName}>
        {group.links.map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className={cn(linkClass, itemClassName)}>
              {link.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The fixed header: wordmark, the main links, the "More" menu grouped like the footer, Log in,
 * Contact Sales and Get Started, and the grouped mobile menu. The links fold into the menu below
 * 1280 px, before anything wraps; the theme control lives in the footer on every width (in the
 * header's row it left no room for Log in, and a copy in the menu cost every page 0.2 KB of HTML,
 * over the budget on /features and /pricing); the behaviour lives in
 * HeaderShell and each link's active state in NavLink. A server component: rendered as a client
 * component it was sent once instead of twice (1.5 KB less gzipped HTML a page) but added 0.9 KB
 * to every page's JavaScript, over the budget on the docs pages.
 */
export function Header() {
  return (
    <HeaderShell
      logo={
        <Link href="/" className="shrink-0 rounded-md" aria-label={`${siteName} home`}>
          <Logo />
        </Link>
      }
      primaryNav={primaryLinks.map((link) => (
        <NavLink key={link.href} href={link.href} className={linkClass}>
          {link.title}
        </NavLink>
      ))}
      moreMenu={
        <div className="grid grid-cols-3 gap-2">
          {headerMoreGroups.map((group) => (
            <NavGroupList
              key={group.title}
              group={group}
              idPrefix="more-menu"
              itemClassName="block px-3 py-2 hover:bg-brand-50"
            />
          ))}
        </div>
      }
      search={<SearchButton className="ml-auto" />}
      actions={
        <div className="hidden items-center gap-2 whitespace-nowrap sm:flex">
          {/* A text link like the nav's (its one short class name), so it costs every page little HTML. */}
          <Link href={headerActions.logIn.href} className={cn(linkClass, 'px-3 text-sm')}>
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
      mobileMenu={
        <nav aria-label="Main (mobile)" className="mx-auto max-w-7xl px-4 pt-2 sm:px-6">
          {/*
           * On a phone, the long first group across the top in two columns as wide as their links,
           * and the two short ones side by side under it: the whole menu, the theme and the actions
           * fit one screen.
           */}
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3 sm:gap-x-6">
            {headerMenuGroups.map((group, index) => (
              <NavGroupList
                key={group.title}
                group={group}
                idPrefix="mobile-menu"
                itemClassName="block px-3 py-2 text-base hover:bg-brand-50"
                className={index === 0 ? 'col-span-2 sm:col-span-1' : undefined}
                listClassName={
                  index === 0 ? 'grid grid-flow-col grid-rows-4 justify-start gap-x-4 sm:block' : undefined
                }
              />
            ))}
          </div>
          <p className="flex items-center justify-between gap-4 border-t border-line px-3 py-3 text-sm text-ink-muted sm:hidden">
            {headerActions.logIn.lead}
            <Link href={headerActions.logIn.href} className="font-semibold text-brand-700 hover:underline">
              {headerActions.logIn.title}
            </Link>
          </p>
          {/* Sticky, so the two actions stay in view however long the list. */}
          <div className="sticky bottom-0 -mx-4 grid grid-cols-2 gap-2 border-t border-line bg-surface-raised px-4 py-3 sm:hidden">
            <ButtonLink href={headerActions.contactSales.href} variant="secondary">
              {headerActions.contactSales.title}
            </ButtonLink>
            <ButtonLink href={headerActions.getStarted.href}>{headerActions.getStarted.title}</ButtonLink>
          </div>
        </nav>
      }
    />
  );
}
