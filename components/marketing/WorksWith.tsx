import { Link } from '@/components/ui/Link';
import { VendorLink } from '@/components/vendors/VendorLink';
import type { VendorIdentity } from '@/lib/content/vendors';

/**
 * The live vendors under the Home hero, each a link to its page. A grid whose columns divide the
 * twelve live vendors evenly (2, 3, 4, then 6 a row), so no width leaves one alone on a last line.
 */
export function WorksWith({
  title,
  link,
  vendors,
}: {
  title: string;
  link: { label: string; href: string };
  vendors: VendorIdentity[];
}) {
  return (
    <section aria-labelledby="works-with-title" className="mt-16 sm:mt-20">
      <h2 id="works-with-title" className="text-center text-sm font-semibold text-ink-muted">
        {title}
      </h2>
      <ul className="mt-6 grid grid-cols-2 justify-items-center gap-x-4 gap-y-3 sm:grid-cols-3 sm:gap-y-4 lg:grid-cols-4 xl:grid-cols-6">
        {vendors.map((vendor) => (
          <li key={vendor.slug}>
            <VendorLink vendor={vendor} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm">
        <Link href={link.href} className="font-semibold text-brand-700 hover:text-brand-800">
          {link.label} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </section>
  );
}
