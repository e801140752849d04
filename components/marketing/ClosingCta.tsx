import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonGroup, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { CheckList } from '@/components/ui/CheckList';
import type { ClosingCta as ClosingCtaContent } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';

/**
 * The one way a page ends with a call to action (every page that has one: this band, the FAQ's and
 * the vendor list's request), as Linear's, Stripe's and supabase's pages end: one tinted, rounded
 * panel with the title, its line and the actions centred together, the actions right under the words:
 * one button, any second path a quiet arrow link (docs/look-and-feel.md). Words on the left and
 * buttons on the far right left a wide empty middle at 1280-1440 px and read as a generic strip
 * (outside review); a blue banner on Home and grey cards elsewhere made each page end differently.
 */
export function ClosingBand({
  id,
  title,
  text,
  children,
  action,
  link,
}: {
  /** The section's id, for a band a link or a script finds; its heading is `${id}-title` (else closing-cta-title). */
  id?: string;
  title: ReactNode;
  /** The line under the title; a band whose list says it (Features' plans) leaves it out. */
  text?: ReactNode;
  /** Under the text: a checklist or a note. */
  children?: ReactNode;
  /** The one button. */
  action: ReactNode;
  /** A second way on, as an ArrowLink. */
  link?: ReactNode;
}) {
  const titleId = `${id ?? 'closing-cta'}-title`;
  // The section is the panel, its words straight inside: two wrappers fewer (the band is on pages at
  // their HTML budget). brand-50 is a pale blue in the light theme and a deep navy in the dark one.
  return (
    <Container className="py-12 sm:py-16">
      <section
        id={id}
        aria-labelledby={titleId}
        className="rounded-card bg-brand-50 px-6 py-12 text-center sm:px-12 sm:py-16"
      >
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        {/* A centred hero intro's classes in its order, so gzip finds them once on the page (15 B on /pricing). */}
        {text && <p className={cn('mt-4 text-lg text-pretty text-ink-muted', 'mx-auto max-w-2xl')}>{text}</p>}
        {children}
        {/* ActionRow's layout, centred, one wrapper fewer. */}
        <div className="mt-8 flex flex-col items-center gap-x-6 gap-y-3 sm:flex-row sm:justify-center">
          <ButtonGroup className="w-full sm:w-auto">{action}</ButtonGroup>
          {link}
        </div>
      </section>
    </Container>
  );
}

/** A page's closing call to action from its content: its own words and buttons in the one band. */
export function ClosingCta({ title, text, primary, secondary, note, points }: ClosingCtaContent) {
  return (
    <ClosingBand
      title={title}
      text={text}
      action={
        <ButtonLink href={primary.href} size="lg">
          {primary.label}
        </ButtonLink>
      }
      link={secondary && <ArrowLink href={secondary.href}>{secondary.label}</ArrowLink>}
    >
      {points && (
        // One under another as a block centred under the line, each starting at its tick (side by side, one of three
        // wrapped onto a centred line of its own: outside review); a point's wrapped text starts at its tick.
        <CheckList size="base" items={points} className="mx-auto mt-5 grid w-fit gap-y-2 text-left text-ink" />
      )}
      {note && <p className="mt-4 text-sm text-ink-subtle">{note}</p>}
    </ClosingBand>
  );
}
