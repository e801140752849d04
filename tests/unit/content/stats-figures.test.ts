/** @jest-environment node */
import { getStatsFile } from '@/lib/content/stats';

/**
 * The figures across every store are the SPEC's, and the line under each (its scope) says what is counted
 * without a count of its own: "75+ businesses" over "200+ Shopify stores" read as two counts that disagree
 * (outside review OO), and a per-store figure derived from them as a second story beside Home's 20+ hours
 * weekly (review NN).
 */
const { figures } = getStatsFile();

test('the impact figures are the SPEC’s, and no scope under them quotes a figure of its own', () => {
  expect(figures.businesses!.value).toBe('75+');
  expect(figures['products-managed']!.value).toBe('1M+');
  expect(figures['hours-monthly']!.value).toBe('6,000+');
  const scoped = Object.entries(figures).flatMap(([id, figure]) => ('scope' in figure ? [[id, figure.scope]] : []));
  expect(scoped.map(([id]) => id)).toEqual(['businesses', 'products-managed', 'hours-monthly']);
  for (const [id, scope] of scoped) expect({ id, scope }).toEqual({ id, scope: expect.not.stringMatching(/\d/) });
});

// Outside review TT: About's 20K+ hours a month for 75+ merchants was some 62 hours a week each, beside Home's
// 20+ hours a week. The monthly hours are the merchants times about a month of Home's weekly figure (±25%).
test("the monthly hours saved agree with the merchants and Home's hours a week", () => {
  const count = (id: string) =>
    Number(figures[id]!.value.replace(/[^\d.]/g, '')) * (/K\+/.test(figures[id]!.value) ? 1000 : 1);
  const expected = count('businesses') * count('hours-weekly') * (52 / 12);
  expect(count('hours-monthly') / expected).toBeGreaterThan(0.75);
  expect(count('hours-monthly') / expected).toBeLessThan(1.25);
});
