import { Prose } from '@/components/ui/Prose';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';

/**
 * A vendor's About, to scan rather than read through (outside review: "a long grey paragraph"): its
 * first paragraph as the lead, then the two facts a store owner looks for (how its feed arrives, what
 * its SKUs look like; what syncs is the hero's picture's and What Syncs', and a Syncs card here said it a
 * third time: outside review; what it makes is the hero's introduction), then the rest of its text.
 */
export function VendorAbout({
  vendor,
  title,
  glance,
  method,
}: {
  vendor: VendorDetail;
  title: string;
  glance: VendorPageContent['glance'];
  method: VendorPageContent['flow']['method'];
}) {
  const [lead = '', ...rest] = vendor.aboutHtml.split(/(?<=<\/p>)\s*/);
  const facts = [
    [glance.feed, fillTemplate(method[vendor.integrationMethod], { vendor: vendor.name })],
    [glance.sku, fillTemplate(glance.skuValue, { sku: vendor.sample.sku })],
  ];
  return (
    <section aria-labelledby="about-title" className="max-w-3xl">
      <h2 id="about-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <Prose html={lead} className="mt-4 text-lg text-ink" />
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-card border border-line bg-surface-raised p-4">
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="mt-1 font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <Prose html={rest.join('')} className="mt-6" />
    </section>
  );
}
