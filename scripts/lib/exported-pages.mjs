// @ts-check
/**
 * The pages of a static export: every HTML file of out/ (the _next/ build output and the editor at
 * admin/ aside, which is not a page of the site), with the
 * URL path that serves it. The one walker the post-build steps, the bench and the link check share.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} ExportedPage
 * @property {string} file      absolute path of the HTML file
 * @property {string} htmlPath  its URL path as a file: "/about.html", "/index.html"
 * @property {string} route     the clean URL path that serves it: "/about", "/"
 */

/**
 * "/about.html" -> "/about", "/index.html" -> "/", "/docs/index.html" -> "/docs".
 * @param {string} htmlPath
 */
export function routeOfHtmlPath(htmlPath) {
  if (htmlPath === '/index.html') return '/';
  return htmlPath.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/**
 * Every exported page of outDir, sorted by file path.
 * @param {string} outDir
 * @returns {ExportedPage[]}
 */
export function exportedPages(outDir) {
  return fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.html') && !name.startsWith('_next/') && !name.startsWith('admin/'))
    .map((name) => {
      const htmlPath = `/${name}`;
      return { file: path.join(outDir, name), htmlPath, route: routeOfHtmlPath(htmlPath) };
    })
    .sort((a, b) => a.htmlPath.localeCompare(b.htmlPath));
}

/**
 * The HTML file that serves a clean route of outDir ("/" -> index.html, "/about" -> about.html).
 * @param {string} outDir
 * @param {string} route
 */
export function fileOfRoute(outDir, route) {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route.replace(/^\//, '')}.html`);
}

/**
 * The routes out/sitemap.xml lists, as paths.
 * @param {string} outDir
 */
export function sitemapRoutes(outDir) {
  const xml = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decodeEntities(match[1] ?? '')).pathname);
}

/**
 * Text with the five XML/HTML entities Next and React write decoded.
 * @param {string} text
 */
export function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The attributes of a start tag's source as a lower-cased name -> value map.
 * @param {string} source
 */
export function tagAttributes(source) {
  const map = new Map();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    map.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return map;
}
