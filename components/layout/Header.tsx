import { SearchButton } from '@/components/search/SearchButton';
import { ButtonLink } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';
import {
  headerActions,
  headerMainMenu,
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
import { ThemeSwitcher } from './ThemeSwitcher';

const inlineLinks = headerNav.filter(
  (link) => headerPrimaryHrefs.includes(link.href) || headerWideHrefs.includes(link.href),
);
/** Named in app/globals.css: every page sends the header's links twice (markup and RSC payload). */
const linkClass = 'nav-link';

/**
 * One titled group of secondary links, in the smaller type. Styled from app/globals.css (.menu-groups,
 * .menu-list), not by classes: every page's payload carries the menu.
 */
function NavGroupList({ group }: { group: NavGroup }) {
  return (
    <div>
      {/* The list is named by aria-label, not by an id on the heading: fewer bytes in every page's payload. */}
      <p>{group.title}</p>
      <ul aria-label={group.title} className="menu-list">
        {group.links
          .filter((link) => !headerPrimaryHrefs.includes(link.href))
          .map((link) => (
            // How It Works stays in More from lg until the row has it at xl; below lg it leads the menu.
            <li key={link.href} {...(headerWideHrefs.includes(link.href) && { className: 'max-lg:hidden xl:hidden' })}>
              <NavLink href={link.href}>{link.title}</NavLink>
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * The fixed header: wordmark, the main links, Log in, Contact Sales and Get Started, and one menu
 * grouped like the footer. From 1024 px the row shows the three main links, Log in and "More", whose
 * menu drops down (How It Works joins the row from 1280 px); below, the menu button opens the same
 * menu as a panel under the header bar, as tall as its links, over a dimmed page, as Stripe's and
 * Linear's do: below sm Contact Sales and Get Started first (on a phone the row has no room for them
 * beside the logo, the search, the chat toggle and the menu button at 320 px), then every link in one
 * size, the main pages with no label and the rest under the footer's group labels, and the theme
 * control and Log in pinned at its foot.
 * Below lg the icon buttons end the row together: search, the chat toggle docked beside the menu
 * button (components/chat/ChatLauncher.tsx), the menu button. The behaviour
 * lives in HeaderShell and each link's active state in NavLink. A server component: rendered as a
 * client component it was sent once instead of twice (1.5 KB less gzipped HTML a page) but added
 * 0.9 KB to every page's JavaScript, over the budget on the docs pages.
 */
export function Header() {
  return (
    <HeaderShell
      logo={
        <Link href="/" className="mr-auto shrink-0 rounded-md" aria-label={`${siteName} home`}>
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
      // Below lg after the actions (.search-trigger's order), beside the docked chat toggle and the menu
      // button: the icon buttons together, Get Started not split from its neighbour by one (outside review).
      search={<SearchButton />}
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
          {/* Below sm (the row has no room for them), the calls to action first, where the panel opens and a
              visitor sees them at once (at its foot they came after every link: outside review). */}
          <div className="grid grid-cols-2 gap-3 pt-4 sm:hidden">
            <ButtonLink href={headerActions.contactSales.href} variant="secondary">
              {headerActions.contactSales.title}
            </ButtonLink>
            <ButtonLink href={headerActions.getStarted.href}>{headerActions.getStarted.title}</ButtonLink>
          </div>
          {/* The links scroll; the actions above them and the foot below them stay in view. */}
          <div className="min-h-0 flex-1 overflow-y-auto py-2">
            {/* Below lg the main pages first, Home leading them (filed under Company it read as a company page:
                outside review), one group with no label, in the groups' rows and type (app/globals.css). */}
            <ul className="menu-list menu-main">
              {headerMainMenu.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href}>{link.title}</NavLink>
                </li>
              ))}
            </ul>
            {/* Below sm, Product across the top in two columns and Resources beside Company under it; from sm and in More, three columns. */}
            <div className="menu-groups">
              {headerMenuGroups.map((group) => (
                <NavGroupList key={group.title} group={group} />
              ))}
            </div>
          </div>
          {/* At the foot, the theme (the footer has one too), then Log in after its lead: for customers, not a call to action. */}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line py-4 lg:hidden">
            {/* Named on screen; the fieldset's legend names it to a reader. */}
            <div className="flex w-full items-center justify-between gap-3">
              <span aria-hidden="true" className="text-sm text-ink-muted">
                Theme
              </span>
              <ThemeSwitcher name="theme-menu" />
            </div>
            <p className="text-sm text-ink-muted">{headerActions.logIn.lead}</p>
            <ButtonLink href={headerActions.logIn.href} variant="secondary">
              {headerActions.logIn.title}
            </ButtonLink>
          </div>
        </>
      }
    />
  );
}
