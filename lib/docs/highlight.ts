/**
 * A small build-time syntax highlighter for the API samples (shell with curl, and JavaScript).
 * It returns HTML with <span class="tok-*"> around tokens; the browser only ever gets that HTML.
 */

export type CodeLanguage = 'bash' | 'javascript';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Rule = { kind: string; pattern: RegExp };

const jsKeywords = [
  'const',
  'let',
  'var',
  'await',
  'async',
  'function',
  'return',
  'new',
  'if',
  'else',
  'true',
  'false',
  'null',
  'throw',
  'of',
  'for',
];

const rules: Record<CodeLanguage, Rule[]> = {
  bash: [
    { kind: 'comment', pattern: /#[^\n]*/y },
    { kind: 'string', pattern: /'[^']*'|"(?:[^"\\]|\\.)*"/y },
    { kind: 'variable', pattern: /\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/y },
    { kind: 'keyword', pattern: /\b(?:curl|export)\b/y },
    { kind: 'flag', pattern: /(?<=\s)--?[A-Za-z][A-Za-z-]*/y },
  ],
  javascript: [
    { kind: 'comment', pattern: /\/\/[^\n]*/y },
    { kind: 'string', pattern: /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/y },
    { kind: 'keyword', pattern: new RegExp(`\\b(?:${jsKeywords.join('|')})\\b`, 'y') },
    { kind: 'number', pattern: /\b\d+(?:\.\d+)?\b/y },
    { kind: 'property', pattern: /\b[A-Za-z_$][\w$]*(?=\s*:)/y },
  ],
};

/** Highlights `code` as `language`; unknown text is escaped and left plain. */
export function highlight(code: string, language: CodeLanguage): string {
  const languageRules = rules[language];
  let html = '';
  let plain = '';
  let index = 0;
  outer: while (index < code.length) {
    for (const { kind, pattern } of languageRules) {
      pattern.lastIndex = index;
      const match = pattern.exec(code);
      if (match && match[0].length > 0) {
        html += escapeHtml(plain) + `<span class="tok-${kind}">${escapeHtml(match[0])}</span>`;
        plain = '';
        index += match[0].length;
        continue outer;
      }
    }
    // Consume a whole identifier at once so that keywords are only matched at word starts.
    const word = /[A-Za-z0-9_$]+/y;
    word.lastIndex = index;
    const identifier = word.exec(code);
    const step = identifier ? identifier[0].length : 1;
    plain += code.slice(index, index + step);
    index += step;
  }
  return html + escapeHtml(plain);
}
