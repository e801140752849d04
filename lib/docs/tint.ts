import { escapeHtml } from '@/lib/util/escape-html';

/**
 * A few lines' worth of highlighting for the API samples written by ApiSampleTabs (curl, JavaScript
 * fetch, Python): keys, strings, keywords, flags and literals, and called names in the colours shiki's
 * github-dark gives them at build time (lib/docs/highlight.ts), so they read as the docs' other
 * samples. Enough for the code our own sample writers produce, not a general highlighter.
 */
const token =
  /("[^"]*"(?=\s*:))|('(?:[^'\\]|\\.)*'|"[^"]*"|`[^`]*`)|\b(const|await|new|if|throw|import|def)\b|(\B-[A-Za-z]\b|\\$|\b(?:true|false|True|False|\d[\d.]*)\b)|(\bcurl\b|[\w$]+(?=\())/gm;
// A JSON key in the blue of literals, a string in green (lib/docs/highlight.ts: one pale blue for both read as monochrome).
const colours = ['#79B8FF', '#85E89D', '#F97583', '#79B8FF', '#B392F0'];

export function tint(code: string): string {
  let html = '';
  let from = 0;
  for (const match of code.matchAll(token)) {
    const kind = match.slice(1).findIndex(Boolean);
    html += `${escapeHtml(code.slice(from, match.index))}<span style="color:${colours[kind]}">${escapeHtml(match[0])}</span>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(code.slice(from));
}
