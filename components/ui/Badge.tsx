import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-ink-muted ring-line',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-success-50 text-success-700 ring-success-700/20',
  warning: 'bg-warning-50 text-warning-700 ring-warning-700/20',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/20',
};

/**
 * A short text label; its meaning is always in the text, never in the colour alone. Its frame is
 * named once in app/globals.css (`.badge`), as pages send it in markup and payload alike.
 */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cn('badge', tones[tone], className)}>{children}</span>;
}
