import { cn } from '@/lib/util/cn';
import { iconHref, type IconId } from '@/lib/brand/icon-sprite';

/**
 * An icon of lib/brand/icons.ts by its id, always decorative (the control or text beside it carries
 * the name): a use of its symbol in the sprite the build writes (app/sprite.svg/route.ts), which
 * carries the path, box and stroke; here only the size (className) and the colour (currentColor).
 * Only the id reaches a page's bundle, never the path. No focusable="false": only Internet Explorer
 * put an SVG in the tab order, and every page sends each icon twice (markup and payload).
 */
export function Icon({ name, className }: { name: IconId; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('size-6 shrink-0', className)}>
      <use href={iconHref(name)} />
    </svg>
  );
}
