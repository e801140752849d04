/** @jest-environment node */
import { renderMarkdown } from '@/lib/content/markdown';

const nowrap = (word: string) => `<span class="whitespace-nowrap">${word}</span>`;
const render = async (markdown: string, codeWords = true) =>
  (await renderMarkdown(markdown, { codeWords })).html.trim();

describe('renderMarkdown with codeWords: inline code never breaks inside a word', () => {
  it('keeps a hyphenated header name on one line, and the code breaking at its spaces', async () => {
    expect(await render('the custom `X-Linkwell-Authorization` header')).toBe(
      `<p>the custom <code>${nowrap('X-Linkwell-Authorization')}</code> header</p>`,
    );
    expect(await render('`X-Linkwell-Authorization: Bearer <your JWT>`')).toBe(
      `<p><code>${nowrap('X-Linkwell-Authorization:')} ${nowrap('Bearer &#x3C;your JWT>')}</code></p>`,
    );
  });

  it('keeps a placeholder whole with the word before it (outside review MM: "Bearer <your" / "JWT>" at 375 px)', async () => {
    expect(await render('`<your JWT>` and `Bearer <token>`')).toBe(
      `<p><code>${nowrap('&#x3C;your JWT>')}</code> and <code>${nowrap('Bearer &#x3C;token>')}</code></p>`,
    );
  });

  it('leaves code without a hyphen, words outside code and code blocks as they are', async () => {
    expect(await render('A read-only `limit` and `401 Unauthorized`\n\n```\nX-Linkwell-Authorization\n```')).toBe(
      '<p>A read-only <code>limit</code> and <code>401 Unauthorized</code></p>\n<pre><code>X-Linkwell-Authorization\n</code></pre>',
    );
  });

  it('keeps a trailing or doubled hyphen as it was', async () => {
    expect(await render('`--data` `a-`')).toBe('<p><code>--data</code> <code>a-</code></p>');
  });

  it('leaves inline code as written without the option (a docs article)', async () => {
    expect(await render('the custom `X-Linkwell-Authorization` header', false)).toBe(
      '<p>the custom <code>X-Linkwell-Authorization</code> header</p>',
    );
  });
});
