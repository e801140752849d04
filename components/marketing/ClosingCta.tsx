import type { ReactNode } from 'react';
import { ButtonGroup, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { ClosingCta as ClosingCtaContent } from '@/lib/content/schemas';

/**
 * The one way a page ends with a call to action (every page that has one: this band, the FAQ's and
 * the vendor list's request), as Stripe's and Linear's pages end: a full-width band behind a rule,
 * the words on the left, the buttons on the right from 1024 px. A blue banner on Home, grey cards
 * elsewhere and a blue strip on the vendor list made each page end differently (outside review).
 */
export function ClosingBand({
  id = 'closing-cta',
  title,
  text,
  children,
  actions,
}: {
  id?: string;
  title: ReactNode;
  text: ReactNode;
  /** Under the text: a checklist or a note. */
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-line bg-surface py-16 sm:py-24">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-muted">{text}</p>
          {children}
        </div>
        <ButtonGroup className="shrink-0 sm:flex-nowrap">{actions}</ButtonGroup>
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
      actions={
        <>
          <ButtonLink href={primary.href} size="lg">
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink href={secondary.href} variant="secondary" size="lg">
              {secondary.label}
            </ButtonLink>
          )}
        </>
      }
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
