import type { SwatchName } from '@/lib/brand/identity';
import { brandSymbolHref, brandTileHref, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/**
 * A vendor's symbol white on its category's gradient tile (lib/brand/wordmark.ts), as an
 * integrations directory shows each app's icon; decoration beside the name, sized by `className`.
 */
export function BrandTile({ logo, swatch, className }: { logo: BrandLogo; swatch: SwatchName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={cn('size-[1.6em] shrink-0', className)}>
      <use href={brandTileHref(swatch)} />
      <use href={brandSymbolHref(logo.symbol)} x="5" y="5" width="14" height="14" color="#fff" />
    </svg>
  );
}

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): the symbol of its trade beside its name,
 * both in the colour of the text around it, the name in the site's type, so every brand on every
 * page gets the one treatment and no company's own logo is imitated. The name is real text, on one
 * line (a mark never breaks), so the mark is the brand's name for every reader; the symbol is decoration.
 * With a `swatch`, the symbol is drawn white on that colour's tile instead (a directory's app icon):
 * the Vendors page's cards; logo walls stay one ink.
 */
export function Wordmark({
  name,
  logo,
  tile = false,
  swatch,
  className,
}: {
  name: string;
  logo: BrandLogo;
  /** Vendors are handed with their category; their logo already wears its symbol. */
  category?: string;
  /** The symbol on a quiet square. */
  tile?: boolean;
  /** The symbol white on this colour's tile (lib/brand/identity.ts), as a directory lists apps. */
  swatch?: SwatchName;
  className?: string;
}) {
  const symbol = (
    <svg aria-hidden="true" focusable="false" className="size-[1.1em] shrink-0">
      <use href={brandSymbolHref(logo.symbol)} />
    </svg>
  );
  return (
    <span
      className={cn('inline-flex items-center gap-[0.4em] leading-tight font-semibold whitespace-nowrap', className)}
      data-brand={name}
    >
      {swatch ? (
        <BrandTile logo={logo} swatch={swatch} className="size-[2.25em]" />
      ) : tile ? (
        <span className="inline-flex size-[1.6em] shrink-0 items-center justify-center rounded-md border border-line bg-surface-muted">
          {symbol}
        </span>
      ) : (
        symbol
      )}
      {name}
    </span>
  );
}
