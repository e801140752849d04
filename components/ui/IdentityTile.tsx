import { useId } from 'react';
import { cn } from '@/lib/util/cn';
import { personIcon, type IconShape } from '@/lib/brand/icons';
import { monogramOf, swatchFor, type IdentityCategory, type IdentityKind } from '@/lib/brand/identity';

/** Vendor: a rounded square tile. Company: a leaf (two round corners, two tight ones). Person: a circle with a role icon. */
const shapes: Record<IdentityKind, string> = {
  vendor: 'M13 1h22a12 12 0 0 1 12 12v22a12 12 0 0 1-12 12H13A12 12 0 0 1 1 35V13A12 12 0 0 1 13 1Z',
  company: 'M19 1h23a5 5 0 0 1 5 5v23a18 18 0 0 1-18 18H6a5 5 0 0 1-5-5V19A18 18 0 0 1 19 1Z',
  person: 'M24 1a23 23 0 1 1 0 46 23 23 0 0 1 0-46Z',
};

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
  icon?: IconShape;
  size?: number;
  /**
   * Only for a tile that stands alone: its accessible name. Next to a visible name (the usual
   * case) the tile is hidden from assistive technology, so the name is not read twice.
   */
  label?: string;
  className?: string;
};

/** A monogram (or, for a person, role) tile in place of a logo or a photo: vector, crisp at any size, colours with AA contrast. */
export function IdentityTile({ kind, name, category, mark, icon, size = 40, label, className }: IdentityTileProps) {
  const gradientId = useId();
  const { from, to } = swatchFor({ name, category });
  const letters = mark ?? monogramOf(name);
  const fontSize = letters.length > 2 ? 14 : letters.length === 2 ? 17 : 21;
  const glyph = kind === 'person' ? (icon ?? personIcon) : undefined;
  // The glyph takes the middle half of the tile, drawn from its own box.
  const glyphScale = glyph ? 24 / (glyph.box ?? 24) : 1;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      className={cn('shrink-0 select-none', className)}
      data-identity={kind}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      {/* One path for the fill and its faint rim: the stroke paints over the fill as a second path's would. */}
      <path d={shapes[kind]} fill={`url(#${gradientId})`} stroke="#fff" strokeOpacity="0.18" strokeWidth="1.5" />
      {glyph ? (
        <g
          transform={`translate(12 12) scale(${glyphScale})`}
          fill="none"
          stroke="#fff"
          strokeWidth={(glyph.strokeWidth ?? 1.8) * 1.1}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={glyph.d} {...(glyph.filled && { fill: '#fff', stroke: 'none' })} />
          {glyph.accent && <path d={glyph.accent.d} strokeWidth={glyph.accent.strokeWidth} />}
        </g>
      ) : (
        <text
          x="24"
          y="24"
          dy="0.35em"
          textAnchor="middle"
          fontSize={fontSize}
          fontWeight="700"
          letterSpacing="-0.02em"
          fill="#fff"
        >
          {letters}
        </text>
      )}
    </svg>
  );
}
