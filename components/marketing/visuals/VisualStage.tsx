import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { type IconName } from '@/lib/brand/icons';
import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';

/**
 * The tinted stage a product visual stands on (a soft brand wash with the hero's faint grid), and
 * the window frame inside it. Shared by every visual so they read as one product. `data-mockup` marks every
 * drawing of the product (the stages, the heroes' windows, the docs' figures): no word in one reads under 12 px
 * from 1024 px or under 11 px on a phone (tests/e2e/marketing/mockup-text.spec.ts).
 */
export function VisualStage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-mockup
      className={cn(
        'relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 to-surface-muted p-3 ring-1 ring-line sm:p-6',
        className,
      )}
    >
      <div aria-hidden="true" className="backdrop-grid" />
      {children}
    </div>
  );
}

/** A small dashboard window whose title bar is its caption (the scenes of How It Works). */
export function SceneFrame({ title, icon, children }: { title: string; icon: IconName; children: ReactNode }) {
  return (
    <figure className={frameClass}>
      <figcaption className={frameBarClass}>
        <span className="flex min-w-0 items-center gap-1.5">
          <Icon name={icon} className="size-4 text-brand-700" />
          {title}
        </span>
      </figcaption>
      {children}
    </figure>
  );
}

/** The store's mark in a scene: a storefront on a green tile (small beside a row, larger as a node). */
export function StoreMark({ size = 'sm', className }: { size?: 'sm' | 'lg'; className?: string }) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center bg-success-50 text-success-700',
        size === 'sm' ? 'size-6 rounded-md' : 'size-10 rounded-xl',
        className,
      )}
    >
      <Icon name="store" className={size === 'sm' ? 'size-4' : 'size-5'} />
    </span>
  );
}
