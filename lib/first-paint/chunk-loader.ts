/**
 * The paint-first loader: every page paints before the framework's JavaScript runs.
 *
 * Why: Next emits its chunks as <script async> in <head> (and a low-priority preload of the main
 * one). Async scripts run as soon as they arrive. The bare framework page is so small that it paints
 * before they arrive; our pages carry real content (and the RSC payload that doubles it), so the
 * scripts arrive while the first frame is still being parsed and laid out, and about 60 ms of
 * framework code (several times that on a phone) runs before anything is shown. Lighthouse's mobile
 * model then counts all that JavaScript in the Largest Contentful Paint.
 *
 * How: the build (scripts/build/paint-first.mjs) replaces the chunk tags by one list that does not
 * run, `<script type="application/json" id="first-paint-chunks">`, and drops the preload. This
 * script, at the end of <body>, inserts the listed scripts, in the same order and still async, once
 * the first contentful paint is on screen (its paint-timing entry; requestAnimationFrame where paint
 * timing is missing, and after 3 s at the latest). Starting them at the frame's
 * requestAnimationFrame was not enough: a big page's frame reached the screen 40 ms later, the
 * scripts' requests had begun before it, and Lighthouse's mobile model counted them in the Largest
 * Contentful Paint. A hidden tab (which gets no frames) loads them at once. Without the list (next
 * dev, or a page the build did not move) it does nothing and Next's own tags load the chunks.
 */
import { CHUNK_LIST_ID } from './config.mjs';
import { inlineScript } from './inline-script';

/** The latest start, for a browser without paint timing or a frame that never comes. */
const LOAD_AT_THE_LATEST_MS = 3000;

export function loadChunksAfterPaint(listId: string, latestMs: number) {
  const list = document.getElementById(listId);
  if (!list) return;
  const sources = JSON.parse(list.textContent || '[]') as string[];
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    // One task per script: starting a fetch costs a few milliseconds, eight at once made a long task.
    sources.forEach((src) =>
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.appendChild(script);
      }),
    );
  };
  if (document.hidden) return load();
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) load();
  });
  // The first contentful paint is reported once that frame is on screen, which comes tens of
  // milliseconds after requestAnimationFrame on a big page.
  const Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0)
    new Observer((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(load);
    }).observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(load));
  setTimeout(load, latestMs);
}

export const chunkLoaderScript = inlineScript(loadChunksAfterPaint, CHUNK_LIST_ID, LOAD_AT_THE_LATEST_MS);
