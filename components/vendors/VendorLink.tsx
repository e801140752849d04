import { IdentityTile } from '@/components/ui/IdentityTile';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';
import type { IdentityCategory } from '@/lib/brand/identity';

const looks = {
  /** A logo-like row entry, as in Home's works-with strip. */
  plain: { className: 'flex gap-2.5 rounded-lg py-1 leading-snug font-semibold text-ink', tile: 28 },
  /** A rounded pill, as beside a case study's text. */
  pill: {
    className:
      'inline-flex gap-2 rounded-full border border-line bg-surface-raised py-1 pr-3 pl-1 font-medium text-ink hover:border-brand-300',
    tile: 24,
  },
} as const;

/** A vendor's tile and name, linking to its page. */
export function VendorLink({
  vendor,
  look = 'plain',
}: {
  vendor: { name: string; href: string; category: IdentityCategory };
  look?: keyof typeof looks;
}) {
  const { className, tile } = looks[look];
  return (
    <Link href={vendor.href} className={cn('items-center text-sm hover:text-brand-700', className)}>
      <IdentityTile kind="vendor" name={vendor.name} category={vendor.category} size={tile} />
      {vendor.name}
    </Link>
  );
}
