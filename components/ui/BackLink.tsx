import { Link } from './Link';
import { Icon } from './Icon';

/** "All …" after a left arrow: the way back to a list from one of its items (a vendor, a case study, a position). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
    >
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
