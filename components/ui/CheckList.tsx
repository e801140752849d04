import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';
import { Icon } from './Icon';

/**
 * A list whose every item starts at a green tick, its wrapped lines under its first word: what a reader
 * gets, needs at hand or should do. One look on every page (five lists drew it four ways: two tick
 * sizes, brand blue or green). `size` follows the text's: small text, small tick.
 */
export function CheckList({
  items,
  size = 'sm',
  className,
}: {
  items: ReactNode[];
  size?: 'sm' | 'base';
  /** The list's spacing, columns and text size. */
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-2">
          <Icon name="check" className={cn('mt-0.5 text-success-700', size === 'sm' ? 'size-4' : 'size-5')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
