/**
 * Keeps each hyphenated word of inline code on one line: browsers break a line after a hyphen, so
 * `X-Linkwell-Authorization` showed as "X-" at a line's end and "Linkwell-Authorization" below it
 * at 1024 px (an outside review). Such a word is wrapped in a no-wrap span; the code still breaks at
 * its spaces, so a long header line fits a phone; a placeholder such as `<your JWT>` keeps its word before it. Code blocks (`<pre>`) are left as they are. For
 * Markdown rendered at build time from the site's own content.
 */
export function keepCodeWordsWhole(html: string): string {
  return html.replace(/(?<!<pre[^>]*>)<code>([^<]*)<\/code>/g, (_match, text: string) => {
    // A placeholder with the word before it ("Bearer <your JWT>") stays whole too, so a header line
    // breaks only after its name, never inside "<your JWT>" (outside review MM, at 375 px).
    const kept = text.replace(
      /(?:[^\s&<>-]+ )?(?:&#x3C;|&lt;)[^<>&]*>|[^\s-]+(?:-[^\s-]+)+/g,
      (word) => `<span class="whitespace-nowrap">${word}</span>`,
    );
    return `<code>${kept}</code>`;
  });
}
