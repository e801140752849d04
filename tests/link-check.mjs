#!/usr/bin/env node
// @ts-check
/**
 * Link check over the built site: every internal reference of every page (links and #anchors,
 * stylesheets, icons, preloads, scripts, images, the Open Graph and Twitter image and URL) must
 * resolve to a page (and an element id on it) or a file, and every sitemap entry must have a page. Run: node tests/link-check.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decodeEntities,
  exportedPages,
  sitemapRoutes as readSitemap,
  tagAttributes,
} from '../scripts/lib/exported-pages.mjs';
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
  const isStaticFile = (route) =>
    fs.existsSync(path.join(outDir, route)) && fs.statSync(path.join(outDir, route)).isFile();

  // The site's own absolute address (canonical, Open Graph) is checked like a local path.
  const firstLoc = /<loc>([^<]+)<\/loc>/.exec(
    fs.existsSync(path.join(outDir, 'sitemap.xml')) ? fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8') : '',
  );
  const siteOrigin = firstLoc?.[1] ? new URL(decodeEntities(firstLoc[1])).origin : null;
  /** @param {string} href */
  const safeDecode = (href) => {
    try {
      return decodeURIComponent(href);
    } catch {
      return null;
    }
  };

  for (const [route, page] of pages) {
    /**
     * One reference of this page: a link to a page (with an optional #anchor) or to a file.
     * @param {string} raw
     * @param {string} what
     */
    const check = (raw, what) => {
      let href = decodeEntities(raw).trim();
      if (siteOrigin && href.startsWith(`${siteOrigin}/`)) href = href.slice(siteOrigin.length);
      else if (siteOrigin && href === siteOrigin) href = '/';
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || href.startsWith('//')) return;
      if (!href.startsWith('/') && !href.startsWith('#')) {
        problems.push(`${route}: relative or unknown ${what} "${href}"`);
        return;
      }
      const [pathAndQuery = '', hash] = href.split('#');
      const targetPath = safeDecode((pathAndQuery || route).split('?')[0] ?? '');
      if (targetPath === null) {
        problems.push(`${route}: ${what} "${href}" is not valid percent-encoding`);
        return;
      }
      const target = resolve(targetPath);
      if (!target) {
        if (!isStaticFile(targetPath)) problems.push(`${route}: ${what} "${href}" has no page or file`);
        return;
      }
      const id = hash ? safeDecode(hash) : null;
      if (hash && (id === null || !target.ids.has(id)))
        problems.push(`${route}: ${what} "${href}" has no element with id "${hash}"`);
    };

    // Every start tag, whatever its quoting: links, stylesheets, icons, preloads, scripts, images
    // and the share image and URL of Open Graph and Twitter.
    for (const match of page.html.matchAll(/<(a|link|script|img|source|meta)\b([^>]*)>/gi)) {
      const tag = (match[1] ?? '').toLowerCase();
      const attrs = tagAttributes(match[2] ?? '');
      if (tag === 'a' && attrs.has('href')) check(attrs.get('href'), 'link to');
      if (tag === 'link' && attrs.has('href')) check(attrs.get('href'), `<link rel="${attrs.get('rel')}"> to`);
      if ((tag === 'script' || tag === 'img' || tag === 'source') && attrs.has('src'))
        check(attrs.get('src'), `<${tag}> source`);
      if ((tag === 'img' || tag === 'source') && attrs.has('srcset')) {
        for (const candidate of attrs.get('srcset').split(','))
          check(candidate.trim().split(/\s+/)[0] ?? '', `<${tag}> srcset entry`);
      }
      if (
        tag === 'meta' &&
        /^(og:image|og:image:url|og:url|twitter:image)$/.test(attrs.get('property') ?? attrs.get('name') ?? '')
      ) {
        check(attrs.get('content') ?? '', `<meta ${attrs.get('property') ?? attrs.get('name')}>`);
      }
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
      if (!['/404', '/_not-found'].includes(route) && !sitemapRoutes.has(route))
        problems.push(`page ${route} is not in the sitemap`);
    }
  }
  return { pages: [...pages.keys()].sort(), problems };
}

// node tests/link-check.mjs [outDir] [--json]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const { pages, problems } = checkLinks(folder ? path.resolve(folder) : undefined);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ pages, problems }));
    process.exit(0);
  }
  if (problems.length) {
    console.error(
      `Link check: ${problems.length} problem(s) over ${pages.length} pages:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Link check: ${pages.length} pages, every internal link, anchor and file reference resolves.`);
}
