/**
 * Keeps each hyphenated word of inline code on one line: browsers break a line after a hyphen, so
 * `X-Linkwell-Authorization` showed as "X-" at a line's end and "Linkwell-Authorization" below it
 * at 1024 px (an outside review). Such a word is wrapped in a no-wrap span; the code still breaks at
 * its spaces, so a long header line fits a phone. Code blocks (`<pre>`) are left as they are. For
 * Markdown rendered at build time from the site's own content.
 */
export function keepCodeWordsWhole(html: string): string {
  return html.replace(/(?<!<pre[^>]*>)<code>([^<]*)<\/code>/g, (_match, text: string) => {
    const kept = text.replace(/[^\s-]+(?:-[^\s-]+)+/g, (word) => `<span class="whitespace-nowrap">${word}</span>`);
    return `<code>${kept}</code>`;
  });
}
