import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';

/**
 * A vendor's symbol on a tile, beside its name in a heading: with the name, the vendor's mark as
 * every page draws it (components/ui/Wordmark.tsx), in the heading's ink, without spelling the name
 * twice. Decoration only; the heading says who it is.
 */
export function VendorLogoTile({ logo }: { logo: BrandLogo }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-[1.5em] shrink-0 items-center justify-center rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      <svg focusable="false" className="size-[0.8em]">
        <use href={brandSymbolHref(logo.symbol)} />
      </svg>
    </span>
  );
}
