import { Link } from '@/components/ui/Link';
import type { Stat } from '@/lib/content/stats';
import { cn } from '@/lib/util/cn';

/**
 * Big figures as a description list: the figure is the term, its label and its source the
 * descriptions. A customer's figure links to the case study it comes from.
 * - `brand`: white on the blue band, for Home's results only;
 * - `plain`: ink on the page beside the words the figures belong to (About's story, How It Works'
 *   go-live times), a ruled row each: the figure, then its label and scope at the width they need
 *   (three side by side were cramped in a phone's or the story column's width).
 */
export function StatBand({ items, variant = 'brand' }: { items: Stat[]; variant?: 'brand' | 'plain' }) {
  const onBrand = variant === 'brand';
  return (
    <dl
      className={cn(
        'grid',
        onBrand ? 'gap-10 text-center' : 'divide-y divide-line border-y border-line',
        onBrand && (items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4'),
      )}
    >
      {items.map(({ value, label, source }) => (
        <div
          key={label}
          data-testid="stat"
          className={cn('flex flex-col', !onBrand && 'grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 py-4')}
        >
          <dt
            className={cn(
              'font-bold tracking-tight whitespace-nowrap tabular-nums',
              onBrand ? 'text-4xl text-white lg:text-5xl' : 'row-span-2 text-3xl text-brand-700 sm:text-4xl',
            )}
          >
            {value}
          </dt>
          <dd className={cn('font-semibold', onBrand ? 'mt-2 text-white' : 'text-ink')}>{label}</dd>
          <dd
            data-testid="stat-source"
            className={cn('mt-1 text-sm', onBrand ? 'text-on-brand-muted' : 'text-ink-subtle')}
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
