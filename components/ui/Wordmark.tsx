import type { CSSProperties } from 'react';
import { toneFor, type IdentityCategory } from '@/lib/brand/identity';
import { brandSymbolHref, type BrandLogo } from '@/lib/brand/wordmark';
import { cn } from '@/lib/util/cn';

/** How each logotype sets the name (lib/brand/wordmark.ts). */
const typeClasses: Record<BrandLogo['type'], string> = {
  bold: 'font-bold tracking-tight',
  caps: 'text-[0.82em] font-semibold tracking-[0.12em] uppercase',
  light: 'font-normal tracking-tight',
  serif: 'font-serif font-semibold',
};

/**
 * A vendor's or customer's logo: its symbol in its colour beside its name, set in its logotype, at
 * the size of the text around it. The name is real text, so the wordmark is the brand's name for
 * every reader; the symbol is decoration. Colours by CSS variables (`.wordmark` in app/globals.css),
 * so the dark theme takes a lighter tone.
 */
export function Wordmark({
  name,
  logo,
  category,
  className,
}: {
  name: string;
  logo: BrandLogo;
  /** A vendor's category, whose tones it takes; a customer is coloured by name. */
  category?: IdentityCategory;
  className?: string;
}) {
  const tone = toneFor({ name, category });
  return (
    <span
      className={cn('wordmark inline-flex items-center gap-[0.4em] leading-tight', className)}
      data-brand={name}
      style={{ '--tone': tone.light, '--tone-dark': tone.dark } as CSSProperties}
    >
      <svg aria-hidden="true" focusable="false" className="size-[1.2em] shrink-0">
        <use href={brandSymbolHref(logo.symbol)} />
      </svg>
      <span className={typeClasses[logo.type]}>{name}</span>
    </span>
  );
}
