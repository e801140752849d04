import { SearchButton } from '@/components/search/SearchButton';
import { ButtonLink } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import type { IconId } from '@/lib/brand/icon-sprite';
import { cn } from '@/lib/util/cn';
import {
  headerActions,
  headerMenuGroups,
  headerNav,
  headerPrimaryHrefs,
  headerWideHrefs,
  pageLinks,
  siteName,
  type NavGroup,
} from '@/lib/site/site';
import { HeaderShell } from './HeaderShell';
import { Logo } from './Logo';
import { NavLink } from './NavLink';
import { ThemeSwitcher } from './ThemeSwitcher';

const inlineLinks = headerNav.filter(
  (link) => headerPrimaryHrefs.includes(link.href) || headerWideHrefs.includes(link.href),
);
/** Named in app/globals.css: every page sends the header's links twice (markup and RSC payload). */
const linkClass = 'nav-link';

/** Each menu link's icon, from the sprite (lib/brand/icons.ts), so a reader finds a page by its shape too. */
const menuIcons: Record<string, IconId> = {
  [pageLinks.features.href]: 'sparkles',
  [pageLinks.pricing.href]: 'tag',
  [pageLinks.howItWorks.href]: 'workflow',
  [pageLinks.vendorIntegrations.href]: 'truck',
  [pageLinks.customIntegrations.href]: 'plug',
  [pageLinks.releaseNotes.href]: 'calendar',
  [pageLinks.documentation.href]: 'file',
  [pageLinks.apiReference.href]: 'code',
  [pageLinks.caseStudies.href]: 'chart',
  [pageLinks.faq.href]: 'lightbulb',
  [pageLinks.home.href]: 'home',
  [pageLinks.about.href]: 'heart',
  [pageLinks.careers.href]: 'users',
  [pageLinks.contact.href]: 'mail',
};

/**
 * Where a menu item shows: one menu serves as the mobile menu below lg and as the "More" menu from
 * lg, so a link the row shows from lg leaves it there, and How It Works from xl.
 */
function menuItemClass(href: string): string | undefined {
  if (headerPrimaryHrefs.includes(href)) return 'lg:hidden';
  if (headerWideHrefs.includes(href)) return 'xl:hidden';
}

/** One titled group of links, each with its icon (.menu-link in app/globals.css). */
function NavGroupList({ group, className }: { group: NavGroup; className?: string }) {
  return (
    <div className={cn('py-2', className)}>
      {/* The list is named by aria-label, not by an id on the heading: fewer bytes in every page's payload. */}
      <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">{group.title}</p>
      <ul aria-label={group.title}>
        {group.links.map((link) => {
          const itemClass = menuItemClass(link.href);
          return (
            // Props spread only when set: an unset one still costs the RSC payload a "$undefined".
            <li key={link.href} {...(itemClass && { className: itemClass })}>
              <NavLink href={link.href} icon={menuIcons[link.href]}>
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
 * grouped like the footer. From 1024 px the row shows the three main links, Log in and "More", whose
 * menu drops down (How It Works joins the row from 1280 px); below, the menu button opens it with
 * every link, and the chat toggle docks beside that button (components/chat/ChatLauncher.tsx). On a
 * phone the row has no room for Get Started beside the logo, the search, the chat toggle and the
 * menu button at 320 px, so the menu opens on it and Log in; under the links, the theme control
 * (also in the footer). The behaviour lives in HeaderShell and each link's active state and icon in
 * NavLink. A server component: rendered as a client component it was sent once instead of twice
 * (1.5 KB less gzipped HTML a page) but added 0.9 KB to every page's JavaScript, over the budget on
 * the docs pages.
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
          {/* A text link like the nav's, from lg; narrower, the menu holds it. */}
          <Link href={headerActions.logIn.href} className={cn(linkClass, 'hidden px-3 text-sm lg:block')}>
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
          {/* On a phone, where the row lacks them, the two actions open the menu: Get Started first. */}
          <div className="mb-2 grid grid-cols-2 gap-3 border-b border-line pt-2 pb-4 sm:hidden">
            <ButtonLink href={headerActions.getStarted.href} size="sm">
              {headerActions.getStarted.title}
            </ButtonLink>
            <ButtonLink href={headerActions.logIn.href} variant="secondary" size="sm">
              {headerActions.logIn.title}
            </ButtonLink>
          </div>
          {/*
           * Below md, the long first group in one column across the top, and the two short ones side
           * by side under it from 352 px (one column on the smallest phones), their links on one line
           * beside their icons. From md (and in the More menu), three columns.
           */}
          <div className="grid gap-x-4 min-[22rem]:grid-cols-2 md:grid-cols-3">
            {headerMenuGroups.map((group, index) => (
              <NavGroupList
                key={group.title}
                group={group}
                className={index === 0 ? 'col-span-full md:col-span-1' : undefined}
              />
            ))}
          </div>
          {/* The mobile menu's last row: the other header action and the theme (the More menu has neither). */}
          {/* A button, not small print: the reviewer missed Contact Sales as a text link down here. */}
          <div className="flex items-center justify-between gap-4 border-t border-line pt-4 pb-1 lg:hidden">
            <ButtonLink href={headerActions.contactSales.href} variant="secondary" size="sm" className="sm:hidden">
              {headerActions.contactSales.title}
            </ButtonLink>
            <ButtonLink href={headerActions.logIn.href} variant="secondary" size="sm" className="hidden sm:flex">
              {headerActions.logIn.title}
            </ButtonLink>
            <ThemeSwitcher name="theme-menu" />
          </div>
        </>
      }
    />
  );
}
