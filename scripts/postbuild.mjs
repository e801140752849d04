#!/usr/bin/env node
// @ts-check
/**
 * `npm run build` runs this after `next build`, over out/ (or the folder given as the argument).
 * `next build` alone exports a working site; these steps make it faster and lighter, and write the
 * hosts' headers:
 * 0. the first-paint scripts inline instead of as files (build/page-scripts.mjs), and the second
 *    copy of each page's structured data dropped from its RSC payload (build/structured-data.mjs);
 * 1. paint first: every page's chunk tags become the list its loader reads after the first paint
 *    (build/paint-first.mjs; the loader is lib/first-paint/chunk-loader.ts),
 *    unless FIRST_PAINT=off (lib/first-paint/config.mjs);
 * 2. per-page Content-Security-Policy and server configs (build/server-config.mjs), computed last
 *    because they hash each page's inline scripts as shipped.
 *
 *   node scripts/postbuild.mjs [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { placeMarkdownTwins } from './build/markdown-twins.mjs';
import { firstPaintEnabled } from '../lib/first-paint/config.mjs';
import { paintFirst } from './build/paint-first.mjs';
import { placePageScripts } from './build/page-scripts.mjs';
import { slimAllStructuredData } from './build/structured-data.mjs';
import { writeServerConfigs } from './build/server-config.mjs';
import { outDir as defaultOutDir, projectRoot } from './lib/paths.mjs';

const outDir = path.resolve(process.argv[2] ?? defaultOutDir);
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  console.error(
    `postbuild: ${path.relative(projectRoot, outDir) || '.'}/index.html is missing: run \`next build\` first.`,
  );
  process.exit(1);
}

const twins = placeMarkdownTwins(outDir);
console.log(`postbuild: ${twins.length} Markdown twins of the articles placed in documentation/`);

const scripted = placePageScripts(outDir);
console.log(`postbuild: the inline scripts written into ${scripted} pages`);

const structured = slimAllStructuredData(outDir);
console.log(`postbuild: ${structured} structured-data texts no longer sent twice`);

if (firstPaintEnabled()) {
  const painted = paintFirst(outDir);
  console.log(`postbuild: ${painted} pages load their scripts after the first paint`);
} else console.log('postbuild: FIRST_PAINT=off, the pages load their scripts as Next emits them');

// The same .env files `next build` read, so connect-src names the origins the build baked in.
nextEnv.loadEnvConfig(projectRoot, false, { info() {}, error: console.error });
const { pages, connectOrigins, nginxDir } = writeServerConfigs({ outDir, env: process.env });
console.log(
  `postbuild: ${pages} page policies; connect-src 'self' ${connectOrigins.join(' ')}; wrote ${path.relative(projectRoot, path.join(outDir, '_headers'))} and ${path.relative(projectRoot, nginxDir)}/`,
);
