import { Link } from '@/components/ui/Link';
import { fillTemplate } from '@/lib/content/schemas';
import { VendorLink } from '@/components/vendors/VendorLink';
import type { VendorIdentity } from '@/lib/content/vendors';

/**
 * The live vendors under the Home hero, titled with how many there are ({count} in the title), each a link to its page: a grey logo wall of their marks
 * (components/ui/Wordmark.tsx), never one alone on a line: columns that divide the twelve evenly
 * (1, 2, 3, then 4 a row), each as wide as "Quorum International" needs whole on its line, at the
 * phone's smaller size (14 px: 161 px, two columns from 370 px; 16 px: 190 px, three from 640 px).
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
      <h2 id="works-with-title" className="text-center text-sm font-semibold text-balance text-ink-muted">
        {fillTemplate(title, { count: String(vendors.length) })}
      </h2>
      <ul className="mx-auto mt-6 grid max-w-5xl justify-items-center gap-x-2 gap-y-1 min-[370px]:grid-cols-2 sm:grid-cols-3 sm:gap-x-4 lg:grid-cols-4">
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
