import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/test';
import * as measure from '../../../scripts/bench/measure.mjs';
import { hydrateAfterPaint, loaderMarker } from '../../../scripts/build/paint-first.mjs';

/**
 * Pages paint before the framework's JavaScript runs: the build moves Next's chunk scripts behind
 * one loader that inserts them after the first frame (scripts/build/paint-first.mjs).
 */
const out = path.join(process.cwd(), 'out');

const nextHead =
  '<head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<title>T</title><script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>';
const nextPage = `<!DOCTYPE html><html lang="en">${nextHead}<body><h1>Hello</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>`;

test('the rewrite removes the chunk scripts and their preload and loads the same scripts, in order, from one loader at the end of the body', () => {
  const html = hydrateAfterPaint(nextPage);
  expect(html).not.toContain('async=""');
  expect(html).not.toContain('rel="preload" as="script"');
  // The noModule polyfill, the stylesheet, the content and the RSC payload are left as they were.
  expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
  expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
  expect(html).toContain('<h1>Hello</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  const loader = html.match(/<script>([^<]*)<\/script><\/body>/)?.[1] ?? '';
  expect(loader).toContain(loaderMarker);
  expect(loader).toContain('first-contentful-paint');
  expect(loader).toContain(
    '["/_next/static/chunks/a.js","/_next/static/chunks/turbopack-b.js","/_next/static/chunks/main.js"]',
  );
  expect(hydrateAfterPaint(html), 'a second run changes nothing').toBe(html);
});

test('the rewrite fails the build on markup it does not know, instead of shipping a page that never hydrates', () => {
  expect(() => hydrateAfterPaint('<html><head></head><body><h1>Static</h1></body></html>', 'plain.html')).toThrow(
    /plain\.html: no <script src/,
  );
  const withIntegrity = nextPage.replace(
    '<script src="/_next/static/chunks/a.js" async="">',
    '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-x">',
  );
  expect(() => hydrateAfterPaint(withIntegrity, 'sri.html')).toThrow(/sri\.html: unexpected chunk script/);
});

test('every built page loads its chunks only through the loader, the ones Next put in it', () => {
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
    expect(html.split(loaderMarker).length - 1, `${route}: one loader`).toBe(1);
    expect(
      measure.pageAssets(out, file).js.length,
      `${route}: the loader names the page's chunks`,
    ).toBeGreaterThanOrEqual(5);
  }
});

test('the home page requests its scripts only once its first contentful paint is on screen, then hydrates (the chat opens)', async ({
  page,
}) => {
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
});
