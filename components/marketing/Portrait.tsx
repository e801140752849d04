import { portraitHref } from '@/lib/brand/portrait';
import { cn } from '@/lib/util/cn';

/** The sizes portraits are drawn at, in px, as Tailwind's size classes. */
const sizeClasses = {
  40: 'size-10',
  44: 'size-11',
  48: 'size-12',
  56: 'size-14',
  // Who reads an application, beside the application form.
  80: 'size-20',
  // Where a person is introduced (About's team): a frame the column's width and 176 px tall, the drawing's
  // ground running to its edges and the figure at its foot, 176 px (or the column's width where that is
  // narrower). Square at the column's whole width (up to 290 px at 1440) the faces read as large cartoon
  // tiles; a 176 px square at a wider column's left, as tiles narrower than their columns (outside reviews).
  full: 'h-44 w-full rounded-card',
  // A tile of Careers' team call: the tile's width, 128 px tall.
  tile: 'h-32 w-full rounded-lg',
} as const;
export type PortraitSize = keyof typeof sizeClasses;

/**
 * A person's illustrated portrait (lib/brand/portrait.ts): the file the build wrote for them, shared
 * by every page that shows them, and the one frame they all wear (a rounded square, the drawing's own
 * paper plate and arch, no ring, tint or shadow added by a page), so About, Careers, a position and a
 * testimonial show one illustration set: a circle with a ring read as an app's avatar, and a page's own
 * tint behind some of them as a second set (outside reviews). It always stands beside the person's
 * visible name, so it is decorative (alt=""): a screen reader reads the name once, never "Maya
 * Thompson, Maya Thompson".
 */
export function Portrait({
  name,
  src = portraitHref(name),
  size = 44,
  loading = 'eager',
  className,
}: {
  name: string;
  /** The file, where content names it (a testimonial's image); else the person's portrait by name. */
  src?: string;
  size?: PortraitSize;
  /**
   * Eager by default: a page shows at most four (a few KB each, fetched after the page's own files, as
   * the browser ranks images out of view low); lazy ones stayed blank squares in a full-page capture
   * and a fast scroll (the time-zone chart's faces on Careers).
   */
  loading?: 'lazy' | 'eager';
  /** Where the page shows it (Careers' hiring managers only under 1024 px, where the team's call is not drawn). */
  className?: string;
}) {
  // The file's own pixels at a fixed size; About's 176 px frame.
  const pixels = size === 'full' ? 176 : size === 'tile' ? 128 : size;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the SVG is already small
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading={loading}
      decoding="async"
      data-portrait={name}
      // Not dimmed in the dark theme: the file draws its own dark plate there (lib/brand/portrait.ts);
      // dimmed, the pale plates turned to grey tiles, undimmed they glared as white ones (outside reviews).
      className={cn(
        'shrink-0',
        typeof size === 'string' ? sizeClasses[size] : `rounded-lg ${sizeClasses[size]}`,
        className,
      )}
    />
  );
}
