import path from 'node:path';
import { sitemapRoutes as readSitemap } from '../../../scripts/lib/exported-pages.mjs';

/** The routes listed in the built sitemap (out/sitemap.xml), as paths. */
export function sitemapRoutes(): string[] {
  return readSitemap(path.join(process.cwd(), 'out'));
}
