import type { ReactNode } from 'react';
import { Hero } from '@/components/ui/Hero';

/**
 * The top of a marketing page: eyebrow, the page's one h1, an intro and optional actions, centred;
 * with a picture of the product (`aside`), the text on the left and the picture beside it.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  aside,
  actions,
  links,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  aside?: ReactNode;
  /** A button under the intro, and quiet links beside it (Hero's actions and links). */
  actions?: ReactNode;
  links?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Hero
      variant={aside ? 'split' : 'centered'}
      kicker={eyebrow}
      title={title}
      intro={intro && <p>{intro}</p>}
      aside={aside}
      actions={actions}
      links={links}
    >
      {children}
    </Hero>
  );
}
