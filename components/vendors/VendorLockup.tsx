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
 * The top of a vendor's page as an integration listing opens one ("Vendor + Us"): one plate of two
 * halves, the vendor's name on the raised ground and Linkwell's mark (the header's logo tile, its name
 * from 640 px) on its tint, the sync glyph on a disc astride the seam (a bare glyph between two names
 * read as plain text: outside review). The vendor is a real company: its name set as type, no symbol
 * or colour posing as its logo (lib/brand/wordmark.ts). Then what the page is about (its status
 * badges). Decoration for a screen reader: the title under it names the vendor and the page's title
 * says it is Linkwell's integration.
 */
export function VendorLockup({ vendor, children }: { vendor: VendorDetail; children?: ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-4">
      <div
        aria-hidden="true"
        className="flex items-stretch overflow-hidden rounded-2xl border border-line bg-surface-raised text-base text-ink shadow-sm sm:text-xl"
        data-lockup={vendor.name}
      >
        <span className="flex items-center py-2 pr-5 pl-4">
          <Wordmark name={vendor.name} logo={vendor.logo} />
        </span>
        <span className="relative flex items-center gap-2 border-l border-line bg-brand-50 py-2 pr-2 pl-6 sm:pr-4">
          <span className="absolute top-1/2 left-0 flex size-7 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface-raised">
            <Icon name="sync" className="size-4 shrink-0 text-brand-600" />
          </span>
          {/* Linkwell's mark as the header wears it. */}
          <svg
            className="size-8 shrink-0 ring-1 ring-on-brand/15 ring-inset"
            style={{ borderRadius: `${tileShape.radius * 100}%` }}
          >
            <use href={`${ICON_SPRITE_PATH}#${logoMark.id}`} />
          </svg>
          <span className="text-lg font-bold tracking-tight max-sm:hidden">{siteName}</span>
        </span>
      </div>
      {children}
    </div>
  );
}
