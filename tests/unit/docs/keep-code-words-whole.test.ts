/** @jest-environment node */
import { keepCodeWordsWhole } from '@/lib/docs/keep-code-words-whole';

const nowrap = (word: string) => `<span class="whitespace-nowrap">${word}</span>`;

describe('keepCodeWordsWhole', () => {
  it('keeps a hyphenated header name on one line, and the code breaking at its spaces', () => {
    expect(keepCodeWordsWhole('the custom <code>X-Linkwell-Authorization</code> header')).toBe(
      `the custom <code>${nowrap('X-Linkwell-Authorization')}</code> header`,
    );
    expect(keepCodeWordsWhole('<code>X-Linkwell-Authorization: Bearer &#x3C;your JWT></code>')).toBe(
      `<code>${nowrap('X-Linkwell-Authorization:')} ${nowrap('Bearer &#x3C;your JWT>')}</code>`,
    );
  });

  it('keeps a placeholder whole with the word before it (outside review MM: "Bearer <your" / "JWT>" at 375 px)', () => {
    expect(keepCodeWordsWhole('<code>&lt;your JWT></code> and <code>Bearer &#x3C;token></code>')).toBe(
      `<code>${nowrap('&lt;your JWT>')}</code> and <code>${nowrap('Bearer &#x3C;token>')}</code>`,
    );
  });

  it('leaves code without a hyphen, words outside code and code blocks as they are', () => {
    const html =
      '<p>A read-only <code>limit</code> and <code>401 Unauthorized</code></p><pre><code>X-Linkwell-Authorization</code></pre>';
    expect(keepCodeWordsWhole(html)).toBe(html);
  });

  it('keeps a trailing or doubled hyphen as it was', () => {
    expect(keepCodeWordsWhole('<code>--data</code> <code>a-</code>')).toBe('<code>--data</code> <code>a-</code>');
  });
});
