import type { ComponentProps, CSSProperties } from 'react';
import { Sketch } from '@/components/ui/Sketch';
import { goodsSketch, type GoodsDrawing } from '@/lib/brand/sketches';
import { cn } from '@/lib/util/cn';

/**
 * The light theme's scene tokens (app/globals.css :root) that the goods' drawings are painted in
 * (lib/brand/sketches.ts): on the plate a drawing looks the same in both themes.
 */
const lightScene = {
  // In the dark theme (its color-scheme: dark) the plate and the drawing's own ground a mid slate with the brand's
  // blue in it: white, then pale slates, still glared as bright tiles on the dark list (outside reviews WW, DDD, LLL),
  // and a grey mid slate read as muddy (OOO); the dark lamps and fans still stand out on it, as they did not on the
  // card's own dark (review RR).
  background: 'light-dark(#ffffff,#7f93b8)',
  '--color-surface-muted': 'light-dark(#f6f8fc,#7f93b8)',
  '--color-surface-raised': 'light-dark(#ffffff,#8a9ec2)',
  '--color-line': 'light-dark(#e2e7f0,#6e83a8)',
  '--color-line-control': '#7c89a3',
  '--color-highlight': '#fdefc3',
} as CSSProperties;

/**
 * A drawing of a vendor's goods on a white plate, as a catalog shows a product, on its card and its page: in the
 * dark theme its dark lamps and fans on their dark tile nearly vanished on the dark card (outside review RR). In
 * the dark theme the plate is a dimmed slate (lightScene), not white.
 */
export function GoodsPlate({
  goods,
  size,
  className,
  ...props
}: { goods: GoodsDrawing; size: string } & ComponentProps<'span'>) {
  return (
    <span className={cn('shrink-0 rounded-xl p-1 ring-1 ring-line', className)} style={lightScene} {...props}>
      <Sketch sketch={goodsSketch(goods)} className={size} />
    </span>
  );
}
