import { Person } from '@/components/marketing/Person';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import type { SecurityContent } from '@/lib/content/security';

/** Beside the Security page's title: the person on About's team who answers for it, and what they own. */
export function SecurityOwner({ owner }: { owner: SecurityContent['owner'] }) {
  return (
    <Card as="section" aria-labelledby="security-owner-title" className="p-5">
      <h2 id="security-owner-title" className="text-sm font-semibold text-ink">
        {owner.title}
      </h2>
      <Person name={owner.name} role={owner.role} size={56} className="mt-4" />
      <p className="mt-4 border-t border-line pt-3 text-sm text-ink-muted">
        <span className="font-semibold text-ink">Owns: </span>
        {owner.owns}
      </p>
      <ArrowLink href={owner.link.href} className="text-sm">
        {owner.link.label}
      </ArrowLink>
    </Card>
  );
}
