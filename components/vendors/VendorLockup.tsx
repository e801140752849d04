import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Wordmark } from '@/components/ui/Wordmark';
import { brandSymbolHref, letteringClassName, type BrandLogo } from '@/lib/brand/wordmark';
import { swatches, tileShape, type SwatchName } from '@/lib/brand/identity';
import { cn } from '@/lib/util/cn';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import { logoMark } from '@/lib/brand/logo';
import type { VendorDetail } from '@/lib/content/vendors';
import { siteName } from '@/lib/site/site';

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
 * The top of a vendor's page as an integration listing opens one ("Vendor + Us"): one plate holding
 * the vendor's name and Linkwell's mark (the header's logo tile, its name from 640 px), joined by the
 * sync glyph between two short lines. The vendor is a real company: its name set as type, no symbol or
 * colour posing as its logo (lib/brand/wordmark.ts). Then what the page is about (its status badges).
 * Decoration for a screen reader: the title under it names the vendor and the page's title says it is
 * Linkwell's integration.
 */
export function VendorLockup({ vendor, children }: { vendor: VendorDetail; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-4">
      <div
        aria-hidden="true"
        className="flex items-center gap-2 rounded-2xl border border-line bg-surface-raised p-2 pl-3 text-base text-ink shadow-sm sm:pr-4 sm:text-xl"
        data-lockup={vendor.name}
      >
        <Wordmark name={vendor.name} logo={vendor.logo} />
        {/* The glyph bare between its lines (in a circle of its own, inside the plate, it read as one more tile); on a phone, the longest name's room, the glyph alone. */}
        <span className="h-px w-4 bg-line max-sm:hidden" />
        <Icon name="sync" className="size-4 shrink-0 text-brand-600" />
        <span className="h-px w-4 bg-line max-sm:hidden" />
        {/* Linkwell's mark as the header wears it. */}
        <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
          <svg
            className="size-8 shrink-0 ring-1 ring-on-brand/15 ring-inset"
            style={{ borderRadius: `${tileShape.radius * 100}%` }}
          >
            <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
          </svg>
          <span className="max-sm:hidden">{siteName}</span>
        </span>
      </div>
      {children}
    </div>
  );
}
