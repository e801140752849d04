import localFont from 'next/font/local';

/**
 * Geist, variable (100-900), Latin subset: one 29 KB woff2 from @fontsource-variable/geist, served
 * from our own origin (nothing is fetched at build time). `adjustFontFallback` sizes the local
 * Arial fallback to Geist's metrics, so the swap moves nothing.
 */
export const geist = localFont({
  src: '../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-geist',
  adjustFontFallback: 'Arial',
});
