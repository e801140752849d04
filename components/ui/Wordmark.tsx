import { brandSymbolHref, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): its geometric symbol, then its name in the
 * marks' one lettering at its own weight, both in the colour of the text around it, so a wall of
 * them reads as one family and none imitates a real logo. The symbol a little taller than the
 * capitals and tight to the name. The name is real text, on one line (a mark never breaks, but where
 * `wrap` allows), so the mark is the brand's name for every reader; the symbol is decoration.
 */
export function Wordmark({
  name,
  logo,
  tile = false,
  wrap = false,
  className,
}: {
  name: string;
  logo: BrandLogo;
  /** Vendors are handed with their category; their logo already wears its symbol. */
  category?: string;
  /** The symbol on a muted rounded ground (a case study's glance, on a white card). */
  tile?: boolean;
  /** The name may break between its words: where a long name is wider than a phone. */
  wrap?: boolean;
  className?: string;
}) {
  const mark = (
    <svg
      aria-hidden="true"
      className={cn('size-[1.3em] shrink-0', tile && 'size-[1.6em] rounded-md bg-surface-muted p-[0.15em]')}
    >
      <use href={brandSymbolHref(logo.symbol)} />
    </svg>
  );
  return (
    <span
      className={cn('inline-flex items-center gap-[0.3em] leading-tight', !wrap && 'whitespace-nowrap', className)}
      data-brand={name}
    >
      {mark}
      <span className={letteringClassName(logo.lettering)}>{name}</span>
    </span>
  );
}
