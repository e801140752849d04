import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/util/cn';

type ContainerProps = ComponentPropsWithoutRef<'div'> & { size?: 'default' | 'narrow' | 'prose' };

const widths = { default: 'max-w-7xl', narrow: 'max-w-5xl', prose: 'max-w-3xl' } as const;

export function Container({ size = 'default', className, ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', widths[size], className)} {...props} />;
}
