import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/test';
import * as measure from '../../../scripts/bench/measure.mjs';
import { moveChunksToLoader } from '../../../scripts/build/paint-first.mjs';
import { CHUNK_LIST_ID } from '../../../lib/first-paint/config.mjs';

/**
 * Pages paint before the framework's JavaScript runs: the build moves Next's chunk tags into one
 * list (scripts/build/paint-first.mjs) that the loader the build writes at the end of <body>
 * (lib/first-paint/chunk-loader.ts) reads after the first paint.
 */
const out = path.join(process.cwd(), 'out');
const listTag = `<script type="application/json" id="${CHUNK_LIST_ID}">`;

const nextHead =
  '<head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<title>T</title><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>';
const loader = `<script>(function(l,t){})(${JSON.stringify(CHUNK_LIST_ID)},3000)</script>`;
const nextPage = `<!DOCTYPE html><html lang="en">${nextHead}<body><h1>Hello</h1>${loader}<script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>`;

test('the build replaces the chunk tags and their preload by one list, in order, where the first tag was', () => {
  const html = moveChunksToLoader(nextPage);
  expect(html).not.toContain('async=""');
  expect(html).not.toContain('rel="preload" as="script"');
  expect(html).toContain(
    `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>${listTag}["/_next/static/chunks/a.js","/_next/static/chunks/turbopack-b.js","/_next/static/chunks/main.js"]</script><title>T</title>`,
  );
  // The noModule polyfill, the content, the loader and the RSC payload are left as they were.
  expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
  expect(html).toContain(`<h1>Hello</h1>${loader}<script>(self.__next_f=self.__next_f||[]).push([0])</script>`);
  expect(moveChunksToLoader(html), 'a second run changes nothing').toBe(html);
});

test('the build fails on markup it does not know, instead of shipping a page that never hydrates', () => {
  expect(() => moveChunksToLoader(`<html><head></head><body>${loader}</body></html>`, 'plain.html')).toThrow(
    /plain\.html: no <script src/,
  );
  const withIntegrity = nextPage.replace(
    '<script src="/_next/static/chunks/a.js" async="">',
    '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-x">',
  );
  expect(() => moveChunksToLoader(withIntegrity, 'sri.html')).toThrow(/sri\.html: unexpected chunk script/);
  expect(() => moveChunksToLoader(nextPage.replace(loader, ''), 'no-loader.html')).toThrow(
    /no-loader\.html: no loader/,
  );
});

test('every built page loads its chunks only through the loader, the ones Next listed', () => {
  const pages = measure.htmlPages(out) as { route: string; file: string }[];
  expect(pages.length).toBeGreaterThan(40);
  for (const { route, file } of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const chunkTags = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(
      chunkTags.filter((tag) => !/noModule/i.test(tag)),
      `${route} still has chunk <script src> tags`,
    ).toEqual([]);
    expect(html.split(listTag).length - 1, `${route}: one chunk list`).toBe(1);
    expect(html.indexOf(listTag), `${route}: the list is in <head>`).toBeLessThan(html.indexOf('<body'));
    expect(
      measure.pageAssets(out, file).js.length,
      `${route}: the list names the page's chunks`,
    ).toBeGreaterThanOrEqual(5);
  }
});

test('the home page requests its scripts only once its first contentful paint is on screen, then hydrates (the chat opens)', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const chatToggle = page.getByRole('button', { name: /chat/i }).first();
  await chatToggle.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    chunkFetchStarts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.firstContentfulPaint).not.toBeNull();
  expect(timing.chunkFetchStarts.length).toBeGreaterThanOrEqual(5);
  expect(
    Math.min(...timing.chunkFetchStarts),
    `first contentful paint at ${timing.firstContentfulPaint} ms`,
  ).toBeGreaterThan(timing.firstContentfulPaint!);
  expect(errors).toEqual([]);
});
