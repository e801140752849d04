/** @jest-environment node */
import { againstBareByRound, median } from '@/scripts/bench/measure.mjs';

describe('the bench: a page against the bare page, round by round', () => {
  it('pairs each run with the bare page run of the same round, a tie counting as at or above', () => {
    // Medians 84 and 86 say "below"; two rounds of three say otherwise.
    expect(againstBareByRound([84, 86, 80], [83, 86, 88])).toEqual({ rounds: 3, atOrAbove: 2, medianDifference: 0 });
  });

  it('leaves out a round in which either run failed', () => {
    expect(againstBareByRound([80, 'failed (NO_NAVSTART)', 90, null], [85, 86, 'failed (NO_FCP)', 70])).toEqual({
      rounds: 1,
      atOrAbove: 0,
      medianDifference: -5,
    });
  });

  it('has no median difference when no round has two scores', () => {
    expect(againstBareByRound([], [])).toEqual({ rounds: 0, atOrAbove: 0, medianDifference: null });
  });

  it('takes the median of the numbers only, the mean of the middle two for an even count', () => {
    expect(median([3, 'failed', 1, null, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median(['failed'])).toBeNull();
  });
});
