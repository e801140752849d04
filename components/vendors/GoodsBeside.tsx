import type { ReactNode } from 'react';
import type { GoodsDrawing } from '@/lib/brand/sketches';
import { cn } from '@/lib/util/cn';
import { GoodsPlate } from './GoodsPlate';

/**
 * A vendor's line (its trade, or what it makes) ending in the drawing of what it supplies, as its directory card
 * sets them: under the vendor's name and apart from it, so no drawing stands for the company (More Vendors, Home's
 * wall). `plateClassName` hides the drawing where a cell keeps to words (a phone's half-width cell).
 */
export function GoodsBeside({
  goods,
  className,
  plateClassName,
  children,
}: {
  goods?: GoodsDrawing;
  className?: string;
  plateClassName?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn('flex items-center justify-between gap-3', className)}>
      {children}
      {goods && <GoodsPlate goods={goods} size="size-10" className={plateClassName} />}
    </span>
  );
}
