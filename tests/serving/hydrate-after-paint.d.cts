/** Types for hydrate-after-paint.cjs (loaded by Playwright specs). */
export function hydrateAfterPaint(html: string, name?: string): string;
export const loaderMarker: string;
