import { Prose } from '@/components/ui/Prose';
import type { VendorDetail } from '@/lib/content/vendors';

/**
 * A vendor's About in the page's body column: its first paragraph as the lead, then the rest of its
 * text. The facts a store owner scans for (its feed, its SKU matching, its cost and catalog) are the
 * side column's, beside it, each said once: a Feed card here, the details table and What Syncs said
 * the method three times (outside review: "repeats the same facts").
 */
export function VendorAbout({ vendor, title }: { vendor: VendorDetail; title: string }) {
  const [lead = '', ...rest] = vendor.aboutHtml.split(/(?<=<\/p>)\s*/);
  return (
    <section aria-labelledby="about-title">
      <h2 id="about-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <Prose html={lead} className="mt-4 text-lg text-ink" />
      <Prose html={rest.join('')} className="mt-4" />
    </section>
  );
}
