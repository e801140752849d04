#!/usr/bin/env node
// @ts-check
/**
 * Link check over the built site: every internal href and #anchor of every page must resolve to a
 * page (and an element id on it), and every sitemap entry must have a page. Run: node tests/link-check.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeEntities, exportedPages, sitemapRoutes as readSitemap } from '../scripts/lib/exported-pages.mjs';
import { outDir as defaultOutDir } from '../scripts/lib/paths.mjs';

/** @param {string} html */
function idsIn(html) {
  const ids = new Set();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(decodeEntities(match[1] ?? ''));
  return ids;
}

/** Checks out/; returns { pages, problems } where problems is a list of readable sentences. */
export function checkLinks(outDir = defaultOutDir) {
  const pages = new Map();
  for (const { file, route } of exportedPages(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    pages.set(route, { file, html, ids: idsIn(html) });
  }
  const problems = [];
  /** @param {string} route */
  const resolve = (route) => pages.get(route.length > 1 ? route.replace(/\/$/, '') : '/');
  /** @param {string} route */
  const isStaticFile = (route) => fs.existsSync(path.join(outDir, route)) && fs.statSync(path.join(outDir, route)).isFile();

  for (const [route, page] of pages) {
    for (const match of page.html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = decodeEntities(match[1]);
      if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith('//')) continue;
      if (!href.startsWith('/') && !href.startsWith('#')) {
        problems.push(`${route}: relative or unknown link "${href}"`);
        continue;
      }
      const [pathAndQuery, hash] = href.split('#');
      const targetPath = (pathAndQuery || route).split('?')[0];
      const target = resolve(targetPath);
      if (!target) {
        if (!isStaticFile(targetPath)) problems.push(`${route}: link to "${href}" has no page`);
        continue;
      }
      if (hash && !target.ids.has(decodeURIComponent(hash))) problems.push(`${route}: link to "${href}" has no element with id "${hash}"`);
    }
  }

  const sitemapFile = path.join(outDir, 'sitemap.xml');
  const sitemapRoutes = new Set();
  if (!fs.existsSync(sitemapFile)) problems.push('sitemap.xml is missing');
  else {
    for (const route of readSitemap(outDir)) {
      sitemapRoutes.add(route);
      if (!resolve(route)) problems.push(`sitemap entry ${route} has no page`);
    }
    for (const route of pages.keys()) {
      if (!['/404', '/_not-found'].includes(route) && !sitemapRoutes.has(route)) problems.push(`page ${route} is not in the sitemap`);
    }
  }
  return { pages: [...pages.keys()].sort(), problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { pages, problems } = checkLinks();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ pages, problems }));
    process.exit(0);
  }
  if (problems.length) {
    console.error(`Link check: ${problems.length} problem(s) over ${pages.length} pages:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Link check: ${pages.length} pages, every internal link and anchor resolves.`);
}
