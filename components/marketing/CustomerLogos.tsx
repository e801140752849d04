import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customers with a story on the site, as a row of logos: each mark (grey, the page's ink on
 * hover, as logo walls show customers) links to its case study, with the customer's trade under it,
 * so the proof can be checked in one click.
 */
export function CustomerLogos({
  customers,
}: {
  customers: Pick<CaseStudy, 'company' | 'logo' | 'industry' | 'href'>[];
}) {
  return (
    <ul className="mx-auto grid max-w-4xl grid-cols-2 gap-3 md:grid-cols-4">
      {customers.map((customer) => (
        <li key={customer.href}>
          <Link
            href={customer.href}
            className="group flex h-full flex-col items-center gap-1 rounded-card px-2 py-4 text-center text-base ring-1 ring-line hover:ring-brand-300 sm:px-3 sm:text-lg"
          >
            <Wordmark name={customer.company} logo={customer.logo} className="text-ink-muted group-hover:text-ink" />
            <span className="text-xs text-ink-muted">{customer.industry}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
