/**
 * Tailwind's breakpoints as media queries, for the rules a page writes into its own <style> (so the site's
 * shared CSS carries none of them): below 360 px (the smallest phones), below md (768 px), below lg (1024 px),
 * from sm (640 px), from md (768 px), from md up to lg (768 to 1023 px), from md up to xl (768 to 1279 px), and from xl (1280 px).
 */
export const belowSmallPhone = '@media (max-width:22.49rem)';
export const belowMd = '@media (max-width:47.98rem)';
export const belowLg = '@media (max-width:63.98rem)';
export const fromSm = '@media (min-width:40rem)';
export const fromMd = '@media (min-width:48rem)';
export const mdToLg = '@media (min-width:48rem) and (max-width:63.98rem)';
export const mdToXl = '@media (min-width:48rem) and (max-width:79.98rem)';
export const fromXl = '@media (min-width:80rem)';
