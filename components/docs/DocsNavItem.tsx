import { Badge } from '@/components/ui/Badge';
import { Link } from '@/components/ui/Link';
import type { DocLink } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { methodTone } from './api-method';

/**
 * One link of a group: the current page's (aria-current="page") or the section being read on it
 * ("location", DocsSectionLinks) in the brand colour on the rail. An API call's leads with its method, a
 * small pill of one width, and a short label on one line (its full title wrapped to three lines beside
 * Stripe's one-line, badged calls: outside review TT).
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
          item.method && 'flex items-center gap-2.5',
          current
            ? 'border-brand-600 font-semibold text-brand-700'
            : 'border-transparent text-ink-muted hover:text-ink',
        )}
      >
        {item.method && (
          <>
            <Badge
              tone={methodTone[item.method]}
              className="w-10 shrink-0 justify-center px-1 font-mono text-[0.6875rem]"
            >
              {item.method}
            </Badge>{' '}
          </>
        )}
        {item.title}
      </Link>
    </li>
  );
}
