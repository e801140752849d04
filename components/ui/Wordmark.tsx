import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): the symbol of its trade beside its name,
 * both in the colour of the text around it, the name in the site's typeface at one weight for every
 * brand (a different weight per vendor read as a styling bug: outside review), so every brand gets one
 * treatment on every page and no company's own logo is imitated. The name is real text, on one line
 * (a mark never breaks, but for a page's title: `wrap`), so the mark is the brand's name for every reader; the symbol is decoration.
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
  /** The symbol on a quiet square (a case study's glance). */
  tile?: boolean;
  /** The name may break between its words: a page's title, where a long name at heading size is wider than a phone. */
  wrap?: boolean;
  className?: string;
}) {
  const symbol = (
    <svg aria-hidden="true" focusable="false" className="size-[1.1em] shrink-0">
      <use href={brandSymbolHref(logo.symbol)} />
    </svg>
  );
  return (
    <span
      className={cn(
        'inline-flex items-center gap-[0.4em] leading-tight font-semibold',
        !wrap && 'whitespace-nowrap',
        className,
      )}
      data-brand={name}
    >
      {tile ? (
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
