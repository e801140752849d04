import { Link } from '@/components/ui/Link';
import { Wordmark } from '@/components/ui/Wordmark';
import { cn } from '@/lib/util/cn';
import type { BrandLogo } from '@/lib/brand/wordmark';

const looks = {
  /** A mark of a logo wall, as in Home's works-with row: grey, the page's ink on hover. */
  plain: { className: 'flex rounded-lg py-1 text-ink-muted hover:text-ink sm:text-base' },
  /** A rounded pill, as beside a case study's text. */
  pill: {
    className:
      'inline-flex rounded-full border border-line bg-surface-raised py-1 pr-3 pl-2 text-ink hover:border-brand-300 hover:text-brand-700',
  },
} as const;

/** A vendor's mark, linking to its page; its `note` beside it where its name alone misleads (VendorNote). */
export function VendorLink({
  vendor,
  look = 'plain',
}: {
  vendor: { name: string; href: string; logo: BrandLogo; note?: string };
  look?: keyof typeof looks;
}) {
  const { className } = looks[look];
  return (
    <Link href={vendor.href} className={cn('items-center text-sm', className)}>
      <Wordmark name={vendor.name} logo={vendor.logo} />
      <VendorNote note={vendor.note} />
    </Link>
  );
}

/**
 * What Shopify is as a vendor ("Partner stores": another merchant's store as your supplier), quieter after
 * its name: "Shopify" alone in a list of suppliers read as the store owner's own platform listed by mistake
 * (outside review). Nothing for a vendor whose name says what it is.
 */
function VendorNote({ note }: { note?: string }) {
  if (!note) return null;
  // The space is for the link's name ("Shopify Partner stores"); in the flex box it takes no room.
  return (
    <>
      {' '}
      <span className="ml-1 font-normal whitespace-nowrap text-ink-muted">· {note}</span>
    </>
  );
}
