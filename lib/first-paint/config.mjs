// @ts-check
/**
 * The first-paint room's settings that the build's plain Node scripts need too (they cannot import
 * TypeScript): the switch, read by the root layout and scripts/postbuild.mjs, and the id of the
 * chunk list the post-build step writes and the loader (./chunk-loader.ts) reads.
 */

/**
 * `FIRST_PAINT=off npm run build` exports plain Next output (the chunks load as Next emits them,
 * and no inline script records clicks and submits made before hydration), so
 * `npm run bench -- --wing-off DIR` can measure what the tricks earn. Anything else, or unset: on.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function firstPaintEnabled(env = process.env) {
  return env.FIRST_PAINT !== 'off';
}

/** The `<script type="application/json">` that holds a page's chunk URLs for the loader. */
export const CHUNK_LIST_ID = 'first-paint-chunks';

/**
 * Where the root layout loads each place's scripts from (app/first-paint/[file]/route.ts writes
 * them): `next build` alone gives a working site with these as external files, and the post-build
 * (scripts/build/page-scripts.mjs) writes their text into each page and deletes the files, which
 * saves a request before the first paint.
 */
export const PAGE_SCRIPT_FILES = /** @type {const} */ ({
  head: 'head.js',
  bodyStart: 'body-start.js',
  bodyEnd: 'body-end.js',
});

/** The folder, under the site's root, of those files. */
export const PAGE_SCRIPT_DIR = 'first-paint';
