import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';

/** The top of a marketing page: eyebrow, the page's one h1, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-surface pt-14 pb-12 sm:pt-20 sm:pb-16">
      <Container size="narrow" className="text-center">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-ink-muted">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </Container>
    </section>
  );
}
