import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/util/cn';

type CardProps = HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'li' | 'section'; highlight?: boolean };

export function Card({ as: Element = 'div', highlight = false, className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        'rounded-card border bg-surface-raised p-6 shadow-sm',
        highlight ? 'border-brand-500 ring-2 ring-brand-500' : 'border-line',
        className,
      )}
      {...props}
    />
  );
}
