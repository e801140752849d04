import { swatches, tileBackground, tileShape, type SwatchName } from '@/lib/brand/identity';
import { brandSymbolHref, type BrandSymbol } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/** A box in which the inset is whole: 4 of 20 on each side, the symbol 12 across. */
const box = 20;
const inset = box * tileShape.inset;

/**
 * A brand's tile (lib/brand/identity.ts): its symbol white on a rounded square of its colour, as an
 * integrations directory shows each partner, and as the Home scene draws the vendors. Sized by
 * `className` (40 px by default). The ground is an inline style, not a class per colour, so the ten
 * swatches cost the stylesheet nothing; a hairline ring inside its edge keeps a dark tile apart from
 * a dark card. Always decoration: the name beside it is what is read.
 */
export function BrandTile({ symbol, tone, className }: { symbol: BrandSymbol; tone: SwatchName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${box} ${box}`}
      color="#fff"
      data-tone={tone}
      className={cn('size-10 shrink-0 ring-1 ring-on-brand/15 ring-inset', className)}
      style={{ background: tileBackground(swatches[tone]), borderRadius: `${tileShape.radius * 100}%` }}
    >
      <use href={brandSymbolHref(symbol)} x={inset} y={inset} width={box - 2 * inset} height={box - 2 * inset} />
    </svg>
  );
}
