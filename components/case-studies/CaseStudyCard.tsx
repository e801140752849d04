import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { ToneWordmark } from '@/components/vendors/VendorLockup';
import type { CaseStudy } from '@/lib/content/case-studies';
import { cn } from '@/lib/util/cn';

/**
 * A story on /case-studies, led by the customer's wordmark (its symbol in its colour, as on its story's page);
 * the title is the card's one link and the whole card is clickable.
 * A card shows its first result; a `featured` card spans the row and lists every result beside the text.
 */
export function CaseStudyCard({ study, featured = false }: { study: CaseStudy; featured?: boolean }) {
  const [headline] = study.results;
  return (
    <Card
      as="li"
      className={cn(
        'relative flex flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md',
        featured && 'md:col-span-2 lg:grid lg:grid-cols-2 lg:gap-10 lg:p-8',
      )}
      data-featured={featured || undefined}
    >
      {/* Featured, below lg: the text's parts join the card's column, so Read the story comes after the results. */}
      <div className={featured ? 'contents lg:flex lg:flex-col' : 'flex flex-col'}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xl text-ink">
            <ToneWordmark name={study.company} logo={study.logo} tone={study.tone} />
          </p>
          <Badge>{study.industry}</Badge>
        </div>
        <h2 className={cn('mt-5 font-bold tracking-tight text-balance', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          <Link
            href={study.href}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {study.title}
          </Link>
        </h2>
        <p className={cn('mt-3 flex-1 text-ink-muted', featured && 'text-lg')}>{study.summary}</p>
        {!featured && headline && (
          <p className="mt-6 flex items-baseline gap-3 border-t border-line pt-5">
            <span className="text-3xl font-bold tracking-tight text-brand-700 tabular-nums">{headline.value}</span>
            <span className="text-base text-ink">{headline.label}</span>
          </p>
        )}
        <p
          aria-hidden="true"
          className="order-last mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700"
        >
          Read the story
          <Icon name="arrowRight" className="size-4" />
        </p>
      </div>
      {featured && (
        <ul
          aria-label={`${study.company} results`}
          className="mt-6 grid gap-px overflow-hidden rounded-xl bg-line ring-1 ring-line lg:mt-0"
        >
          {study.results.map((result) => (
            <li key={result.label} className="bg-surface-muted px-5 py-4">
              <span className="block text-3xl font-bold tracking-tight text-brand-700 tabular-nums">
                {result.value}
              </span>
              <span className="mt-1 block text-base text-ink">{result.label}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
