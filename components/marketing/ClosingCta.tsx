import { ArrowLink } from '@/components/ui/ArrowLink';
import { ActionRow, ButtonGroup, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import type { ClosingCta as ClosingCtaContent } from '@/lib/content/schemas';

/**
 * How a page closes, fitted to the page rather than one banner everywhere:
 * - `banner`: the deep blue statement, for Home only;
 * - `panel`: a quiet card with the text beside the actions, for the other marketing pages, with an
 *   optional checklist of what this page's reader needs next;
 * - `inline`: a slim band under a detail page (a case study, About), one line on wide screens,
 *   with one button: the page above already offers its own next step, so a second path, if any,
 *   is a quiet text link.
 */
export type ClosingCtaVariant = 'banner' | 'panel' | 'inline';

export function ClosingCta({
  title,
  text,
  primary,
  secondary,
  note,
  points,
  variant = 'panel',
}: ClosingCtaContent & { variant?: ClosingCtaVariant }) {
  if (variant === 'banner') {
    return (
      // It follows Home's FAQ on the same white, whose bottom padding is the gap: its own doubled it.
      <section aria-labelledby="closing-cta-title" className="bg-surface pb-16 sm:pb-20">
        <Container size="narrow">
          <div className="rounded-3xl bg-gradient-to-br from-brand-deep to-brand-deepest px-6 py-12 text-center text-white shadow-lg sm:px-12">
            <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance">
              {title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-on-brand">{text}</p>
            <ButtonGroup align="center" className="mt-8">
              <ButtonLink href={primary.href} variant="inverse" size="lg">
                {primary.label}
              </ButtonLink>
              {secondary && (
                <ButtonLink href={secondary.href} variant="outlineInverse" size="lg">
                  {secondary.label}
                </ButtonLink>
              )}
            </ButtonGroup>
            {note && <p className="mt-6 text-sm text-on-brand-muted">{note}</p>}
          </div>
        </Container>
      </section>
    );
  }
  const inline = variant === 'inline';
  return (
    <section
      aria-labelledby="closing-cta-title"
      className={cn(inline ? 'border-t border-line bg-surface-muted py-10 sm:py-12' : 'bg-surface py-16 sm:py-20')}
    >
      <Container size={inline ? 'default' : 'narrow'}>
        <div
          className={cn('flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between', !inline && 'cta-panel')}
        >
          <div className="max-w-2xl">
            <h2
              id="closing-cta-title"
              className={cn('font-bold tracking-tight text-balance text-ink', inline ? 'text-2xl' : 'text-3xl')}
            >
              {title}
            </h2>
            <p className="mt-3 text-lg text-pretty text-ink-muted">{text}</p>
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
            {note && <p className="mt-3 text-sm text-balance text-ink-subtle">{note}</p>}
          </div>
          {inline ? (
            <ActionRow
              className="shrink-0"
              actions={
                <ButtonLink href={primary.href} size="lg">
                  {primary.label}
                </ButtonLink>
              }
              links={secondary && <ArrowLink href={secondary.href}>{secondary.label}</ArrowLink>}
            />
          ) : (
            <ButtonGroup className="shrink-0 sm:flex-nowrap">
              <ButtonLink href={primary.href} size="lg">
                {primary.label}
              </ButtonLink>
              {secondary && (
                <ButtonLink href={secondary.href} variant="secondary" size="lg">
                  {secondary.label}
                </ButtonLink>
              )}
            </ButtonGroup>
          )}
        </div>
      </Container>
    </section>
  );
}
