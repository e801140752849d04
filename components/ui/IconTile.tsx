import { cn } from '@/lib/util/cn';
import { type IconName } from '@/lib/brand/icons';
import { Icon } from '@/components/ui/Icon';

/** An icon in a soft brand-coloured tile: feature cards, icon lists, setup fees and the resume drop zone. */
export function IconTile({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        className,
      )}
    >
      <Icon name={name} />
    </span>
  );
}
