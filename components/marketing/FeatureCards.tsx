import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/util/cn';
import type { FeatureCard } from '@/lib/content/marketing';
import { IconTile } from './IconTile';

/** A grid of icon cards (features, highlights, values): each card's title is an h3. */
export function FeatureCards({
  items,
  columns = 4,
  className,
}: {
  items: FeatureCard[];
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex flex-col gap-4">
          <IconTile name={item.icon} />
          <div>
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 text-sm leading-6 text-ink-muted">{item.text}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
