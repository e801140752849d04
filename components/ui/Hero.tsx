import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './Container';

/**
 * The top of every page, in four named variants that share one band, one type scale and one
 * rhythm, so moving between pages never switches style:
 * - `centered`: a marketing page's statement (Features, Pricing, About, FAQ...);
 * - `split`: text beside a product visual (Home);
 * - `detail`: one thing among many (a vendor, a case study, a position): a back link or
 *   breadcrumbs above, facts or actions beside;
 * - `document`: something to read (documentation, legal pages, forms): compact and left-aligned.
 */
export type HeroVariant = 'centered' | 'split' | 'detail' | 'document';

type HeroProps = {
  variant?: HeroVariant;
  /** Above the title: an eyebrow label, a back link or breadcrumbs. */
  kicker?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons or a note under the intro. */
  actions?: ReactNode;
  /** Beside the text on wide screens (split, detail): a visual, facts, a form card. */
  aside?: ReactNode;
  /** Below everything, full width of the text column (search boxes, filters). */
  children?: ReactNode;
  titleId?: string;
  /** The column the hero lines up with: a reading column (`narrow`, the default for documents) or the page's. */
  width?: 'narrow' | 'default';
  className?: string;
};

const titleSizes: Record<HeroVariant, string> = {
  centered: 'text-4xl sm:text-5xl',
  split: 'text-4xl sm:text-5xl lg:text-6xl',
  detail: 'text-4xl sm:text-5xl',
  document: 'text-3xl sm:text-4xl',
};

const paddings: Record<HeroVariant, string> = {
  centered: 'pt-14 pb-12 sm:pt-20 sm:pb-16',
  split: 'pt-12 pb-16 sm:pt-20',
  detail: 'pt-10 pb-12 sm:pt-14 sm:pb-14',
  document: 'pt-10 pb-8 sm:pt-12 sm:pb-10',
};

/** The faint grid behind every hero (Home's too), fading out from the top; put it in a `relative isolate` band. */
export function HeroGrid() {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-line)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:44px_44px] opacity-40"
    />
  );
}

/** A kicker that is plain text is set as the eyebrow; anything else (links, breadcrumbs) as it is. */
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
  aside,
  children,
  titleId,
  width = variant === 'document' ? 'narrow' : 'default',
  className,
}: HeroProps) {
  const centered = variant === 'centered';
  const twoColumns = Boolean(aside) && (variant === 'split' || variant === 'detail');
  const text = (
    <div className={cn(centered && 'mx-auto max-w-3xl text-center', !centered && 'max-w-3xl')}>
      {kicker && <Kicker centered={centered}>{kicker}</Kicker>}
      <h1 id={titleId} className={cn('font-bold tracking-tight text-balance text-ink', titleSizes[variant])}>
        {title}
      </h1>
      {intro && (
        <div
          className={cn(
            'mt-5 text-lg text-pretty text-ink-muted',
            centered && 'mx-auto max-w-2xl',
            variant === 'split' && 'sm:text-xl',
          )}
        >
          {intro}
        </div>
      )}
      {actions && (
        <div className={cn('mt-8 flex flex-wrap items-center gap-3', centered && 'justify-center')}>{actions}</div>
      )}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
  return (
    <section
      className={cn(
        // One band for every page: a soft brand wash fading into the page, with a faint grid.
        'relative isolate overflow-hidden bg-gradient-to-b from-brand-50 to-surface',
        paddings[variant],
        className,
      )}
    >
      <HeroGrid />
      <Container size={width}>
        {twoColumns ? (
          <div
            className={cn(
              'grid items-center gap-12',
              variant === 'split' ? 'lg:grid-cols-2' : 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start',
            )}
          >
            {text}
            <div>{aside}</div>
          </div>
        ) : (
          text
        )}
      </Container>
    </section>
  );
}
