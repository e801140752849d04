import { ArrowLink } from '@/components/ui/ArrowLink';
import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';
import type { IconCard } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { company } from '@/lib/site/company';
import { fromXl } from '@/lib/util/media';
import type { ReactNode } from 'react';

type Trust = AboutContent['trust'];

/** One fact: its icon beside a short lead, a line of detail and where to check it. */
function Fact({
  icon,
  title,
  className,
  bodyClassName,
  children,
}: {
  icon: IconCard['icon'];
  title: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <li data-testid="trust-claim" className={cn('flex gap-4', className)}>
      <span className="icon-tile shrink-0">
        <Icon name={icon} className="size-5" />
      </span>
      <div className={cn('text-sm text-ink-muted', bodyClassName)}>
        <h3 className="text-base font-semibold text-pretty text-ink">{title}</h3>
        {children}
      </div>
    </li>
  );
}

/**
 * What a store owner checks before trusting a company with their store, in one compact band: each
 * fact a lead and a line with the page that proves it, and last the company itself, its registered
 * name and address (lib/site/company.ts) with the documents that commit us, set apart as a card: from
 * 1280 px the grid's third column beside the four facts two by two, before that a row of its own
 * under them (two columns wide in the facts' grid, it ran past it: outside review). Six cards of
 * links and a second card of company facts under them said much of it twice (outside reviews). The
 * card's facts are labelled and its documents stand at its foot over a hairline, so beside the two
 * rows it holds no empty lower half (outside review).
 */
// The card beside the facts from 1280 px: at 1024 px three columns left each fact a third of 830 px, its heading
// wrapping after two words (outside review UUUUU). In the page's own style: the site's CSS is spent.
const threeColumns = `${fromXl}{[data-trust-facts]{grid-template-columns:repeat(3,minmax(0,1fr))}}`;

export function TrustFacts({ items, company: labels }: Pick<Trust, 'items' | 'company'>) {
  return (
    // The company card's extra height goes to the second row, so the first pair sits close over the second (spread
    // over both rows it left a wide gap between them: outside review). A style of its own: the site's CSS is spent.
    <ul data-trust-facts className="grid gap-x-8 gap-y-6 sm:grid-cols-2" style={{ gridTemplateRows: 'auto 1fr' }}>
      <style>{threeColumns}</style>
      {items.map((item) => (
        <Fact key={item.title} icon={item.icon} title={item.title}>
          <p className="mt-1">{item.text}</p>
          <ArrowLink bindArrow href={item.link.href} className="mt-1 min-h-0">
            {item.link.label}
          </ArrowLink>
        </Fact>
      ))}
      {/* Placed before the facts fill in around it, so they take the first two columns, two by two. */}
      <Fact
        icon={labels.icon}
        title={labels.title}
        className="rounded-card bg-surface-raised p-5 ring-1 ring-line sm:col-span-2 xl:col-span-1 xl:col-start-3 xl:row-span-2 xl:row-start-1"
        bodyClassName="flex min-w-0 flex-1 flex-col gap-3"
      >
        {/* Under 1280 px, where the card runs across the facts' two columns, its name and address side by side (one
            under the other they left the wide card's right half empty beside its icon: outside review EEEEEE). */}
        <dl className="grid gap-3 sm:grid-cols-2 sm:gap-x-8 xl:grid-cols-1">
          <div>
            <dt className="text-ink-subtle">{labels.legalNameLabel}</dt>
            <dd className="font-semibold text-ink">{company.legalName}</dd>
          </div>
          <div>
            <dt className="text-ink-subtle">{labels.addressLabel}</dt>
            <dd className="text-ink">{company.address}</dd>
            <dd className="mt-1 text-ink-muted">{labels.addressNote}</dd>
          </div>
        </dl>
        <p data-company-documents className="mt-auto flex flex-wrap gap-x-5 gap-y-2 border-t border-line pt-3">
          {labels.documents.map((document) => (
            <ArrowLink key={document.href} href={document.href} className="min-h-0">
              {document.label}
            </ArrowLink>
          ))}
        </p>
      </Fact>
    </ul>
  );
}
