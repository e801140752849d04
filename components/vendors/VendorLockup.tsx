import type { ReactNode } from 'react';
import { brandSymbolHref, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { swatches, type SwatchName } from '@/lib/brand/identity';
import { cn } from '@/lib/util/cn';
import { Sketch } from '@/components/ui/Sketch';
import { goodsSketch, type GoodsDrawing } from '@/lib/brand/sketches';

/**
 * A fictional customer presented on its own, set as its logo would be: its symbol in its colour (mixed
 * with the text's ink, so it holds in both themes) tight before its name in its lettering, at the size
 * of the text around it; no app-icon tile (a generic icon tile read as no brand mark: outside review).
 * A case study's customer over its story and on its card. The name is real text; the symbol decoration.
 */
export function ToneWordmark({
  name,
  logo,
  tone,
  className,
}: {
  name: string;
  logo: BrandLogo;
  tone: SwatchName;
  className?: string;
}) {
  return (
    <span
      data-brand={name}
      data-wordmark
      data-mark-tone={tone}
      className={cn('inline-flex items-center gap-2 whitespace-nowrap', className)}
    >
      <svg
        aria-hidden="true"
        className="size-[1.3em] shrink-0"
        style={{ color: `color-mix(in oklab, ${swatches[tone].from} 70%, var(--color-ink))` }}
      >
        <use href={brandSymbolHref(logo.symbol)} />
      </svg>
      <span className={letteringClassName(logo.lettering)}>{name}</span>
    </span>
  );
}

/**
 * Over a vendor's title, what the page is: "Linkwell integration" set as the site's other section labels
 * are, then its status badges. The vendor is named once, by the title under it; Linkwell's own mark here
 * read as Linkwell's page, not the vendor's (outside review MM), and a real company's logo we may not draw
 * (lib/brand/wordmark.ts), so the vendor's visual is the drawing of its goods beside the title (VendorTitle).
 */
export function VendorLockup({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3" data-lockup>
      <p className="feature-eyebrow">{label}</p>
      {children}
    </div>
  );
}

/**
 * A vendor's title: the drawing of what it supplies (a downlight for Nora, a parcel for a drop shipper), the
 * same picture its card on the directory shows, then its name as type. The drawing stands bare, as on the
 * card: framed in a tile beside the name it would read as the company's logo, which we may not draw
 * (lib/brand/wordmark.ts; tests/e2e/helpers/page-checks.ts `standInTiles`). Decorative: the heading's
 * name is the name alone.
 */
export function VendorTitle({ name, goods }: { name: string; goods: GoodsDrawing }) {
  return (
    <span className="flex items-center gap-4">
      <span aria-hidden="true" className="flex shrink-0" data-vendor-goods={goods}>
        <Sketch sketch={goodsSketch(goods)} className="size-14" />
      </span>
      <span className="min-w-0">{name}</span>
    </span>
  );
}
