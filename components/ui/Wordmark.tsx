import { brandLetterings, brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/**
 * A vendor's or customer's mark (lib/brand/wordmark.ts): the symbol of its trade in a small outlined
 * tile, then its name, both in the colour of the text around it, so no company's own logo is
 * imitated. One lockup for every brand, set as a logo is rather than as an icon beside a word
 * (outside review: "a generic icon plus a bold word"): the tile a little taller than the capitals,
 * the symbol inset in it, and the name in its own lettering (weight and tracking, brandLetterings).
 * The name is real text, on one line (a mark never breaks, but where `wrap` allows), so the mark
 * is the brand's name for every reader; the symbol is decoration.
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
  /** The tile filled with the muted surface (a case study's glance, on a white card). */
  tile?: boolean;
  /** The name may break between its words: where a long name is wider than a phone. */
  wrap?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cn('inline-flex items-center gap-[0.3em] leading-tight', !wrap && 'whitespace-nowrap', className)}
      data-brand={name}
    >
      <span
        className={cn(
          'inline-flex size-[1.6em] shrink-0 items-center justify-center rounded-md border border-line',
          tile && 'bg-surface-muted',
        )}
      >
        <svg aria-hidden="true" focusable="false" className="size-[1.3em] p-[0.15em]">
          <use href={brandSymbolHref(logo.symbol)} />
        </svg>
      </span>
      <Lockup name={name} lettering={brandLetterings[logo.lettering ?? 'split']} />
    </span>
  );
}

/** The name in its lettering: the first word in the lead's weight, the rest in the descriptor's, a space between. */
function Lockup({ name, lettering }: { name: string; lettering: { lead: string; rest: string } }) {
  const [lead, ...descriptor] = name.split(' ');
  return (
    <span className={lettering.lead}>
      {lead}
      {descriptor.length > 0 && <span className={lettering.rest || undefined}> {descriptor.join(' ')}</span>}
    </span>
  );
}
