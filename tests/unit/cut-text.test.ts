import { cutToLength, pasteCutMessage, pasteWithinLimit } from '@/lib/util/cut-text';

describe('cutToLength', () => {
  it('keeps text within the limit as it is', () => {
    expect(cutToLength('Hello', 5)).toBe('Hello');
    expect(cutToLength('', 0)).toBe('');
  });

  it('cuts to the limit in code units, as maxLength counts', () => {
    expect(cutToLength('a'.repeat(100_000), 2000)).toHaveLength(2000);
  });

  it('never halves a surrogate pair, an emoji sequence or a flag', () => {
    const family = '👨‍👩‍👧'; // 8 code units: three people joined by U+200D
    expect(cutToLength(`ab${family}`, 6)).toBe('ab');
    expect(cutToLength(`ab${family}`, 10)).toBe(`ab${family}`);
    expect(cutToLength('a🇨🇦', 3)).toBe('a');
    expect(cutToLength('a😀', 2)).toBe('a');
    expect(cutToLength('é'.normalize('NFD').repeat(3), 3)).toBe('é'.normalize('NFD'));
  });

  it('leaves no joiner or variation selector dangling at the end', () => {
    expect(cutToLength('ok\u200d\u200d\u200dmore', 5)).toBe('ok');
    expect(cutToLength('ok\u200dmore', 3)).toBe('ok');
  });
});

describe('pasteWithinLimit', () => {
  it('puts a paste that fits at the caret', () => {
    expect(pasteWithinLimit('Hello world', 5, 5, ',', 20)).toEqual({ value: 'Hello, world', caret: 6, cut: false });
  });

  it('replaces the selection and cuts the paste to the room that is left, saying so', () => {
    expect(pasteWithinLimit('abcdef', 2, 4, 'XYZ123', 8)).toEqual({ value: 'abXYZ1ef', caret: 6, cut: true });
    const huge = 'x'.repeat(100_000);
    const result = pasteWithinLimit('', 0, 0, huge, 2000);
    expect(result.value).toHaveLength(2000);
    expect(result.cut).toBe(true);
  });

  it('keeps a cut emoji sequence whole or out', () => {
    expect(pasteWithinLimit('abc', 3, 3, '👍🏽👍🏽', 7)).toEqual({ value: 'abc👍🏽', caret: 7, cut: true });
  });
});

it('says what was cut in words', () => {
  expect(pasteCutMessage(2000)).toBe('Your text was cut to 2,000 characters.');
});
