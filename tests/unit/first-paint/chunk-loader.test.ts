import { chunkLoaderScript } from '@/lib/first-paint/chunk-loader';
import { CHUNK_LIST_ID } from '@/lib/first-paint/config.mjs';

const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/main.js'];
const inserted = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const hidden = jest.spyOn(document, 'hidden', 'get');

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = `<script type="application/json" id="${CHUNK_LIST_ID}">${JSON.stringify(chunks)}</script>`;
  hidden.mockReturnValue(false);
});
afterEach(() => jest.useRealTimers());

// jsdom has no paint timing: the loader falls back to the frame after the first one.
describe('the paint-first loader', () => {
  it('inserts the listed chunks, async and in order, one task each, after the first frame', () => {
    new Function(chunkLoaderScript.source)();
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(20);
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(inserted()).toEqual(chunks);
    expect([...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].every((s) => s.async)).toBe(true);
    jest.advanceTimersByTime(5000);
    // The 3 s fallback does not load them twice.
    expect(inserted()).toHaveLength(3);
  });

  it('loads at once in a hidden tab, which gets no frames', () => {
    hidden.mockReturnValue(true);
    new Function(chunkLoaderScript.source)();
    jest.runOnlyPendingTimers();
    expect(inserted()).toEqual(chunks);
  });

  it('does nothing without the list (next dev, or FIRST_PAINT=off): Next’s own tags load the chunks', () => {
    document.head.innerHTML = '';
    new Function(chunkLoaderScript.source)();
    jest.advanceTimersByTime(5000);
    expect(inserted()).toEqual([]);
  });
});
