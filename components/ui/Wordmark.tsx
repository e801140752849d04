import { brandSymbolHref, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): its geometric symbol and its name set in
 * the brand's own lettering (face, weight, case, spacing, the symbol before or after), both in the
 * colour of the text around it, so each reads as its own company's mark and none imitates a real
 * logo. The symbol a little taller than the capitals and tight to the name. The name is real text,
 * on one line (a mark never breaks, but where `wrap` allows), so the mark is the brand's name for
 * every reader; the symbol is decoration, and `symbol={false}` leaves it to a lockup beside it.
 */
export function Wordmark({
  name,
  logo,
  tile = false,
  wrap = false,
  symbol = true,
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
  /** Whether the symbol stands in the mark (a vendor page's title leaves it to the connection lockup). */
  symbol?: boolean;
  className?: string;
}) {
  const mark = symbol && (
    <svg
      aria-hidden="true"
      className={cn('size-[1.3em] shrink-0', tile && 'size-[1.6em] rounded-md bg-surface-muted p-[0.15em]')}
    >
      <use href={brandSymbolHref(logo.symbol)} />
    </svg>
  );
  const lettered = <span className={letteringClassName(logo.lettering)}>{name}</span>;
  return (
    <span
      className={cn('inline-flex items-center gap-[0.3em] leading-tight', !wrap && 'whitespace-nowrap', className)}
      data-brand={name}
    >
      {/* One branch, not two conditionals: each `false` left would be sent in every page's payload. */}
      {logo.lettering.symbolAt === 'end' ? (
        <>
          {lettered}
          {mark}
        </>
      ) : (
        <>
          {mark}
          {lettered}
        </>
      )}
    </span>
  );
}
