import type { CSSProperties } from 'react';
import { toneFor, type IdentityCategory } from '@/lib/brand/identity';
import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';

/**
 * A vendor's symbol on a tile, beside its name in a heading: the logo without repeating the name
 * as a wordmark right above the same name. Decoration only; the heading says who it is. Takes its
 * tone like a wordmark (`.wordmark > svg` in app/globals.css), lighter in the dark theme.
 */
export function VendorLogoTile({
  name,
  logo,
  category,
}: {
  name: string;
  logo: BrandLogo;
  category: IdentityCategory;
}) {
  const tone = toneFor({ name, category });
  return (
    <span
      aria-hidden="true"
      className="wordmark inline-flex size-[1.5em] shrink-0 items-center justify-center rounded-2xl border border-line bg-surface-raised shadow-sm"
      style={{ '--tone': tone.light, '--tone-dark': tone.dark } as CSSProperties}
    >
      <svg focusable="false" className="size-[0.9em]">
        <use href={brandSymbolHref(logo.symbol)} />
      </svg>
    </span>
  );
}
