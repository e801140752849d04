import type { VendorDetail } from '@/lib/content/vendors';

/** The vendor's detail record as a definition list; the website opens in a new tab. */
export function VendorFacts({ vendor }: { vendor: VendorDetail }) {
  const host = new URL(vendor.website).hostname.replace(/^www\./, '');
  const facts: { term: string; value: React.ReactNode }[] = [
    { term: 'Integration method', value: vendor.integrationMethod },
    { term: 'Setup cost', value: vendor.setupCost },
    { term: 'Category', value: vendor.category },
    { term: 'Products', value: `${vendor.productCount} (approximate)` },
    { term: 'Specialization', value: vendor.specialization },
    { term: 'Headquarters', value: vendor.headquarters },
    {
      term: 'Website',
      value: (
        <a
          href={vendor.website}
          target="_blank"
          rel="noopener noreferrer"
          className="break-words text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {host}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
  ];
  return (
    <dl className="divide-y divide-line">
      {facts.map((fact) => (
        <div key={fact.term} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-4 py-3 text-sm">
          <dt className="font-medium text-ink-muted">{fact.term}</dt>
          <dd className="font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
