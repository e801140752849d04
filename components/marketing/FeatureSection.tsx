import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { FeatureSectionContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';

/**
 * One of Features' four sections: eyebrow, title, intro, the checked points and its product visual.
 * Two rhythms alternate so the page does not repeat one pattern four times: `split` puts the words
 * beside the visual from 1280 px, above it before (its sides swapped when `flipped`); `wide` sets
 * the heading beside the points and gives the visual the width below, for the scenes that read left to right (a listing before and
 * after, an order split between vendors). Its class lists are named in app/globals.css (.feature-*):
 * written out, fifteen points sent each of them twice (markup and RSC payload), and /features went
 * over its 20 KB HTML budget.
 */
export function FeatureSection({
  section,
  layout,
  flipped = false,
  visual,
  className,
}: {
  section: FeatureSectionContent;
  layout: 'split' | 'wide';
  flipped?: boolean;
  visual: ReactNode;
  className?: string;
}) {
  const wide = layout === 'wide';
  const heading = (
    <>
      <p className="feature-eyebrow">
        <Icon name={section.icon} className="size-5" />
        {section.eyebrow}
      </p>
      <h2 id={`${section.id}-title`} className="feature-title">
        {section.title}
      </h2>
      <p className="mt-4 text-lg text-pretty text-ink-muted">{section.intro}</p>
    </>
  );
  const points = (
    <ul className={cn('feature-points', wide && 'lg:mt-0')}>
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
  );
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={cn('py-16 sm:py-24', wide ? 'bg-surface-muted' : 'bg-surface', className)}
    >
      {wide ? (
        <Container>
          {/* Side by side from xl only: at lg the points took one column, twice the heading's height. */}
          <div className="grid lg:gap-16 xl:grid-cols-2">
            <div>{heading}</div>
            {points}
          </div>
          <div className="mx-auto mt-12 max-w-4xl min-w-0">{visual}</div>
        </Container>
      ) : (
        // Side by side from xl: in half of 1024 px the pictures shrank past reading (outside review).
        <Container className="grid items-center gap-10 xl:grid-cols-2 xl:gap-16">
          <div className={cn(flipped && 'xl:order-2')}>
            {heading}
            {points}
          </div>
          <div className="min-w-0">{visual}</div>
        </Container>
      )}
    </section>
  );
}
