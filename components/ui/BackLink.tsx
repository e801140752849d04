import { Link } from './Link';

/** "← All …": the way back to a list from one of its items (a vendor, a case study, a position). */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="text-sm font-medium text-brand-700 hover:text-brand-800">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
