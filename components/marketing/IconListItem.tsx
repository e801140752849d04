import type { ReactNode } from 'react';
import type { IconId } from '@/lib/brand/icon-sprite';
import { cn } from '@/lib/util/cn';
import { IconTile } from '@/components/ui/IconTile';
import { keepRangesWhole } from '@/components/ui/WholeRanges';

/**
 * One item of an icon list: the icon's tile beside an h3 title and its text, with anything after
 * the text (a way in, such as a link or a button) as children. Split lists (values, benefits) and
 * Contact's ways to reach us share it.
 */
export function IconListItem({
  icon,
  title,
  text,
  className,
  children,
}: {
  icon: IconId;
  title: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={cn('flex gap-4', className)}>
      <IconTile name={icon} className="size-10 shrink-0" />
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1.5 text-sm leading-6 text-ink-muted">{keepRangesWhole(text)}</p>
        {children}
      </div>
    </li>
  );
}
