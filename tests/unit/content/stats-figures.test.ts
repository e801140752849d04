/** @jest-environment node */
import { getStatsFile } from '@/lib/content/stats';

/**
 * The one figure we derive from the SPEC's (About's "about N hours a week each", under 20K+ hours saved
 * monthly) must follow from them and agree with Home's "Save 20+ Hours Weekly": "about 100 hours each"
 * beside 20+ hours weekly read as two stories (outside review NN).
 */
const { figures } = getStatsFile();
const count = (value: string) => Number(value.replace(/[^\d.]/g, '')) * (/K\+?$/.test(value) ? 1000 : 1);

test('the hours each store saves follow from 20K+ hours monthly over 200+ stores, and match 20+ hours weekly', () => {
  // The SPEC's figures, exact.
  expect(figures['hours-monthly']!.value).toBe('20K+');
  expect(figures['hours-weekly']!.value).toBe('20+ hours');
  expect(figures.businesses!.value).toBe('75+');
  const monthly = figures['hours-monthly']!;
  const businesses = figures.businesses!;
  if (!('scope' in monthly) || !('scope' in businesses)) throw new Error('expected scoped figures');
  const stores = Number(/running (\d+)\+ Shopify stores/.exec(businesses.scope)![1]);
  const weeklyEach = count(monthly.value) / stores / (52 / 12);
  const stated = Number(/about (\d+) hours a week each$/.exec(monthly.scope)![1]);
  expect(stated).toBe(Math.round(weeklyEach));
  expect(stated).toBeGreaterThanOrEqual(count(figures['hours-weekly']!.value));
  // Per business (75+), the hours run higher still: never below the 20+ a week Home promises.
  expect(count(monthly.value) / count(businesses.value) / (52 / 12)).toBeGreaterThanOrEqual(20);
});
