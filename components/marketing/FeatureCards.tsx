import { Card } from '@/components/ui/Card';
import { cn } from '@/lib/util/cn';
import type { FeatureCard } from '@/lib/content/marketing';
import { IconListItem } from './IconListItem';
import { IconTile } from '@/components/ui/IconTile';

/**
 * Icon items (features, highlights, values, benefits), each title an h3. `cards`: a grid of cards,
 * the icon above. `list`: two columns of ruled items, the icon beside the text, for a split
 * section's content column (short principles read as a list, not as a row of identical boxes; on a
 * phone each takes a few lines instead of a card's height).
 */
export function FeatureCards({
  items,
  columns = 4,
  variant = 'cards',
  className,
}: {
  items: FeatureCard[];
  columns?: 2 | 3 | 4;
  variant?: 'cards' | 'list';
  className?: string;
}) {
  if (variant === 'list')
    return (
      <ul className={cn('grid gap-x-10 sm:grid-cols-2', className)}>
        {items.map((item) => (
          <IconListItem
            key={item.title}
            icon={item.icon}
            title={item.title}
            text={item.text}
            className="border-t border-line py-6"
          />
        ))}
      </ul>
    );
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
