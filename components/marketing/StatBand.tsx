import { Link } from '@/components/ui/Link';
import type { Stat } from '@/lib/content/stats';
import { cn } from '@/lib/util/cn';

/**
 * Big figures on the brand band, as a description list: the figure is the term, its label and its
 * source the descriptions. A customer's figure links to the case study it comes from.
 */
export function StatBand({ items }: { items: Stat[] }) {
  return (
    <dl
      className={cn('grid gap-10 text-center', items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4')}
    >
      {items.map(({ value, label, source }) => (
        <div key={label} data-testid="stat" className="flex flex-col">
          <dt className="text-4xl font-bold tracking-tight whitespace-nowrap text-white tabular-nums lg:text-5xl">
            {value}
          </dt>
          <dd className="mt-2 font-semibold text-white">{label}</dd>
          <dd data-testid="stat-source" className="mt-1 text-sm text-on-brand-muted">
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
