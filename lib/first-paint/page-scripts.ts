/**
 * The inline scripts of every page, by place: the build writes them into the exported pages
 * (app/first-paint-scripts.json/route.ts, then scripts/build/page-scripts.mjs); under `next dev` the
 * root layout renders them with components/layout/InlineScript.tsx. With the first-paint tricks off (./config.mjs) only the
 * address fix, the theme and the search trigger remain: they are features, not timing tricks.
 */
import { chunkLoaderScript } from './chunk-loader';
import { firstPaintEnabled } from './config.mjs';
import { earlyActionsScript } from './early-actions-script';
import type { InlineScript } from './inline-script';
import { mergeSlashesScript } from './merge-slashes';
import { searchTriggerScript } from './search-trigger';
import { themeScript } from './theme';

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
