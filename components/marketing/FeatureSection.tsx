import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { FeatureSectionContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';

/**
 * One of Features' four sections: eyebrow, title, intro, the points and its product visual, in one
 * of three compositions, so the page does not repeat one pattern four times (outside review):
 * `split` puts the words beside the visual from 1280 px, above it before (sides swapped when
 * `flipped`); `showcase` centres the heading over the visual at full width, its points in a row
 * under it, as a product page leads with the screen; `row` sets the title with its intro as one
 * block over the visual (beside it, a one-line intro floated far to the right: outside review), then
 * the points across. Class lists are named in app/globals.css (.feature-*): written out, fifteen points
 * sent each of them twice (markup and RSC payload), and /features went over its 20 KB HTML budget.
 */
export function FeatureSection({
  section,
  layout,
  flipped = false,
  visual,
  className,
}: {
  section: FeatureSectionContent;
  layout: 'split' | 'showcase' | 'row';
  flipped?: boolean;
  visual: ReactNode;
  className?: string;
}) {
  const showcase = layout === 'showcase';
  const intro = <p className="mt-4 text-lg text-pretty text-ink-muted">{section.intro}</p>;
  const title = (
    <>
      <p className={cn('feature-eyebrow', showcase && 'justify-center')}>
        <Icon name={section.icon} className="size-5" />
        {section.eyebrow}
      </p>
      <h2 id={`${section.id}-title`} className="feature-title">
        {section.title}
      </h2>
    </>
  );
  const points = (
    <ul
      className={cn(
        'feature-points',
        // Under the screen, below one rule across, as its captions.
        layout !== 'split' && 'mt-12 border-t border-line pt-8',
        showcase ? 'lg:grid-cols-4' : layout === 'row' && 'sm:grid-cols-3',
      )}
    >
      {section.points.map((point) => (
        <li key={point.title}>
          <h3>
            {/* Under a full-width screen the points read as its captions: no ticks. */}
            {layout === 'split' && <Icon name="check" className="size-4 text-success-700" />}
            {point.title}
          </h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
  // Centred under a centred heading; in a row, as wide as the heading and the points, so their edges meet.
  const stage = <div className={cn('mt-12 min-w-0', showcase && 'mx-auto max-w-4xl')}>{visual}</div>;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={cn('py-16 sm:py-24', layout === 'split' ? 'bg-surface' : 'bg-surface-muted', className)}
    >
      {layout === 'split' ? (
        // Side by side from xl: in half of 1024 px the pictures shrank past reading (outside review).
        <Container className="grid items-center gap-10 xl:grid-cols-2 xl:gap-16">
          <div className={cn(flipped && 'xl:order-2')}>
            {title}
            {intro}
            {points}
          </div>
          <div className="min-w-0">{visual}</div>
        </Container>
      ) : showcase ? (
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            {title}
            {intro}
          </div>
          {stage}
          {points}
        </Container>
      ) : (
        <Container>
          <div className="max-w-3xl">
            {title}
            {intro}
          </div>
          {stage}
          {points}
        </Container>
      )}
    </section>
  );
}
