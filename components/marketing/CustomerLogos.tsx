import { Link } from '@/components/ui/Link';
import { ToneWordmark } from '@/components/vendors/VendorLockup';
import type { CaseStudy } from '@/lib/content/case-studies';

/**
 * The quoted customers' stories, as a customer strip under Home's quotes (a general strip set a sexual-wellness
 * retailer's mark among them: outside review TT; its story is linked from its figure): one ruled band, each mark as the
 * store sets it (its symbol in its own colour before its name, as on its story: in one grey they read as generic
 * glyphs, outside review) in its own column between hairlines, with the
 * customer's trade under it (how many vendors it connected is in its quote's facts), each linking
 * to its case study, so the proof can be checked in one click.
 */
export function CustomerLogos({
  customers,
}: {
  customers: Pick<CaseStudy, 'company' | 'logo' | 'tone' | 'industry' | 'href'>[];
}) {
  return (
    <ul className="mx-auto grid max-w-5xl border-y border-line md:grid-cols-3 md:divide-x md:divide-line">
      {customers.map((customer) => (
        <li key={customer.href}>
          <Link
            href={customer.href}
            className="group flex h-full flex-col items-center gap-1 px-2 py-6 text-center text-lg hover:bg-surface-muted sm:text-xl"
          >
            <ToneWordmark name={customer.company} logo={customer.logo} tone={customer.tone} className="text-ink" />
            <span className="text-xs text-ink-muted">{customer.industry}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
