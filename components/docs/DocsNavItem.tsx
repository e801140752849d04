import { Link } from '@/components/ui/Link';
import type { DocLink } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';

/**
 * One link of a group: the current page's (aria-current="page") or the section being read on it
 * ("location", DocsSectionLinks) in the brand colour on the rail.
 */
export function DocsNavItem({
  item,
  current,
  autoFocus,
}: {
  item: DocLink;
  current?: 'page' | 'location';
  autoFocus?: boolean;
}) {
  return (
    <li>
      <Link
        href={item.href}
        aria-current={current}
        autoFocus={autoFocus}
        className={cn(
          '-ml-px block border-l py-1.5 pr-2 pl-4 leading-snug',
          current
            ? 'border-brand-600 font-semibold text-brand-700'
            : 'border-transparent text-ink-muted hover:text-ink',
        )}
      >
        {item.title}
      </Link>
    </li>
  );
}
