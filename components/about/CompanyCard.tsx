import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { FactList, type Fact } from '@/components/ui/FactList';
import type { AboutContent } from '@/lib/content/marketing';
import { company } from '@/lib/site/company';

/**
 * Under About's trust claims: the company's registered name and postal address (lib/site/company.ts),
 * then the documents in which we commit to how a store is handled.
 */
export function CompanyCard({ labels }: { labels: AboutContent['trust']['company'] }) {
  const facts: Fact[] = [
    { term: labels.legalNameLabel, value: company.legalName },
    { term: labels.addressLabel, value: company.address },
  ];
  return (
    // A band under the claims: the title, registered name and address on the left, the documents across the rest.
    <Card className="mt-6 grid gap-x-10 gap-y-3 p-5 sm:p-6 md:grid-cols-3">
      <div>
        <h3 className="text-sm font-semibold text-ink">{labels.documentsTitle}</h3>
        <div className="mt-2">
          <FactList facts={facts} />
        </div>
      </div>
      <ul className="grid gap-x-10 gap-y-3 sm:grid-cols-2 md:col-span-2">
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
