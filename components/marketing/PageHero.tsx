import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/Hero';

/** The top of a marketing page: the centred Hero with eyebrow, the page's one h1, an intro and optional actions. */
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
    <Hero variant="centered" kicker={eyebrow} title={title} intro={intro && <p>{intro}</p>}>
      {children}
    </Hero>
  );
}
