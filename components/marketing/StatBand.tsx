import { Link } from '@/components/ui/Link';
import type { Stat } from '@/lib/content/stats';
import { cn } from '@/lib/util/cn';

/**
 * Big figures as a description list: the figure is the term, its label and its source the
 * descriptions. A customer's figure links to the case study it comes from.
 * - `brand`: white on the blue band, for Home's results only;
 * - `plain`: ink on the page beside the words the figures belong to (About's story), a ruled row
 *   each: the figure, then its label and scope at the width they need (three side by side were
 *   cramped in a phone's or the story column's width);
 * - `cards`: a card each (How It Works): whose store the figure was measured in and over how long,
 *   what was counted, and the step that brings it about, so customers' figures never read as rival
 *   claims about one thing.
 */
export function StatBand({
  items,
  variant = 'brand',
  notes,
}: {
  items: Stat[];
  variant?: 'brand' | 'plain' | 'cards';
  /** `cards` only: one line per figure, in the same order. */
  notes?: string[];
}) {
  const onBrand = variant === 'brand';
  const cards = variant === 'cards';
  const plain = variant === 'plain';
  return (
    <dl
      className={cn(
        'grid',
        onBrand && 'gap-10 text-center',
        plain && 'divide-y divide-line border-y border-line',
        cards && 'gap-5',
        !plain && (items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4'),
      )}
    >
      {items.map(({ value, label, source, customer, measured }, index) => (
        <div
          key={label}
          data-testid="stat"
          className={cn(
            'flex flex-col',
            cards && 'rounded-card bg-surface-raised p-6 ring-1 ring-line',
            plain && 'grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 py-4',
          )}
        >
          <dt
            className={cn(
              'font-bold tracking-tight whitespace-nowrap tabular-nums',
              onBrand ? 'text-4xl text-white lg:text-5xl' : 'text-3xl text-brand-700 sm:text-4xl',
              plain && 'row-span-2',
            )}
          >
            {value}
          </dt>
          <dd className={cn('font-semibold', !plain && 'mt-2', onBrand ? 'text-white' : 'text-ink')}>{label}</dd>
          {cards && customer && (
            <>
              <dd data-testid="stat-customer" className="mt-1 text-sm font-semibold text-brand-700">
                {customer}
              </dd>
              <dd data-testid="stat-measured" className="mt-3 pb-5 text-[0.9375rem]/6 text-ink-muted">
                {measured}
              </dd>
            </>
          )}
          {notes?.[index] && (
            <dd data-testid="stat-note" className="mt-auto border-t border-line pt-4 text-sm text-ink-muted">
              {notes[index]}
            </dd>
          )}
          <dd
            data-testid="stat-source"
            className={cn(
              'mt-1 text-sm',
              onBrand ? 'text-on-brand-muted' : 'text-ink-subtle',
              notes && 'font-semibold',
            )}
          >
            {source.href ? (
              <Link href={source.href} className="underline underline-offset-2">
                {source.text}
              </Link>
            ) : (
              source.text
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
