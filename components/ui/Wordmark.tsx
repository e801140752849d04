import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): the symbol of its trade beside its name,
 * both in the colour of the text around it, so no company's own logo is imitated. One lockup for
 * every brand, as a logo is set rather than a line of text (outside review: "text plus glyph"): the
 * symbol a third taller than the letters, close to them; the name tightly tracked, its first word
 * bold and the words after it (Lighting, International, Trading Co) at regular weight, as a
 * company's descriptor is. The name is real text, on one line (a mark never breaks, but for a
 * page's title: `wrap`), so the mark is the brand's name for every reader; the symbol is decoration.
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
    <svg aria-hidden="true" focusable="false" className="size-[1.3em] shrink-0">
      <use href={brandSymbolHref(logo.symbol)} />
    </svg>
  );
  return (
    <span
      className={cn(
        'inline-flex items-center gap-[0.3em] leading-tight font-bold tracking-tight',
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
      <Lockup name={name} />
    </span>
  );
}

/** The name: its first word bold (the mark's weight), the rest at regular weight, a space between. */
function Lockup({ name }: { name: string }) {
  const [lead, ...descriptor] = name.split(' ');
  return (
    <span>
      {lead}
      {descriptor.length > 0 && <span className="font-normal"> {descriptor.join(' ')}</span>}
    </span>
  );
}
