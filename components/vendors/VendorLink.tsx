import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import { cn } from '@/lib/util/cn';
import type { IdentityCategory } from '@/lib/brand/identity';
import type { BrandLogo } from '@/lib/brand/wordmark';

const looks = {
  /** A logo-like row entry, as in Home's works-with strip. */
  plain: { className: 'flex rounded-lg py-1 text-base text-ink' },
  /** A rounded pill, as beside a case study's text. */
  pill: {
    className:
      'inline-flex rounded-full border border-line bg-surface-raised py-1 pr-3 pl-2 text-ink hover:border-brand-300',
  },
} as const;

/** A vendor's wordmark, linking to its page. */
export function VendorLink({
  vendor,
  look = 'plain',
}: {
  vendor: { name: string; href: string; category: IdentityCategory; logo: BrandLogo };
  look?: keyof typeof looks;
}) {
  const { className } = looks[look];
  return (
    <Link href={vendor.href} className={cn('items-center text-sm hover:text-brand-700', className)}>
      <Wordmark name={vendor.name} logo={vendor.logo} category={vendor.category} />
    </Link>
  );
}
