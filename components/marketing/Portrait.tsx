import { portraitHref } from '@/lib/brand/portrait';
import { cn } from '@/lib/util/cn';

/** The sizes portraits are drawn at, in px, as Tailwind's size classes. */
const sizeClasses = {
  40: 'size-10',
  44: 'size-11',
  48: 'size-12',
  56: 'size-14',
  // The width alone: the preflight's img { height: auto } keeps it square, with no new utility.
  144: 'w-36',
} as const;
export type PortraitSize = keyof typeof sizeClasses;

/**
 * A person's illustrated portrait (lib/brand/portrait.ts): the file the build wrote for them, shared
 * by every page that shows them. Framed as a rounded square on the person's own soft ground, the crop About's
 * team shows large: a circle with a ring read as an app's avatar, not as an editorial portrait
 * (outside review). It always stands beside the person's visible name, so it is decorative (alt=""):
 * a screen reader reads the name once, never "Maya Thompson, Maya Thompson".
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
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the SVG is already small
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      data-portrait={name}
      // Not dimmed in the dark theme: the soft grounds and fills read as illustrations there; dimmed,
      // they turned to grey tiles (outside review).
      className={cn('shrink-0 rounded-lg', sizeClasses[size], className)}
    />
  );
}
