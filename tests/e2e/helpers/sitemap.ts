import fs from 'node:fs';
import path from 'node:path';

/** The routes listed in the built sitemap (out/sitemap.xml), as paths. */
export function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.join(process.cwd(), 'out', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
