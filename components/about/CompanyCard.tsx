import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { FactList, type Fact } from '@/components/ui/FactList';
import type { AboutContent } from '@/lib/content/marketing';
import { company } from '@/lib/site/company';

/**
 * Beside About's trust facts: the company's registered name and postal address where the build sets
 * them (a production build must; a local one shows none rather than an invented one), then the
 * documents in which we commit to how a store is handled.
 */
export function CompanyCard({ labels }: { labels: AboutContent['trust']['company'] }) {
  const facts: Fact[] = [];
  if (company.legalName) facts.push({ term: labels.legalNameLabel, value: company.legalName });
  if (company.address) facts.push({ term: labels.addressLabel, value: company.address });
  return (
    <Card className="p-5 sm:p-6">
      {facts.length > 0 && (
        <div className="mb-5 border-b border-line pb-2">
          <FactList facts={facts} />
        </div>
      )}
      <h3 className="text-sm font-semibold text-ink">{labels.documentsTitle}</h3>
      <ul className="mt-1 divide-y divide-line">
        {labels.documents.map((document) => (
          <li key={document.href} className="pb-2">
            <ArrowLink href={document.href} className="text-sm">
              {document.label}
            </ArrowLink>
            <p className="text-sm text-ink-muted">{document.text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
