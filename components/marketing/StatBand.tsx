import { ArrowLink } from '@/components/ui/ArrowLink';
import type { Stat } from '@/lib/content/stats';
import { cn } from '@/lib/util/cn';

/**
 * The story a figure comes from, as the site's other ways on are set (an arrow link): small underlined grey links here
 * clashed with the arrow links around them (outside review EEEE). Its line's height, not a button's 44 px; the arrow
 * bound to the last word, so a name that wraps in a third of 768 px keeps it.
 */
function StorySourceLink({ href, children }: { href: string; children: string }) {
  return (
    <ArrowLink bindArrow href={href} className="min-h-0 text-sm">
      {children}
    </ArrowLink>
  );
}

/**
 * Big figures as a description list: the figure is the term, its label and its source the
 * descriptions. A customer's figure links to the case study it comes from.
 * - `cards`: Home's results, a card each: the figure, what it measures and against what (its basis: round
 *   figures with none read as unsourced claims, outside review II), what it replaced (the
 *   story's own "before"), then the story it comes from, a link to it (named in plain grey, the source
 *   could not be checked from the figure: outside review; three white numbers on a blue band read as
 *   the page's weakest section);
 * - `plain`: ink beside the words the figures belong to (About's story, in its window; How It Works'
 *   go-live times), a ruled row each: the figure, then its label and scope at the width they need
 *   (three side by side were cramped in a phone's or the story column's width); on a phone the figure over
 *   its words (beside them, in a card's narrow width, a label wrapped to four lines: outside review BBBBB).
 */
export function StatBand({
  items,
  variant = 'cards',
  beforeLabel,
  ruled = true,
}: {
  items: Stat[];
  variant?: 'cards' | 'plain';
  /** Before a figure's "before" (cards). */
  beforeLabel?: string;
  /** A rule over the first row and under the last (plain), where nothing else draws one. */
  ruled?: boolean;
}) {
  if (variant === 'cards')
    return (
      <dl className="grid gap-6 md:grid-cols-3">
        {items.map(({ value, label, basis, before, source }) => (
          <div
            key={label}
            data-testid="stat"
            // Its five lines on the band's rows (subgrid), so each card's "Before:" rule and source line up with its
            // neighbours' whatever their labels' lengths (they stood at three heights: outside review ZZ2).
            className="row-span-5 grid grid-rows-subgrid gap-y-0 rounded-card border border-line bg-surface-raised p-6 shadow-sm"
          >
            {/* 20+ hours on one line in a third of 768 or 1024 px at this size; larger from 1280. */}
            <dt className="text-4xl font-bold tracking-tight whitespace-nowrap text-brand-700 tabular-nums xl:text-5xl">
              {value}
            </dt>
            <dd className="mt-2 text-lg font-semibold text-ink">{label}</dd>
            {basis && (
              <dd data-testid="stat-basis" className="mt-1 text-sm text-ink-muted">
                {basis}
              </dd>
            )}
            {before && (
              <dd data-testid="stat-before" className="mt-5 mb-4 border-t border-line pt-4 text-sm text-ink-muted">
                <span className="font-semibold text-ink">{beforeLabel}</span> {before}
              </dd>
            )}
            {/* At the top of its row (the band's rows are shared), so the sources stand level where one wraps. */}
            <dd data-testid="stat-source" className="text-sm text-ink-muted">
              {source.href ? <StorySourceLink href={source.href}>{source.text}</StorySourceLink> : source.text}
            </dd>
          </div>
        ))}
      </dl>
    );
  return (
    <dl className={cn('grid divide-y divide-line', ruled && 'border-y border-line')}>
      {items.map(({ value, label, source }) => (
        <div key={label} data-testid="stat" className="grid grid-cols-1 gap-x-4 py-4 sm:grid-cols-[minmax(0,8rem)_1fr]">
          <dt className="row-span-2 text-3xl font-bold tracking-tight whitespace-nowrap text-brand-700 tabular-nums sm:text-4xl">
            {value}
          </dt>
          <dd className="font-semibold text-ink">{label}</dd>
          <dd data-testid="stat-source" className="mt-1 text-sm text-ink-subtle">
            {source.href ? <StorySourceLink href={source.href}>{source.text}</StorySourceLink> : source.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
