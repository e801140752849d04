import type { IconId } from '@/lib/brand/icon-sprite';
import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { monogramOf, swatchFor, type IdentityCategory, type IdentityKind } from '@/lib/brand/identity';

/** The sizes tiles are drawn at, in px, as Tailwind's size classes (no per-tile style for the box). */
const sizeClasses = {
  24: 'size-6',
  28: 'size-7',
  32: 'size-8',
  40: 'size-10',
  44: 'size-11',
  48: 'size-12',
  56: 'size-14',
  64: 'size-16',
} as const;
export type IdentityTileSize = keyof typeof sizeClasses;

type IdentityTileProps = {
  kind: IdentityKind;
  name: string;
  /** Vendors are coloured by category; companies and people by name. */
  category?: IdentityCategory;
  /** The letters on a vendor's or company's tile; the name's initials unless given (a company's own mark). */
  mark?: string;
  /**
   * A person's tile shows what the person does (their role's icon), never initials: letters in a
   * circle read as a missing photo (issue 24). Without one, a person glyph.
   */
  icon?: IconId;
  size?: IdentityTileSize;
  /**
   * Only for a tile that stands alone: its accessible name. Next to a visible name (the usual
   * case) the tile is hidden from assistive technology, so the name is not read twice.
   */
  label?: string;
  className?: string;
};

/**
 * A monogram (or, for a person, role) tile in place of a logo or a photo: crisp at any size, colours
 * with AA contrast. Drawn by CSS (`.identity-tile` in app/globals.css: a rounded square for a vendor,
 * a leaf for a company, a circle for a person), so a tile is one element and its letters: as an
 * inline SVG with its own gradient it was ten times the markup, sent twice (HTML and RSC payload).
 */
export function IdentityTile({ kind, name, category, mark, icon, size = 40, label, className }: IdentityTileProps) {
  const { from, to } = swatchFor({ name, category });
  const letters = mark ?? monogramOf(name);
  const glyph = kind === 'person' ? (icon ?? 'person') : undefined;
  return (
    <span
      className={cn('identity-tile', sizeClasses[size], className)}
      data-identity={kind}
      data-letters={glyph ? undefined : Math.min(letters.length, 3)}
      style={{ '--from': from, '--to': to } as CSSProperties}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {glyph ? <Icon name={glyph} className="size-1/2" /> : <span>{letters}</span>}
    </span>
  );
}
