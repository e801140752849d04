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
  expect(figures['hours-monthly']!.value).toBe('20K+');
  const scoped = Object.entries(figures).flatMap(([id, figure]) => ('scope' in figure ? [[id, figure.scope]] : []));
  expect(scoped.map(([id]) => id)).toEqual(['businesses', 'products-managed', 'hours-monthly']);
  for (const [id, scope] of scoped) expect({ id, scope }).toEqual({ id, scope: expect.not.stringMatching(/\d/) });
});
