import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';

/**
 * A quiet text link with an arrow: another path beside a band's one primary button (a guide, the
 * vendor's own site), so the button stays the only thing that looks like the next step. An external
 * link opens in a new tab with rel="noopener noreferrer", its arrow turned up and out, and says so
 * to screen readers.
 */
export function ArrowLink({
  href,
  external = false,
  className,
  children,
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = cn(
    'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800',
    className,
  );
  const content = (
    <>
      {children}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
      <Icon
        name="arrowRight"
        // No hover nudge: its rules cost CSS bytes the 16 KB budget does not have.
        className={cn('size-4', external && '-rotate-45')}
      />
    </>
  );
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
      {content}
    </a>
  ) : (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
