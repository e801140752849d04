/**
 * The window our drawings of the product stand in (the marketing visuals and the docs' drawn
 * screenshots): rounded, raised, with a quiet title bar naming the screen, so every drawing reads as
 * the same product. No traffic-light dots: on every step and figure they read as a template's fake
 * window (outside reviews MMM, LLL).
 */
export const frameClass =
  'overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-xl shadow-brand-900/10';
export const frameBarClass =
  'flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-3 text-left text-xs font-semibold text-ink';
