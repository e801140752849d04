import { ArrowLink } from '@/components/ui/ArrowLink';
import { Link } from '@/components/ui/Link';
import { formatSalary } from '@/components/careers/PositionMeta';
import type { Position } from '@/lib/content/careers';

type AsideText = { rolesTitle: string; afterTitle: string; afterText: string; hiringLink: string };

/**
 * Beside the application form: the open roles in brief (each a link to its page), then, in one
 * line, what happens once you apply. The hiring steps themselves are on /careers, a link away.
 */
export function ApplicationAside({
  positions,
  text,
  hiringHref,
}: {
  positions: Position[];
  text: AsideText;
  hiringHref: string;
}) {
  return (
    <aside aria-labelledby="roles-title" className="space-y-6">
      <section className="rounded-card border border-line bg-surface-raised p-6">
        <h2 id="roles-title" className="text-lg font-bold tracking-tight text-ink">
          {text.rolesTitle}
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {positions.map((position) => (
            <li key={position.slug} className="py-3 first:pt-0 last:pb-0">
              <Link href={position.href} className="font-semibold text-ink hover:text-brand-700">
                {position.title}
              </Link>
              <p className="mt-0.5 text-sm text-ink-muted">
                {position.department} · {formatSalary(position.salary)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="after-title" className="px-1">
        <h2 id="after-title" className="font-semibold text-ink">
          {text.afterTitle}
        </h2>
        <p className="mt-1.5 text-sm leading-6 text-ink-muted">{text.afterText}</p>
        <ArrowLink href={hiringHref} className="mt-1 text-sm">
          {text.hiringLink}
        </ArrowLink>
      </section>
    </aside>
  );
}
