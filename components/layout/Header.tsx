import { SearchButton } from '@/components/search/SearchButton';
import { ButtonLink } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';
import { headerActions, headerNav, headerPrimaryHrefs, siteName } from '@/lib/site/site';
import { HeaderShell } from './HeaderShell';
import { Logo } from './Logo';
import { NavLink } from './NavLink';

const inlineLinks = headerNav.filter((link) => headerPrimaryHrefs.includes(link.href));
/** Named in app/globals.css: every page sends the header's links twice (markup and RSC payload). */
const linkClass = 'nav-link';

/**
 * The fixed header: wordmark, the main links, Log in, Contact Sales and Get Started, and one menu
 * grouped like the footer. From 1024 px the row shows the four main links (by their short names), Log in and
 * "More", whose menu drops down, every link in it with an icon and a line;
 * below, the menu button opens a panel under the header bar over a dimmed page: below sm Contact Sales
 * and Get Started first, then the main pages as tiles with an icon and a line, the footer's groups side
 * by side, and the theme control and Log in at its foot. The menus' content is a chunk loaded when one
 * opens (components/layout/HeaderMenu.tsx), so no page's HTML carries it.
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
        <NavLink key={link.href} href={link.href} className={linkClass}>
          {link.short ?? link.title}
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
    />
  );
}
