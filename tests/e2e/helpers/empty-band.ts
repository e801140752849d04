import type { Locator } from '@playwright/test';

/**
 * The tallest empty stretch beside an element, as a full-page screenshot shows it (the page at its top,
 * so a sticky card stands at its start): over the element's height, the part where nothing in the main
 * stands wholly on the given side of it (to its right or left, within the page). 0 when something fills
 * the side all along, or when the element leaves no side (it spans the width). The page's margins are
 * taken as even: the element's margin on the other side is the page's.
 */
export async function emptyBeside(element: Locator, side: 'left' | 'right') {
  await element.page().evaluate(() => window.scrollTo(0, 0));
  return element.evaluate((target, side) => {
    const box = target.getBoundingClientRect();
    const main = document.querySelector('main')!;
    const width = document.documentElement.clientWidth;
    const band = side === 'right' ? width - box.left - box.right : box.left - (width - box.right);
    if (band < 40) return 0;
    const covered: [number, number][] = [];
    for (const other of main.querySelectorAll('*')) {
      const rect = other.getBoundingClientRect();
      if (!rect.width || !rect.height || getComputedStyle(other).visibility === 'hidden') continue;
      const beside = side === 'right' ? rect.left >= box.right - 1 : rect.right <= box.left + 1;
      if (!beside || rect.bottom <= box.top || rect.top >= box.bottom) continue;
      covered.push([Math.max(rect.top, box.top), Math.min(rect.bottom, box.bottom)]);
    }
    covered.sort((a, b) => a[0] - b[0]);
    let gap = 0;
    let reached = box.top;
    for (const [top, bottom] of covered) {
      gap = Math.max(gap, top - reached);
      reached = Math.max(reached, bottom);
    }
    return Math.round(Math.max(gap, box.bottom - reached));
  }, side);
}
