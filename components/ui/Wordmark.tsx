import type { SwatchName } from '@/lib/brand/identity';
import { brandSymbolHref, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';
import { BrandTile } from './BrandTile';

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): its geometric symbol, then its name in the
 * marks' one lettering at its own weight. In a list or a logo wall both are in the colour of the text
 * around it, so a wall reads as one family and none imitates a real logo; where the brand is presented
 * on its own (a directory card, a case study's glance) a `tone` sets the symbol white on its tile
 * (components/ui/BrandTile.tsx), the brand's colour, as an integrations directory shows each partner.
 * The symbol a little taller than the capitals and tight to the name. The name is real text, on one
 * line (a mark never breaks, but where `wrap` allows), so the mark is the brand's name for every
 * reader; the symbol is decoration.
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
  /** Vendors are handed with their category; their logo already wears its symbol. */
  category?: string;
  /** The brand's colour (lib/brand/identity.ts): the symbol white on its tile, 40 px unless `tileClassName` says. */
  tone?: SwatchName;
  tileClassName?: string;
  /** The name may break between its words: where a long name is wider than a phone. */
  wrap?: boolean;
  className?: string;
}) {
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
      <span className={letteringClassName(logo.lettering)}>{name}</span>
    </span>
  );
}
