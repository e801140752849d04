import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/util/cn';

type ContainerProps = ComponentPropsWithoutRef<'div'> & { size?: 'default' | 'narrow' | 'prose' };

// page-container (app/globals.css) keeps the chat toggle's gutter from lg, told the max width by
// --gutter-max; a prose column's margins are that wide already, so its padding is even on both
// sides (only the right one reset, Home's FAQ stood 32 px right of centre: outside review C).
const widths = { default: 'max-w-7xl', narrow: 'max-w-5xl [--gutter-max:64rem]', prose: 'max-w-3xl lg:px-8' } as const;

export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return <div className={cn('page-container', widths[size], className)} {...props} />;
}
