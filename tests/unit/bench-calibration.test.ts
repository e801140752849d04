/** @jest-environment node */
import { TARGET_BENCHMARK_INDEX, cpuSlowdownFor } from '@/scripts/bench/measure.mjs';

describe('the bench: a calibrated CPU slowdown, so every host emulates the same phone', () => {
  it('targets the phone of Lighthouse’s default 4× on the host its calculator pins to 4× (1533)', () => {
    expect(TARGET_BENCHMARK_INDEX).toBeCloseTo(383.25, 2);
    expect(cpuSlowdownFor(1533)).toEqual({ multiplier: 4, exact: 4, clamped: false });
  });

  it('divides the host’s index by the phone’s: a host three times slower gets a third of the slowdown', () => {
    expect(cpuSlowdownFor(2000).multiplier).toBe(5.22);
    expect(cpuSlowdownFor(1533 / 3).multiplier).toBe(1.33);
  });

  it('never speeds a host up, nor slows one beyond 8×, and says when it had to clamp', () => {
    expect(cpuSlowdownFor(300)).toEqual({ multiplier: 1, exact: 300 / 383.25, clamped: true });
    expect(cpuSlowdownFor(5000)).toMatchObject({ multiplier: 8, clamped: true });
  });

  it('refuses a missing or broken index rather than guess', () => {
    expect(() => cpuSlowdownFor(0)).toThrow('Not a benchmarkIndex: 0');
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('Not a benchmarkIndex: NaN');
  });
});
