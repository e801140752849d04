import type { ComponentProps, CSSProperties } from 'react';
import { Sketch } from '@/components/ui/Sketch';
import { goodsSketch, type GoodsDrawing } from '@/lib/brand/sketches';
import { cn } from '@/lib/util/cn';

/**
 * The light theme's scene tokens (app/globals.css :root) that the goods' drawings are painted in
 * (lib/brand/sketches.ts): on the plate a drawing looks the same in both themes.
 */
const lightScene = {
  '--color-surface-muted': '#f6f8fc',
  '--color-surface-raised': '#ffffff',
  '--color-line': '#e2e7f0',
  '--color-line-control': '#7c89a3',
  '--color-highlight': '#fdefc3',
} as CSSProperties;

/**
 * A drawing of a vendor's goods on a white plate, as a catalog shows a product, on its card and its page: in the
 * dark theme its dark lamps and fans on their dark tile nearly vanished on the dark card (outside review RR). In
 * the dark theme the plate is a pale slate, not white: white tiles glared on the dark list (outside review WW).
 */
export function GoodsPlate({
  goods,
  size,
  className,
  ...props
}: { goods: GoodsDrawing; size: string } & ComponentProps<'span'>) {
  return (
    <span
      className={cn('shrink-0 rounded-xl bg-white p-1 ring-1 ring-line dark:bg-[#d5dce7]', className)}
      style={lightScene}
      {...props}
    >
      <Sketch sketch={goodsSketch(goods)} className={size} />
    </span>
  );
}
