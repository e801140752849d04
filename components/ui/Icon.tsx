import { cn } from '@/lib/util/cn';
import { iconHref } from '@/lib/brand/icon-sprite';
import type { IconShape } from '@/lib/brand/icons';

/**
 * An icon of lib/brand/icons.ts, always decorative (the control or text beside it carries the name):
 * a use of its symbol in the sprite the build writes (app/sprite.svg/route.ts), which carries the
 * path, box and stroke; here only the size (className) and the colour (currentColor).
 */
export function Icon({ icon, className }: { icon: IconShape; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn('size-6 shrink-0', className)}>
      <use href={iconHref(icon)} />
    </svg>
  );
}
