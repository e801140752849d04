import { Link } from '@/components/ui/Link';
import type { SecurityContent } from '@/lib/content/security';

type Facts = SecurityContent['sections'][number]['facts'];

/**
 * One section's facts, ruled apart, each closing on the page that states it: a reader checks the
 * commitment where it is made, not on this page's word.
 */
export function SecurityFacts({ facts, sourceLabel }: { facts: Facts; sourceLabel: string }) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {facts.map((fact) => (
        <li key={fact.title} className="py-6">
          <h3 className="font-semibold text-ink">{fact.title}</h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{fact.text}</p>
          <p className="mt-3 text-sm text-ink-subtle">
            {sourceLabel}{' '}
            <Link href={fact.source.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {fact.source.label}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
