import { fullTime, messageTime } from '@/lib/chat/time';

describe('message times', () => {
  const now = new Date('2026-11-24T15:30:00');

  it('read as a clock time, even seconds old (never "just now"), then with the date on another day', () => {
    expect(messageTime(new Date('2026-11-24T15:29:40').toISOString(), now, 'en-US')).toBe('3:29 PM');
    expect(messageTime(new Date('2026-11-24T15:25:00').toISOString(), now, 'en-US')).toBe('3:25 PM');
    expect(messageTime(new Date('2026-11-24T09:05:00').toISOString(), now, 'en-US')).toBe('9:05 AM');
    expect(messageTime(new Date('2026-11-20T18:45:00').toISOString(), now, 'en-US')).toBe('Nov 20, 6:45 PM');
  });

  it("are in the visitor's locale", () => {
    expect(messageTime(new Date('2026-11-24T14:41:00').toISOString(), now, 'en-GB')).toBe('14:41');
    expect(messageTime(new Date('2026-11-24T14:41:00').toISOString(), now, 'de-DE')).toBe('14:41');
  });

  it('give nothing for a time that does not read, and the full time for a title', () => {
    expect(messageTime('yesterday', now)).toBe('');
    expect(fullTime('yesterday')).toBe('');
    expect(fullTime(new Date('2026-11-20T18:45:00').toISOString(), 'en-US')).toMatch(/Friday, November 20, 2026/);
  });
});
