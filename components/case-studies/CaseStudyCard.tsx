import { Link } from '@/components/ui/Link';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { IdentityTile } from '@/components/ui/IdentityTile';
import type { CaseStudy } from '@/lib/content/case-studies';

/** A story on /case-studies, with its first result; the title is the card's one link and the whole card is clickable. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const [headline] = study.results;
  return (
    <Card
      as="li"
      className="relative flex flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <IdentityTile kind="company" name={study.company} mark={study.logo.mark} size={48} />
        <div>
          <p className="font-semibold text-ink">{study.company}</p>
          <Badge className="mt-1">{study.industry}</Badge>
        </div>
      </div>
      <h2 className="mt-5 text-xl font-bold tracking-tight text-balance">
        <Link href={study.href} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
          {study.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-ink-muted">{study.summary}</p>
      {headline && (
        <p className="mt-6 flex items-baseline gap-3 border-t border-line pt-5">
          <span className="text-3xl font-bold tracking-tight text-brand-700 tabular-nums">{headline.value}</span>
          <span className="text-sm text-ink-muted">{headline.label}</span>
        </p>
      )}
      <p aria-hidden="true" className="mt-5 text-sm font-semibold text-brand-700">
        Read the story →
      </p>
    </Card>
  );
}
