#!/usr/bin/env node
/**
 * Link check over the built site: every internal href and #anchor of every page must resolve to a
 * page (and an element id on it), and every sitemap entry must have a page. Run: node tests/tools/link-check.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const decodeEntities = (text) =>
  text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

function listHtmlFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : listHtmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** "about.html" -> "/about", "index.html" -> "/", "docs/index.html" -> "/docs". */
export function routeOfFile(file) {
  const route = `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

function idsIn(html) {
  const ids = new Set();
  for (const match of html.matchAll(/\s(?:id|name)="([^"]+)"/g)) ids.add(decodeEntities(match[1]));
  return ids;
}

/** Checks out/; returns { pages, problems } where problems is a list of readable sentences. */
export function checkLinks(outDir = path.join(projectRoot, 'out')) {
  const pages = new Map();
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    pages.set(routeOfFile(file), { file, html, ids: idsIn(html) });
  }
  const problems = [];
  const resolve = (route) => pages.get(route.length > 1 ? route.replace(/\/$/, '') : '/');
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
    for (const match of fs.readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const route = new URL(decodeEntities(match[1])).pathname;
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
