/**
 * The scripts of every page, by place. The root layout loads each place's scripts as one file
 * (app/first-paint/[file]/route.ts), so `next build` alone gives a working site; the post-build
 * writes their text into every page (scripts/build/page-scripts.mjs). With the first-paint tricks off (./config.mjs) only the
 * address fix, the theme and the search trigger remain: they are features, not timing tricks.
 */
import { chunkLoaderScript } from './chunk-loader';
import { firstPaintEnabled } from './config.mjs';
import { earlyActionsScript } from './early-actions-script';
import type { InlineScript } from './inline-script';
import { mergeSlashesScript } from './merge-slashes';
import { searchTriggerScript } from './search-trigger';
import { themeScript } from './theme';

export type PageScriptPlace = keyof ReturnType<typeof pageScripts>;

export function pageScripts(enabled = firstPaintEnabled()): {
  /** In <head>, before the first paint. */
  head: InlineScript[];
  /** First in <body>, listening before anything can be clicked. */
  bodyStart: InlineScript[];
  /** Last in <body>, once the page is parsed. */
  bodyEnd: InlineScript[];
} {
  return {
    head: [mergeSlashesScript, themeScript],
    bodyStart: enabled ? [earlyActionsScript, searchTriggerScript] : [searchTriggerScript],
    bodyEnd: enabled ? [chunkLoaderScript] : [],
  };
}
