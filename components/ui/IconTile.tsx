import { cn } from '@/lib/util/cn';
import type { IconId } from '@/lib/brand/icon-sprite';
import { Icon } from '@/components/ui/Icon';

/**
 * An icon in a soft brand-coloured tile: feature cards, icon lists, setup fees and the resume drop
 * zone. The tile is named once in app/globals.css (`.icon-tile`): many pages show several.
 */
export function IconTile({ name, className }: { name: IconId; className?: string }) {
  return (
    <span className={cn('icon-tile', className)}>
      <Icon name={name} />
    </span>
  );
}
