import { Link } from '@/components/ui/Link';
import type { Stat } from '@/lib/content/stats';
import { cn } from '@/lib/util/cn';

/**
 * Big figures as a description list: the figure is the term, its label and its source the
 * descriptions. A customer's figure links to the case study it comes from.
 * - `brand`: white on the blue band, for Home's results only;
 * - `plain`: ink on the page, ruled above, beside the words the figures belong to (About's story);
 * - `cards`: a card each, with what brings the figure about under it (How It Works).
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
  return (
    <dl
      className={cn(
        'grid',
        onBrand && 'gap-10 text-center',
        // Three short figures side by side even on a phone: stacked, they took a screen of their own.
        variant === 'plain' && 'grid-cols-3 gap-4 border-t border-line pt-8 sm:gap-6',
        variant === 'cards' && 'gap-5',
        items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4',
      )}
    >
      {items.map(({ value, label, source }, index) => (
        <div
          key={label}
          data-testid="stat"
          className={cn('flex flex-col', variant === 'cards' && 'rounded-card bg-surface-raised p-6 ring-1 ring-line')}
        >
          <dt
            className={cn(
              'font-bold tracking-tight whitespace-nowrap tabular-nums',
              onBrand ? 'text-4xl text-white lg:text-5xl' : 'text-3xl text-brand-700 sm:text-4xl',
            )}
          >
            {value}
          </dt>
          <dd className={cn('mt-2 font-semibold', onBrand ? 'text-white' : 'text-ink')}>{label}</dd>
          {notes?.[index] && (
            <dd data-testid="stat-note" className="mt-2 text-ink-muted">
              {notes[index]}
            </dd>
          )}
          <dd
            data-testid="stat-source"
            className={cn('mt-1 text-sm', onBrand ? 'text-on-brand-muted' : 'text-ink-subtle', notes && 'mt-auto pt-4')}
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
