/** @jest-environment node */
import { fragmentId } from '@/lib/util/url-fragment';

describe('fragmentId', () => {
  it('decodes the id a fragment names', () => {
    expect(fragmentId('#faq-trial')).toBe('faq-trial');
    expect(fragmentId('faq-trial')).toBe('faq-trial');
    expect(fragmentId('#caf%C3%A9')).toBe('café');
  });

  it('names nothing for an empty, malformed or oversized fragment, and never throws', () => {
    for (const hash of ['', '#', '#%', '#%E0%A4%A', '#%ZZ', '#%C3', `#${'a'.repeat(513)}`]) {
      expect(fragmentId(hash)).toBeNull();
    }
  });
});
