import type { ReactNode } from 'react';
import { brandSymbolHref, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { swatches, type SwatchName } from '@/lib/brand/identity';
import { cn } from '@/lib/util/cn';

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
 * (lib/brand/wordmark.ts). The title stays its name alone: the drawing of its goods beside it repeated the
 * sample record's picture under it (on Amazon MCF, one box for a brand and a water bottle: outside review OO).
 */
export function VendorLockup({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3" data-lockup>
      <p className="feature-eyebrow">{label}</p>
      {children}
    </div>
  );
}
