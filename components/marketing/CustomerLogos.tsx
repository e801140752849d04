import { fillTemplate } from '@/lib/content/schemas';
import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The customers with a story on the site, as a customer strip: one ruled band, each mark (grey, the
 * page's ink on hover, as logo strips show customers) in its own column between hairlines, with the
 * customer's trade and, under it, how many vendors it connected, each linking to its case study, so
 * the proof can be checked in one click.
 */
export function CustomerLogos({
  customers,
  note,
}: {
  customers: Pick<CaseStudy, 'company' | 'logo' | 'industry' | 'href' | 'vendors'>[];
  /** "{vendors} vendors", under the trade */
  note: string;
}) {
  return (
    <ul className="mx-auto grid max-w-5xl grid-cols-2 border-y border-line md:grid-cols-4 md:divide-x md:divide-line">
      {customers.map((customer) => (
        <li key={customer.href}>
          <Link
            href={customer.href}
            className="group flex h-full flex-col items-center gap-1 px-2 py-6 text-center text-lg hover:bg-surface-muted sm:text-xl"
          >
            <Wordmark name={customer.company} logo={customer.logo} className="text-ink-muted group-hover:text-ink" />
            <span className="text-xs text-ink-muted">
              {customer.industry}{' '}
              <span className="block">{fillTemplate(note, { vendors: String(customer.vendors.length) })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
