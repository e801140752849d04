import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';

/** The arrow link's look, for a button that leads on as a link does (Contact's "Start a chat"), beside an arrow icon. */
export const arrowLinkClasses =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800';

/**
 * A quiet text link with an arrow: another path beside a band's one primary button (a guide, a page
 * that says more), so the button stays the only thing that looks like the next step. The site's own pages
 * only (an external arrow link had no caller left; a ButtonLink opens an address elsewhere).
 */
export function ArrowLink({
  href,
  bindArrow = false,
  className,
  children,
}: {
  href: string;
  /** Run a text label inline with its arrow bound to the last word (for labels that may wrap: About). */
  bindArrow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const words = bindArrow && typeof children === 'string' ? children.split(' ') : null;
  const last = words?.pop();
  const classes = cn(arrowLinkClasses, className);
  // No hover nudge: its rules cost CSS bytes the 16 KB budget does not have.
  const arrow = <Icon name="arrowRight" className={cn('size-4', words && 'inline')} />;
  // bindArrow: a text label runs inline with its arrow bound to the last word by a no-break space, so a
  // label that wraps never leaves the arrow alone or floating beside two lines (outside review, About at
  // 1024 px). Opt-in: the two spans cost HTML bytes the fuller pages (/faq, /features) do not have.
  const content = words ? (
    <span>
      {words.join(' ')}{' '}
      <span className="whitespace-nowrap">
        {last}
        {'\u00a0'}
        {arrow}
      </span>
    </span>
  ) : (
    <>
      {children}
      {arrow}
    </>
  );
  return (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
