/** Types for measure.cjs (shared by npm run bench and the budget tests). */
export type PageAssets = {
  htmlBytes: number;
  htmlGzipBytes: number;
  js: string[];
  css: string[];
  other: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  missing: string[];
};
export const KB: number;
export function kb(bytes: number): string;
export function gzipSize(file: string): number;
export function htmlPages(outDir: string): { route: string; file: string }[];
export function sitemapRoutes(outDir: string): string[];
export function routeFile(outDir: string, route: string): string;
export function pageAssets(outDir: string, htmlFile: string): PageAssets;
export function allCss(outDir: string): { files: string[]; gzipBytes: number };
export function lazyOnlyChunks(outDir: string): Set<string>;
export function searchIndexFiles(outDir: string): { url: string; bytes: number; gzipBytes: number }[];
export function sizeOfUrls(outDir: string, urls: string[]): number;
export function isFormRoute(route: string): boolean;
