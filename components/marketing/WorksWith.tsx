import { Link } from '@/components/ui/Link';
import { VendorLink } from '@/components/vendors/VendorLink';
import type { VendorIdentity } from '@/lib/content/vendors';

/**
 * The live vendors under the Home hero, each a link to its page: a grey logo wall of their marks
 * (components/ui/Wordmark.tsx). The marks wrap between each other, never inside one, so a long name
 * stays whole at every width.
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
      <ul className="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-x-8 gap-y-2 sm:gap-x-10">
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
