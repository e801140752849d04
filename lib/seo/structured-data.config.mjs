// @ts-check
/**
 * Where a build keeps each page's structured data between rendering and the post-build step that
 * writes it into the page (components/seo/JsonLd.tsx, scripts/build/structured-data.mjs): plain
 * JavaScript, because the build's Node scripts cannot import TypeScript.
 */

/** The folder, under the project root, that rendering writes each JSON-LD text into, by its key. */
export const STRUCTURED_DATA_DIR = '.next/structured-data';

/** The attribute of the empty `<script type="application/ld+json">` that the build fills in. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-ld';

/** A JSON-LD text's key: the first 12 hex digits of its SHA-256, so equal texts share one file. */
export const STRUCTURED_DATA_KEY = /^[0-9a-f]{12}$/;
