import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonGroup, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { ClosingCta as ClosingCtaContent } from '@/lib/content/schemas';

/**
 * The one way a page ends with a call to action (every page that has one: this band, the FAQ's and
 * the vendor list's request), as Stripe's and Linear's pages end: a full-width band behind a rule,
 * the words on the left, the actions on the right from 1024 px: one button, any second path a quiet
 * arrow link (docs/look-and-feel.md). A blue banner on Home, grey cards elsewhere and a blue strip on
 * the vendor list made each page end differently (outside review).
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
  text: ReactNode;
  /** Under the text: a checklist or a note. */
  children?: ReactNode;
  /** The one button. */
  action: ReactNode;
  /** A second way on, as an ArrowLink. */
  link?: ReactNode;
}) {
  const titleId = `${id ?? 'closing-cta'}-title`;
  // On the page's own ground and text colour (html's), so the band repeats no colour classes.
  return (
    <section id={id} aria-labelledby={titleId} className="border-t border-line py-16 sm:py-24">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-muted">{text}</p>
          {children}
        </div>
        {/* ActionRow's layout, one wrapper fewer: the band is on pages at their HTML budget. */}
        <div className="flex shrink-0 flex-col gap-x-6 gap-y-3 sm:flex-row sm:items-center">
          <ButtonGroup>{action}</ButtonGroup>
          {link}
        </div>
      </Container>
    </section>
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
        <ul className="mt-5 space-y-2 text-ink">
          {points.map((point) => (
            <li key={point} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-success-700" />
              {point}
            </li>
          ))}
        </ul>
      )}
      {note && <p className="mt-4 text-sm text-ink-subtle">{note}</p>}
    </ClosingBand>
  );
}
