/**
 * What counts as a typo, once for the site (issue 53): the search (lib/search/rank.ts) and the 404
 * page's "Did you mean" (lib/first-paint/not-found.ts) both ask these two. Both functions are
 * self-contained (no imports, no module-level names), because the 404 page runs them as part of
 * an inline script (lib/first-paint/inline-script.ts serialises them by their text).
 */

/** How many edits a word of `length` letters may be off by: none below four letters (every short word is near another), one from four, two from eight. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * True when `a` can be turned into `b` with at most `max` edits, a swap of two neighbouring letters
 * counting as one ("shopfiy" is one edit from "shopify"): the optimal string alignment distance.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, before[j - 2]! + 1);
      row.push(cost);
      least = Math.min(least, cost);
    }
    if (least > max) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= max;
}
