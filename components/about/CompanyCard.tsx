import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import type { AboutContent } from '@/lib/content/marketing';
import { company } from '@/lib/site/company';

/**
 * Under About's trust claims, the company's facts in one row of equal columns: its registered name and
 * postal address (lib/site/company.ts), then the documents in which we commit to how a store is
 * handled. Each column a label over its value, so the rows line up at every width (an address table
 * beside two links read as uneven: outside review); the claims' gap above it, as one set.
 */
export function CompanyCard({ labels }: { labels: AboutContent['trust']['company'] }) {
  return (
    <Card className="mt-4 p-5 sm:p-6">
      <h3 className="border-b border-line pb-4 font-semibold text-ink">{labels.documentsTitle}</h3>
      <dl className="mt-5 grid gap-x-8 gap-y-6 text-sm sm:grid-cols-2 xl:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{labels.legalNameLabel}</dt>
          <dd className="mt-1 font-semibold text-ink">{company.legalName}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{labels.addressLabel}</dt>
          <dd className="mt-1 font-semibold text-ink">{company.address}</dd>
        </div>
        {labels.documents.map((document) => (
          <div key={document.href}>
            <dt className="text-ink-muted">{document.term}</dt>
            <dd className="mt-1">
              <ArrowLink href={document.href} className="min-h-0">
                {document.label}
              </ArrowLink>
              <p className="mt-1 text-ink-muted">{document.text}</p>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
