/** @jest-environment node */
import { getStatsFile } from '@/lib/content/stats';

/**
 * The figures across every store are the SPEC's, and the line under each (its scope) says what is counted. Read
 * alone, 20K+ hours a month over 75+ businesses is some 270 hours per merchant, against Home's 20+ hours a week
 * (outside review TTT); so the businesses' scope counts their stores as theirs ("between them": a bare "200+
 * Shopify stores" read as a second count that disagrees, outside review OO), and the hours' scope says each store
 * saves Home's own weekly figure (not a new per-store figure: outside review NN). Then the figures add up.
 */
const { figures } = getStatsFile();
const count = (text: string) => Number(/(\d[\d,]*)\+?/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

test('the impact figures are the SPEC’s', () => {
  expect(figures.businesses!.value).toBe('75+');
  expect(figures['products-managed']!.value).toBe('1M+');
  expect(figures['hours-monthly']!.value).toBe('20K+');
  const scoped = Object.entries(figures).flatMap(([id, figure]) => ('scope' in figure ? [id] : []));
  expect(scoped).toEqual(['businesses', 'products-managed', 'hours-monthly']);
});

test('the hours a month are the stores counted under the businesses times Home’s hours a week, and no other count is quoted', () => {
  const scope = (id: string) => (figures[id] as { scope: string }).scope;
  // The stores are the businesses' own, not a second count of customers.
  expect(scope('businesses')).toMatch(/^Merchants .* \d+\+ Shopify stores between them$/);
  const stores = count(scope('businesses'));
  // Each store's hours are Home's figure, said in its words.
  const weekly = count(figures['hours-weekly']!.value);
  expect(scope('hours-monthly')).toMatch(new RegExp(`^About ${weekly} hours a week in each of those stores`));
  expect(stores * weekly * (52 / 12)).toBeGreaterThanOrEqual(count(figures['hours-monthly']!.value) * 1000);
  expect(scope('products-managed')).not.toMatch(/\d/);
});
