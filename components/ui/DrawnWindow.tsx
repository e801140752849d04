/**
 * The window our drawings of the product stand in (the marketing visuals and the docs' drawn
 * screenshots): rounded, raised, with a quiet title bar and its three dots, so every drawing
 * reads as the same product.
 */
export const frameClass =
  'overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-xl shadow-brand-900/10';
export const frameBarClass =
  'flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-3 text-left text-xs font-semibold text-ink';

/** The three dots of a window's title bar (decorative). */
export function WindowDots() {
  return (
    <span aria-hidden="true" className="flex shrink-0 gap-1.5">
      <span className="size-2.5 rounded-full bg-line" />
      <span className="size-2.5 rounded-full bg-line" />
      <span className="size-2.5 rounded-full bg-line" />
    </span>
  );
}
