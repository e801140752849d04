import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';
import { Container } from './Container';

type SectionProps = {
  id?: string;
  /** Small label above the title. */
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'navy';
  size?: 'default' | 'narrow' | 'prose';
  align?: 'left' | 'center';
  /**
   * `split`: on wide screens the heading and intro hold the left column (staying in view while the
   * content scrolls) and the content the right, so a short list leaves no empty grid slots.
   */
  layout?: 'stacked' | 'split';
  className?: string;
  children?: ReactNode;
};

const tones = {
  plain: 'bg-surface',
  muted: 'bg-surface-muted',
  // The darker band that breaks a long page's rhythm (deep in both themes).
  navy: 'bg-navy text-white',
} as const;

/** A section's eyebrow, title and intro: the one heading every section wears, in a Section or set inside another block. */
export function SectionHeader({
  eyebrow,
  title,
  intro,
  headingId,
  align = 'left',
  dark = false,
  className,
}: Pick<SectionProps, 'eyebrow' | 'title' | 'intro' | 'align' | 'className'> & { headingId?: string; dark?: boolean }) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            dark ? 'text-on-brand-muted' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      )}
      {title && (
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
      )}
      {intro && <div className={cn('mt-4 text-lg', dark ? 'text-on-brand' : 'text-ink-muted')}>{intro}</div>}
    </div>
  );
}

/** The one section layout: optional eyebrow, title and intro, then (or, split, beside them) content, inside a Container. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  size = 'default',
  align = 'left',
  layout = 'stacked',
  className,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const dark = tone === 'navy';
  const split = layout === 'split';
  const header = (eyebrow || title || intro) && (
    <SectionHeader
      eyebrow={eyebrow}
      title={title}
      intro={intro}
      headingId={headingId}
      align={align}
      dark={dark}
      // Split: the heading stays in view below the fixed header while the content beside it scrolls.
      className={split ? 'mb-8 lg:sticky lg:top-24 lg:mb-0' : 'mb-10'}
    />
  );
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-16 sm:py-20', tones[tone], className)}
    >
      <Container size={size}>
        {split ? (
          <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16">
            {header}
            <div>{children}</div>
          </div>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </section>
  );
}
