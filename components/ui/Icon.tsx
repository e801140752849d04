import { cn } from '@/lib/util/cn';
import type { IconShape } from '@/lib/brand/icons';

/**
 * An icon of lib/brand/icons.ts, always decorative (the control or text beside it carries the name).
 * Stroked with currentColor, round ends and joins, unless the shape is filled.
 */
export function Icon({ icon, className }: { icon: IconShape; className?: string }) {
  const box = icon.box ?? 24;
  const stroke = icon.filled
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: icon.strokeWidth ?? 1.8,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      {...stroke}
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 shrink-0', className)}
    >
      <path d={icon.d} />
      {icon.accent && <path d={icon.accent.d} strokeWidth={icon.accent.strokeWidth} />}
    </svg>
  );
}
