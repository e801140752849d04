import { fullTime, relativeTime } from '@/lib/chat/time';

describe('message times', () => {
  const now = new Date('2026-11-24T15:30:00');

  it('read "just now", then minutes, then the clock time, then the date', () => {
    expect(relativeTime(new Date('2026-11-24T15:29:40').toISOString(), now)).toBe('just now');
    expect(relativeTime(new Date('2026-11-24T15:25:00').toISOString(), now)).toBe('5 min ago');
    expect(relativeTime(new Date('2026-11-24T09:05:00').toISOString(), now)).toBe('9:05 AM');
    expect(relativeTime(new Date('2026-11-20T18:45:00').toISOString(), now)).toBe('Nov 20, 6:45 PM');
  });

  it('give nothing for a time that does not read, and the full time for a title', () => {
    expect(relativeTime('yesterday', now)).toBe('');
    expect(fullTime('yesterday')).toBe('');
    expect(fullTime(new Date('2026-11-20T18:45:00').toISOString())).toMatch(/Friday, November 20, 2026/);
  });
});
