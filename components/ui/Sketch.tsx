import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import type { Sketch as SketchShape } from '@/lib/brand/sketches';

/** A small decorative drawing of lib/brand/sketches.ts, used from the sprite like an icon. */
export function Sketch({ sketch, className }: { sketch: SketchShape; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${sketch.box.join(' ')}`} className={className}>
      <use href={`${ICON_SPRITE_PATH}#${sketch.id}`} />
    </svg>
  );
}
