import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';
import { Link } from './Link';

/**
 * A card that is one link as a whole, its tile beside its text: the 404 page's popular destinations,
 * the more vendors at the foot of a vendor's page. `group`, so a title inside can take the hover colour.
 */
export function LinkCard({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={cn(
        'group flex h-full gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-sm transition-colors hover:border-brand-300',
        className,
      )}
    >
      {children}
    </Link>
  );
}
