import type { SwatchName } from '@/lib/brand/identity';
import { brandSymbolHref, isTypeOnly, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';
import { BrandTile } from './BrandTile';

/**
 * A brand's name as the site sets it (lib/brand/wordmark.ts). A real company's (a vendor's, Shopify's,
 * Amazon's) is its name alone, as type in the marks' one lettering: we may not show its logo, and an
 * invented symbol beside it read as a fake one (outside review). A fictional customer's wears its own
 * geometric symbol before its name: in a list or a logo wall in the colour of the text around it, so a
 * wall reads as one family; where it is presented on its own a `tone` sets the symbol white on its tile
 * (components/ui/BrandTile.tsx). The name is real text, on one line (a mark never breaks, but where
 * `wrap` allows), so the mark is the brand's name for every reader; a symbol is decoration.
 */
export function Wordmark({
  name,
  logo,
  tone,
  tileClassName,
  wrap = false,
  className,
}: {
  name: string;
  logo: BrandLogo;
  /** Vendors are handed with their category; their mark is their name alone. */
  category?: string;
  /** A customer's colour (lib/brand/identity.ts): the symbol white on its tile, 40 px unless `tileClassName` says. */
  tone?: SwatchName;
  tileClassName?: string;
  /** The name may break between its words: where a long name is wider than a phone. */
  wrap?: boolean;
  className?: string;
}) {
  const lettered = <span className={letteringClassName(logo.lettering)}>{name}</span>;
  if (isTypeOnly(logo))
    return (
      <span className={cn('inline-flex leading-tight', !wrap && 'whitespace-nowrap', className)} data-brand={name}>
        {lettered}
      </span>
    );
  return (
    <span
      className={cn(
        'inline-flex items-center leading-tight',
        tone ? 'gap-3' : 'gap-[0.3em]',
        !wrap && 'whitespace-nowrap',
        className,
      )}
      data-brand={name}
    >
      {tone ? (
        <BrandTile symbol={logo.symbol} tone={tone} className={tileClassName} />
      ) : (
        <svg aria-hidden="true" className="size-[1.3em] shrink-0">
          <use href={brandSymbolHref(logo.symbol)} />
        </svg>
      )}
      {lettered}
    </span>
  );
}
