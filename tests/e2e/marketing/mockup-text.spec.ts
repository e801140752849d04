import { expect, test, type Page } from '../helpers/test';

/**
 * The words inside the drawings of the product (every `[data-mockup]`: the heroes' windows, the stages of
 * Features and How It Works, Home's pictures, the docs' figures) read at the size they are shown: at least
 * 12 px from 1024 px and 11 px on a phone (outside review: 9-10 px words in the mock-ups at 1024 and 1440).
 * Home's dashboard is the one exception, from 1024 to 1439 px: there the whole of it is scaled to the page's
 * column, as a product shot is, its words at 9-11 px (the tablet's drawing in its place cut its stock and order
 * cards: outside review PP; wider than the column it would reach the chat button's column).
 * HTML text is measured as the page computes it; a drawing shown from an SVG file (`<svg><use href>`) by its
 * font size in the file times the scale the page draws it at (a use element's shadow tree is not measurable).
 * Decorative bits without words (dots, bars, icons) are not text and are not counted.
 */
type Word = { text: string; px: number; scene: boolean };

const wordsInMockups = (page: Page) =>
  page.evaluate(async () => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const files = new Map<string, Document>();
    const words: Word[] = [];
    for (const mockup of document.querySelectorAll('[data-mockup]')) {
      if (!shown(mockup)) continue;
      const scene = mockup.matches('[data-testid="hero-scene"]');
      // Elements that hold text of their own, outside SVG.
      const walker = document.createTreeWalker(mockup, NodeFilter.SHOW_TEXT);
      const holders = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement;
        if (node.textContent?.trim() && holder && !holder.closest('svg')) holders.add(holder);
      }
      for (const holder of holders)
        if (shown(holder))
          words.push({ text: holder.textContent!.trim(), px: parseFloat(getComputedStyle(holder).fontSize), scene });
      // Drawings: inline SVG text and the texts of a file's symbol, each at the scale it is drawn.
      for (const svg of mockup.querySelectorAll('svg')) {
        if (!shown(svg) || !svg.viewBox.baseVal?.width) continue;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        for (const text of svg.querySelectorAll('text'))
          words.push({ text: text.textContent!, px: parseFloat(getComputedStyle(text).fontSize) * scale, scene });
        const href = svg.querySelector('use')?.getAttribute('href');
        if (!href?.startsWith('/scenes/')) continue;
        const [path, id] = href.split('#') as [string, string];
        if (!files.has(path))
          files.set(path, new DOMParser().parseFromString(await (await fetch(path)).text(), 'image/svg+xml'));
        for (const text of files.get(path)!.getElementById(id)?.querySelectorAll('text') ?? [])
          words.push({ text: text.textContent!, px: Number(text.getAttribute('font-size')) * scale, scene });
      }
    }
    return words;
  });

const pages = ['/', '/features', '/how-it-works', '/documentation/dashboard-overview'];
const widths = [
  { width: 1440, least: 12 },
  { width: 1280, least: 12, scene: 11 },
  { width: 1024, least: 12, scene: 8.5 },
  { width: 375, least: 11 },
];

test.describe('text inside the product mock-ups', () => {
  for (const { width, least, scene = least } of widths)
    test(`reads at ${least} px or more at ${width} px, and no mock-up runs past the page`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        const words = await wordsInMockups(page);
        expect(words.length, `${path}: words in its mock-ups`).toBeGreaterThan(10);
        const small = words
          .filter((word) => word.px < (word.scene ? scene : least) - 0.01)
          .map(({ text, px }) => `${text} (${px.toFixed(1)} px)`);
        expect(small, `${path} at ${width} px: words under ${least} px`).toEqual([]);
        // Bigger words never push a mock-up, or the page, wider than the screen.
        const wide = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          mockups: [...document.querySelectorAll('[data-mockup]')].map(
            (mockup) => mockup.getBoundingClientRect().right,
          ),
        }));
        expect(wide.page, `${path}: the page's width`).toBeLessThanOrEqual(width);
        for (const right of wide.mockups) expect(right, `${path}: a mock-up's right edge`).toBeLessThanOrEqual(width);
      }
    });
});
