import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';
import { ActionRow } from './Button';
import { Container } from './Container';

/**
 * The top of every page, in five named variants that share one band, one type scale and one
 * rhythm, so moving between pages never switches style:
 * - `showcase`: Home's statement, left-aligned, its intro under its title, with the product scene at
 *   full width below it;
 * - `centered`: a marketing page's statement (Pricing, About, FAQ...);
 * - `split`: a statement with the product beside it from 1024 px, below it before (Features: a
 *   centred line of text over an empty band showed no product in the first view, outside review);
 * - `detail`: one thing among many (a vendor, a case study, a position): a back link above,
 *   facts beside on wide screens;
 * - `document`: something to read or fill in (documentation, legal pages, forms): compact and
 *   left-aligned, with where to start beside it when there is one.
 */
export type HeroVariant = 'showcase' | 'centered' | 'split' | 'detail' | 'document';

type HeroProps = {
  variant?: HeroVariant;
  /** Above the title: an eyebrow label, a back link, a tile with badges. */
  kicker?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /** Quiet text links (ArrowLink) beside the actions: the other paths, where only one button should lead. */
  links?: ReactNode;
  /** A short line under the actions (a note, a date). */
  note?: ReactNode;
  /** Beside the text on wide screens (split, detail, document): the product, facts, a summary card, where to start. */
  aside?: ReactNode;
  /** Below the text: search boxes and filters in its column; for `showcase`, the product scene at full width. */
  children?: ReactNode;
  titleId?: string;
  /** From which width a detail page's aside stands beside its text (under it before). */
  asideFrom?: 'lg' | 'xl';
  /** A detail page's picture wider from 1280 px (the width asideFrom xl gives), beside the text from lg. */
  asideWide?: boolean;
  /** A split hero's aside only from 1024 px, where it stands beside the text (under it, it pushed the page's first
   * content out of a phone's first screen). */
  asideDesktopOnly?: boolean;
  /** `header` when the hero opens an <article> (a case study, a position). */
  as?: 'section' | 'header';
  /** The column the hero lines up with: the page's (`default`), a reading column or a prose column. */
  width?: 'default' | 'narrow' | 'prose';
  className?: string;
};

const titleSizes: Record<HeroVariant, string> = {
  showcase: 'text-4xl sm:text-5xl lg:text-6xl',
  centered: 'text-4xl sm:text-5xl',
  split: 'text-4xl sm:text-5xl',
  detail: 'text-4xl sm:text-5xl',
  document: 'text-3xl sm:text-4xl',
};

const paddings: Record<HeroVariant, string> = {
  showcase: 'pt-12 pb-16 sm:pt-20 sm:pb-20',
  centered: 'pt-14 pb-12 sm:pt-20 sm:pb-16',
  split: 'pt-10 pb-10 sm:pt-16 sm:pb-14',
  detail: 'pt-10 pb-12 sm:pt-14 sm:pb-14',
  document: 'pt-10 pb-8 sm:pt-12 sm:pb-10',
};

/** The faint grid behind every hero, fading out from the top. */
function HeroGrid() {
  return <div aria-hidden="true" className="backdrop-grid" />;
}

/** A kicker that is plain text is set as the eyebrow; anything else (links, tiles) as it is. */
function Kicker({ children, centered }: { children: ReactNode; centered: boolean }) {
  if (typeof children !== 'string')
    return <div className={cn('mb-4', centered && 'flex justify-center')}>{children}</div>;
  return <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{children}</p>;
}

export function Hero({
  variant = 'centered',
  kicker,
  title,
  intro,
  actions,
  links,
  note,
  aside,
  children,
  asideFrom = 'lg',
  asideWide = false,
  asideDesktopOnly = false,
  titleId,
  as: Band = 'section',
  width = variant === 'document' ? 'narrow' : 'default',
  className,
}: HeroProps) {
  const showcase = variant === 'showcase';
  const centered = variant === 'centered';
  const h1 = (
    <h1 id={titleId} className={cn('font-bold tracking-tight text-balance text-ink', titleSizes[variant])}>
      {title}
    </h1>
  );
  const heading = (
    <>
      {kicker && <Kicker centered={centered}>{kicker}</Kicker>}
      {h1}
    </>
  );
  const body = (
    <>
      {intro && (
        <div
          className={cn(
            // Showcase: the grid's gap sets it under the title, or beside it.
            !showcase && 'mt-5',
            'text-lg text-pretty text-ink-muted',
            centered && 'mx-auto max-w-2xl',
            showcase && 'sm:text-xl',
          )}
        >
          {intro}
        </div>
      )}
      {actions && <ActionRow actions={actions} links={links} align={centered ? 'center' : 'start'} className="mt-8" />}
      {note && <div className="mt-4 text-sm text-ink-muted">{note}</div>}
    </>
  );
  const text = showcase ? (
    // Home's statement, left-aligned (a centred stack over the product read as a template: outside
    // review), one column at every width: the eyebrow, the title, what it means under it, then the way in,
    // as Linear and Stripe set theirs (from 1280 px the intro stood in a column of its own beside the title,
    // "split from its lead text": outside reviews LLLLLL, PPPPPP). As wide as the scene and the header, so the
    // header's logo, the title and the scene start at one edge (32 px inside the logo at 1440, it read as
    // misaligned: outside review).
    <div>
      {kicker && <Kicker centered={false}>{kicker}</Kicker>}
      <div className="grid max-w-4xl gap-y-5">
        {h1}
        <div className="max-w-2xl">{body}</div>
      </div>
    </div>
  ) : (
    <div className={cn(centered && 'mx-auto max-w-3xl text-center', !centered && 'max-w-3xl')}>
      {heading}
      {body}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
  return (
    <Band
      data-hero={variant}
      className={cn(
        // One band for every page: a soft brand wash fading into the page (`.hero-band`), with a faint grid.
        'hero-band',
        paddings[variant],
        className,
      )}
    >
      <HeroGrid />
      <Container size={width}>
        {aside && variant === 'split' ? (
          <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-12">
            {text}
            <div className={cn('min-w-0', asideDesktopOnly && 'hidden lg:block')}>{aside}</div>
          </div>
        ) : aside && (variant === 'detail' || variant === 'document') ? (
          <div
            // A document's text and its aside start level (centred, the legal pages' eyebrow sat lower than
            // their summary card's top: outside review); a detail page's back link and title stay at the
            // top, under the header, the text's parts one under the other and the aside as tall as its content.
            data-hero-columns
            className={cn(
              'grid gap-10',
              asideFrom === 'xl'
                ? 'xl:grid-cols-[minmax(0,1fr)_min(26rem,31vw)]'
                : 'lg:grid-cols-[minmax(0,1fr)_22rem]',
              asideWide && 'xl:grid-cols-[minmax(0,1fr)_min(26rem,31vw)]',
              variant === 'document' && 'gap-8 lg:items-start',
            )}
          >
            {text}
            {/* A document's aside (the docs' Quick Start card) waits for 640 px: on a phone its search comes first,
                and a hidden card's empty cell left a 64 px gap under the search box (outside review). */}
            <div className={cn(variant === 'document' && 'max-sm:hidden')}>{aside}</div>
          </div>
        ) : (
          text
        )}
        {showcase && children}
      </Container>
    </Band>
  );
}
