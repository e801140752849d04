import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import type { ClosingCta as ClosingCtaContent } from '@/lib/content/schemas';

/** The call to action that closes a marketing page. */
export function ClosingCta({ title, text, primary, secondary, note }: ClosingCtaContent) {
  return (
    <section aria-labelledby="closing-cta-title" className="bg-surface py-16 sm:py-20">
      <Container size="narrow">
        <div className="rounded-3xl bg-gradient-to-br from-brand-deep to-brand-deepest px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-on-brand">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={primary.href} variant="inverse" size="lg">
              {primary.label}
            </ButtonLink>
            <ButtonLink href={secondary.href} variant="outlineInverse" size="lg">
              {secondary.label}
            </ButtonLink>
          </div>
          {note && <p className="mt-6 text-sm text-on-brand-muted">{note}</p>}
        </div>
      </Container>
    </section>
  );
}
