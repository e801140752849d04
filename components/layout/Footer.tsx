import { Link } from '@/components/ui/Link';
import { Container } from '@/components/ui/Container';
import { company } from '@/lib/site/company';
import { footerColumns, legalNav, siteTagline } from '@/lib/site/site';
import { CurrentYear } from './CurrentYear';
import { Logo } from './Logo';
import { ThemeSwitcher } from './ThemeSwitcher';

export function Footer() {
  // Its small muted type set once, on the footer: the tagline, the links and the copyright inherit it.
  return (
    <footer className="border-t border-line bg-surface-muted text-sm text-ink-muted">
      {/* No room kept under the last row for the floating chat button: from lg it floats in the
          page's side gutter (page-container), beside the row rather than over it. */}
      <Container className="pt-14 pb-10">
        {/* The link groups two across on a phone and three from md, under the logo until lg. The first, the longest,
            spans two rows, so on a phone the third stands under the second, beside it (under it, it left a hole beside
            the first's foot: outside review SSSS); on one row (md and up) the span changes nothing. */}
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-3 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="col-span-full max-w-sm lg:col-span-1">
            <Logo />
            <p className="mt-4">{siteTagline}</p>
          </div>
          {footerColumns.map((column, index) => (
            <nav key={column.title} aria-label={column.title} className={index === 0 ? 'row-span-2' : undefined}>
              <h2 className="font-semibold text-ink">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="hover:text-brand-700">
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 grid gap-4 border-t border-line pt-8 lg:flex lg:items-center lg:justify-between">
          <p>
            {/* The registered name (lib/site/company.ts), whose "Inc." ends the sentence. */}©{' '}
            <CurrentYear buildYear={new Date().getFullYear()} /> {company.legalName.replace(/\.$/, '')}. All rights
            reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <nav aria-label="Legal">
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {legalNav.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="hover:text-brand-700">
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ThemeSwitcher name="theme-footer" />
          </div>
        </div>
      </Container>
    </footer>
  );
}
