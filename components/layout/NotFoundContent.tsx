import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { SceneFrame } from '@/components/marketing/visuals/VisualStage';
import { Icon } from '@/components/ui/Icon';
import { IconTile } from '@/components/ui/IconTile';
import { LinkCard } from '@/components/ui/LinkCard';
import { textLinkClasses } from '@/components/ui/TextLink';
import { cn } from '@/lib/util/cn';
import type { NotFoundContent as NotFoundText } from '@/lib/content/pages';
import { CLOSEST_PAGE_ATTRIBUTE } from '@/lib/first-paint/not-found';
import { docsQueryParam } from '@/lib/site/routes';

export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * "Did you mean: <page>", hidden until the 404 page's inline script (lib/first-paint/not-found.ts)
 * finds a page like the address, among those under `under`, and writes its link before the first
 * paint. React leaves the script's attributes and, with suppressHydrationWarning, its text.
 */
function ClosestPageHint({ under }: { under: string }) {
  return (
    <p {...{ [CLOSEST_PAGE_ATTRIBUTE]: under }} hidden className="mt-5 text-base text-ink">
      Did you mean:{' '}
      <a suppressHydrationWarning className={cn('font-semibold', textLinkClasses)}>
        {''}
      </a>
    </p>
  );
}

/**
 * How both answers of the 404 page open (the general one here, the vendor one in
 * components/vendors/VendorNotFound.tsx): the 404 kicker, the title, what happened and the
 * "Did you mean" line, which suggests pages under `under`.
 */
export function NotFoundHero({
  title,
  text,
  under = '',
  actions,
  children,
}: {
  title: string;
  text: string;
  under?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Hero
      variant="centered"
      kicker="404"
      title={title}
      intro={
        <>
          <p>{text}</p>
          <ClosestPageHint under={under} />
        </>
      }
      actions={actions}
    >
      {children}
    </Hero>
  );
}

/** The address's Health Check, drawn as the dashboard shows one (the marketing visuals' window): the miss, and what it did not touch. */
function HealthCheckDrawing({ title, rows }: NotFoundText['check']) {
  return (
    <div className="mx-auto max-w-sm text-left">
      <SceneFrame title={title} icon="shield">
        <ul className="divide-y divide-line text-sm">
          {rows.map((row) => (
            <li key={row.label} className="flex items-center justify-between gap-3 px-4 py-2.5">
              <span className="text-ink-muted">{row.label}</span>
              <span
                className={cn(
                  'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  row.ok ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700',
                )}
              >
                <Icon name={row.ok ? 'check' : 'cross'} className="size-3.5" />
                {row.status}
              </span>
            </li>
          ))}
        </ul>
      </SceneFrame>
    </div>
  );
}

/**
 * The 404 page: what happened, its Health Check drawn, a search of the documentation (a plain GET form to
 * /documentation?q=, so it works before and without JavaScript), the popular destinations and
 * the way home, and a way to tell us of a broken link.
 */
export function NotFoundContent({
  text,
  check,
  homeLink,
  reportLink,
  docsLink,
  searchLabel,
  searchPlaceholder,
  popularTitle,
  popular,
}: Omit<NotFoundText, 'liveVendorsTitle' | 'vendorRequest' | 'aliases'>) {
  return (
    <>
      <NotFoundHero title={NOT_FOUND_TITLE} text={text}>
        <HealthCheckDrawing {...check} />
        <form role="search" action={docsLink.href} method="get" className="mx-auto mt-8 flex max-w-xl gap-2 text-left">
          <label htmlFor="not-found-search" className="sr-only">
            {searchLabel}
          </label>
          <span className="relative flex min-w-0 flex-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-subtle"
            />
            <input
              id="not-found-search"
              name={docsQueryParam}
              type="search"
              placeholder={searchPlaceholder}
              maxLength={200}
              className="min-w-0 flex-1 rounded-lg border border-line-control bg-surface-raised py-3 pr-3 pl-10.5 text-base text-ink shadow-sm placeholder:text-ink-subtle focus:border-brand-500"
            />
          </span>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm hover:bg-brand-deep sm:px-5"
          >
            Search
          </button>
        </form>
      </NotFoundHero>
      <Container size="narrow" className="pb-20 sm:pb-28">
        <section aria-labelledby="popular-title">
          <h2 id="popular-title" className="text-center text-sm font-semibold tracking-wide text-ink-subtle uppercase">
            {popularTitle}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {popular.map((destination) => (
              <li key={destination.href}>
                <LinkCard href={destination.href}>
                  <IconTile name={destination.icon} className="shrink-0" />
                  <span>
                    <span className="inline-flex items-center gap-1.5 font-semibold text-ink group-hover:text-brand-700">
                      {destination.title}
                      <Icon name="arrowRight" className="size-4" />
                    </span>
                    <span className="mt-1 block text-sm text-ink-muted">{destination.text}</span>
                  </span>
                </LinkCard>
              </li>
            ))}
          </ul>
        </section>

        {/* The way home leads; the report is the quiet aside a reader takes only when a link of ours broke. */}
        <div className="mt-12 flex flex-wrap items-center justify-center gap-x-8 gap-y-3">
          <ButtonLink href={homeLink.href}>{homeLink.label}</ButtonLink>
          <ArrowLink href={reportLink.href} className="text-sm font-medium text-ink-muted hover:text-brand-700">
            {reportLink.label}
          </ArrowLink>
        </div>
      </Container>
    </>
  );
}
