import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { FactList, type Fact } from '@/components/ui/FactList';
import type { AboutContent } from '@/lib/content/marketing';
import { company } from '@/lib/site/company';
import { cn } from '@/lib/util/cn';

/**
 * Under About's trust claims: the company's registered name and postal address where the build sets
 * them (a production build must; a local one shows none rather than an invented one), then the
 * documents in which we commit to how a store is handled.
 */
export function CompanyCard({ labels }: { labels: AboutContent['trust']['company'] }) {
  const facts: Fact[] = [];
  if (company.legalName) facts.push({ term: labels.legalNameLabel, value: company.legalName });
  if (company.address) facts.push({ term: labels.addressLabel, value: company.address });
  return (
    // With the registered name and address, a band: they and the title on the left, the documents
    // across the rest. Without them (a local build) the title heads the documents: on its own in the
    // left third it stood beside empty space (outside review).
    <Card className={cn('mt-6 grid gap-x-10 gap-y-3 p-5 sm:p-6', facts.length > 0 && 'md:grid-cols-3')}>
      <div>
        <h3 className="text-sm font-semibold text-ink">{labels.documentsTitle}</h3>
        {facts.length > 0 && (
          <div className="mt-2">
            <FactList facts={facts} />
          </div>
        )}
      </div>
      <ul className={cn('grid gap-x-10 gap-y-3 sm:grid-cols-2', facts.length > 0 && 'md:col-span-2')}>
        {labels.documents.map((document) => (
          <li key={document.href}>
            <ArrowLink href={document.href} className="min-h-0 py-1 text-sm">
              {document.label}
            </ArrowLink>
            <p className="text-sm text-ink-muted">{document.text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
