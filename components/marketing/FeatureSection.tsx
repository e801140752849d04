import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { Icon } from '@/components/ui/Icon';
import type { FeatureSectionContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';

/**
 * One of Features' four sections: eyebrow, title, intro, the points and its product visual, in one
 * of three compositions, so the page does not repeat one pattern four times (outside review):
 * `column` is one of two sections side by side in one band (the page sets the band), the words over
 * the visual and the points under it; `showcase` centres the heading over the visual at full width,
 * its points in a row under it, as a product page leads with the screen; `row` sets the title with
 * its intro over the points, the visual on their left (from 1280 px). Class lists are named in
 * app/globals.css (.feature-*): written out, fifteen points sent each of them twice (markup and RSC
 * payload), and /features went over its 20 KB HTML budget.
 */
export function FeatureSection({
  section,
  layout,
  visual,
  className,
}: {
  section: FeatureSectionContent;
  layout: 'column' | 'showcase' | 'row';
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
        // Under the screen, below one rule across, as its captions; in a row, beside the title from 1024 px;
        // under a half-width picture, a ruled list (app/globals.css).
        showcase && 'mt-12 gap-y-8 border-t border-line pt-8 sm:grid-cols-2 lg:grid-cols-4',
        layout === 'row' && 'gap-y-8 sm:grid-cols-3 xl:grid-cols-1',
        layout === 'column' && 'feature-rows border-t border-line',
      )}
    >
      {section.points.map((point) => (
        <li key={point.title}>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
  // Centred under a centred heading; in a row, as wide as the heading and the points, so their edges meet.
  const stage = <div className={cn('mt-12 min-w-0', showcase ? 'mx-auto max-w-4xl' : 'xl:mt-0')}>{visual}</div>;
  if (layout === 'column')
    return (
      // Its five parts on the rows of the page's grid (subgrid), so two columns side by side start their
      // pictures and their points level (their points sat 12-28 px apart).
      <section
        id={section.id}
        aria-labelledby={`${section.id}-title`}
        className={cn('row-span-5 grid min-w-0 grid-cols-1 grid-rows-subgrid pb-16 sm:pb-24', className)}
      >
        {title}
        {intro}
        <div className="mt-8">{visual}</div>
        {points}
      </section>
    );
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className={cn('bg-surface-muted py-16 sm:py-24', className)}
    >
      <Container>
        {showcase ? (
          <>
            <div className="mx-auto max-w-2xl text-center">
              {title}
              {intro}
            </div>
            {stage}
            {points}
          </>
        ) : (
          // From 1280 px the title, its intro and the points on the left, the picture beside them, level: the
          // title alone beside the points, the picture under both, left a band empty round the title (outside
          // reviews); below, the points three to a row under the intro, then the picture at full width (beside
          // the words at 1024 px, its tracking numbers broke). The picture on the left there, the words on the right,
          // the other way round from the sections above (every block the same words-then-picture: outside review).
          <div className="gap-x-12 xl:grid xl:grid-cols-2 xl:items-center">
            <div className="xl:col-start-2 xl:row-start-1">
              {title}
              {intro}
              {points}
            </div>
            {stage}
          </div>
        )}
      </Container>
    </section>
  );
}
