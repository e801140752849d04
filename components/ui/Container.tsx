import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/util/cn';

type ContainerProps = ComponentPropsWithoutRef<'div'> & { size?: 'default' | 'narrow' | 'prose' };

// From lg the right padding keeps the chat toggle's gutter (launcher-gutter, app/globals.css, told the
// max width by --gutter-max); a prose column's margins are that wide already.
const widths = {
  default: 'max-w-7xl lg:launcher-gutter',
  narrow: 'max-w-5xl [--gutter-max:64rem] lg:launcher-gutter',
  prose: 'max-w-3xl lg:pr-8',
} as const;

export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:pl-8', widths[size], className)} {...props} />;
}
