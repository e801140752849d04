import { cn } from '@/lib/util/cn';

type StatItem = { value: string; label: string; text?: string };

/** Big figures with their labels, as a description list (figure = term, label = description). */
export function StatBand({ items, tone = 'brand' }: { items: StatItem[]; tone?: 'brand' | 'plain' }) {
  const brand = tone === 'brand';
  return (
    <dl
      className={cn('grid gap-8 text-center', items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-4')}
    >
      {items.map((item) => (
        <div key={item.label} data-testid="stat" className="flex flex-col gap-2">
          <dt className={cn('text-5xl font-bold tracking-tight tabular-nums', brand ? 'text-white' : 'text-brand-700')}>
            {item.value}
          </dt>
          <dd className={cn('text-base', brand ? 'text-on-brand' : 'text-ink-muted')}>
            <span className={cn('block font-semibold', brand ? 'text-white' : 'text-ink')}>{item.label}</span>
            {item.text && <span className="mt-1 block text-sm">{item.text}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
