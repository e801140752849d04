import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/util/cn';

/**
 * One choice of a filter's row of pills (the vendors' categories, the release notes' kinds): a
 * toggle button, filled when chosen, that says so to assistive technology with aria-pressed.
 */
export function FilterChip({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={selected ? 'primary' : 'subtle'}
      aria-pressed={selected}
      onClick={onClick}
      className={cn('rounded-full', !selected && 'bg-surface-raised ring-1 ring-line')}
    >
      {children}
    </Button>
  );
}
