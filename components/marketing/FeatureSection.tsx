import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { FeatureSectionContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';

/**
 * One of Features' four sections: eyebrow, title, intro and the checked points beside its product
 * visual, the sides swapped on every other section. Its class lists are named in app/globals.css
 * (.feature-*): written out, fifteen points sent each of them twice (markup and RSC payload), and
 * /features went over its 20 KB HTML budget.
 */
export function FeatureSection({
  section,
  flipped,
  visual,
}: {
  section: FeatureSectionContent;
  flipped: boolean;
  visual: ReactNode;
}) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={cn('py-16 sm:py-24', flipped ? 'bg-surface-muted' : 'bg-surface')}
    >
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(flipped && 'lg:order-2')}>
          <p className="feature-eyebrow">
            <Icon name={section.icon} className="size-5" />
            {section.eyebrow}
          </p>
          <h2 id={`${section.id}-title`} className="feature-title">
            {section.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-ink-muted">{section.intro}</p>
          <ul className="feature-points">
            {section.points.map((point) => (
              <li key={point.title}>
                <h3>
                  <Icon name="check" className="size-4 text-success-700" />
                  {point.title}
                </h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-w-0">{visual}</div>
      </Container>
    </section>
  );
}
