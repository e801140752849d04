import { countWords, readingMinutes, readingTimeLabel } from '@/lib/docs/reading-time';

describe('reading time', () => {
  it('counts whitespace-separated tokens that hold a letter or digit', () => {
    expect(countWords('Push & Publish — or  push\nas draft: read_products, $89.')).toBe(8);
    expect(countWords('')).toBe(0);
  });

  it('rounds words / 200 up', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(400)).toBe(2);
    expect(readingMinutes(401)).toBe(3);
    expect(readingMinutes(0)).toBe(0);
  });

  it('labels a known word count as "N min read"', () => {
    const text = Array.from({ length: 401 }, (_, index) => `word${index}`).join(' ');
    expect(countWords(text)).toBe(401);
    expect(readingTimeLabel(countWords(text))).toBe('3 min read');
  });
});
