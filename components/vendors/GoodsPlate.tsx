import type { ComponentProps, CSSProperties } from 'react';
import { Sketch } from '@/components/ui/Sketch';
import { goodsSketch, type GoodsDrawing } from '@/lib/brand/sketches';
import { cn } from '@/lib/util/cn';

/**
 * The light theme's scene tokens (app/globals.css :root) that the goods' drawings are painted in
 * (lib/brand/sketches.ts): on the plate a drawing looks the same in both themes.
 */
const lightScene = {
  // A spotlit plate, as a studio shot: lit behind the goods, falling to a pale grey (light) or to the card's own dark
  // (dark) at its edge; the drawing's own ground is left out, so the plate's light is its backdrop. In the dark theme
  // white and pale slates glared as bright tiles on the dark list (outside reviews WW, DDD, LLL), flat grey and slate
  // ones read as muddy, washed-out tiles (OOO, UUUU, VVVV, WWWW, YYYY); the dark lamps and fans stand out against its
  // lit middle, as they did not on the card's own dark (review RR).
  background: 'radial-gradient(circle at 50% 40%,light-dark(#fff,#4a5e86),light-dark(#e8ecf3,#18223a) 75%)',
  '--color-surface-muted': 'transparent',
  '--color-surface-raised': 'light-dark(#ffffff,#8a9ec2)',
  '--color-line': 'light-dark(#e2e7f0,#6e83a8)',
  '--color-line-control': '#7c89a3',
  '--color-highlight': '#fdefc3',
} as CSSProperties;

/**
 * A drawing of a vendor's goods on a spotlit plate, as a catalog shows a product, on its card and its page: in the
 * dark theme its dark lamps and fans on their dark tile nearly vanished on the dark card (outside review RR), so
 * the plate is lit behind them (lightScene).
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
