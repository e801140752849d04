import 'server-only';
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/**
 * Build-time syntax highlighting of the docs' code samples with shiki (VS Code's grammars).
 * Server-only: pages get finished HTML, the browser never loads a highlighter. On a panel of the
 * theme's (`themed`: an article's, the docs landing's) each token's github-dark colour is the fallback of a
 * custom property (`color:var(--k,#F97583)`) that the light theme's pale panel sets (`.code-light`,
 * app/globals.css), as Stripe's guides and Mintlify show code; the API reference's navy column keeps the colours.
 */

export type CodeLanguage = 'bash' | 'csv' | 'javascript' | 'json' | 'text';

/**
 * github-dark on the panel's navy (components/docs/CodeSample.tsx): every token at least 6:1, checked
 * by axe with each code tab shown in tests/e2e/docs/code-contrast.spec.ts (and in an article by routes.spec.ts).
 */
export const codeTheme = 'github-dark';

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter for the whole build, with only the grammars and themes the samples use. */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('@shikijs/themes/github-dark')],
    langs: [
      import('@shikijs/langs/bash'),
      import('@shikijs/langs/csv'),
      import('@shikijs/langs/javascript'),
      import('@shikijs/langs/json'),
    ],
    // The JavaScript regex engine: no WebAssembly to load at build time.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** Shiki's wrapper of each line, which no style uses: some 25 bytes a line, in the HTML and again in the RSC payload. */
const lineWrapper = /^<span class="line">([\s\S]*)<\/span>$/;

/**
 * The highlighted lines of `code`, for inside a <code> element: the coloured tokens, lines separated
 * by newlines (so the element's text is the code exactly, for the copy button).
 */
export async function highlight(code: string, language: CodeLanguage, themed = false): Promise<string> {
  const html = (await getHighlighter()).codeToHtml(code, {
    lang: language,
    theme: codeTheme,
    // No time limit per line (shiki stops at 500 ms and leaves the rest of the line plain): on a
    // busy build machine the light theme of a curl sample came out uncoloured, and the page's
    // HTML changed from one build to the next.
    tokenizeTimeLimit: 0,
  });
  const inner = /<code>([\s\S]*)<\/code>/.exec(html);
  if (!inner) throw new Error('shiki returned no <code> element');
  const slim = slimTokens(
    inner[1]!
      .split('\n')
      .map((line) => lineWrapper.exec(line)?.[1] ?? line)
      .join('\n'),
  );
  return markFillIns(themed ? themeTokens(slim) : slim);
}

/** A value the reader fills in from their dashboard, written `<your-…>` in a sample (shiki escapes its `<`). */
const fillIn = /&#x3C;(your-[a-z-]+)>/g;

/**
 * Each fill-in as a <var>, set as a slot on the code's ground: as plain string text, "paste-your-api-host-here"
 * read as a leftover placeholder (outside review OO). Its text stays the same, so Copy copies it whole.
 */
function markFillIns(html: string): string {
  return html.replace(fillIn, '<var class="rounded bg-white/10 px-1 not-italic">&#x3C;$1></var>');
}

/**
 * github-dark's grey (comments, a CSV's fourth column) is 3.1:1 on the panel's navy: raised to 6:1. A faint
 * gradient on the panel once hid it from axe's contrast check, which could not read the background.
 */
const faintGrey = /color:#6A737D/g;
const readableGrey = 'color:#A0A8B1';

/**
 * github-dark's strings are a paler blue than its keys and numbers, so a JSON body read as one colour ("the code is
 * almost monochrome, keys and strings the same pale blue": outside review FFFFFF): strings take its green, as the
 * light panel's strings are green (`--s`).
 */
const paleBlueString = /color:#9ECBFF/g;
const greenString = 'color:#85E89D';

/**
 * Each github-dark colour the samples use, by the custom property that stands for it on a themed panel
 * (keyword, string, number or key, function, comment): set by the light theme's pale panel (`.code-light`).
 */
const tokenVars: Record<string, string> = {
  '#F97583': 'k',
  '#85E89D': 's',
  '#79B8FF': 'n',
  '#B392F0': 'f',
  '#A0A8B1': 'g',
};
const tokenColour = /color:(#\w+)/g;

/** The theme's plain text colour, which the panel's own text colour stands for. */
const plainToken = /<span style="color:#E1E4E8">([^<]*)<\/span>/g;
/** Two tokens of one colour side by side (shiki splits a string or a path into several). */
const sameColour = /(<span style="color:(#\w+)">[^<]*)<\/span><span style="color:\2">/g;

/**
 * Fewer bytes for the same colours, in the HTML and again in the RSC payload: plain tokens lose
 * their span, neighbours of one colour share one (the API reference's HTML is the docs' heaviest).
 */
function slimTokens(html: string): string {
  // A plain-text block's lines come as bare spans, which carry nothing.
  let slim = html
    .replace(plainToken, '$1')
    .replace(/<span>([^<]*)<\/span>/g, '$1')
    .replace(faintGrey, readableGrey)
    .replace(paleBlueString, greenString);
  for (let merged = ''; merged !== slim;) [merged, slim] = [slim, slim.replace(sameColour, '$1')];
  return slim;
}

/** Each token's colour as its property, github-dark's colour the fallback (the navy panel's, in the dark theme). */
function themeTokens(html: string): string {
  return html.replace(tokenColour, (_, hex: string) => {
    const name = tokenVars[hex.toUpperCase()];
    // A colour without a property would keep github-dark's light tint on an article's pale panel.
    if (!name) throw new Error(`highlight: no code colour property for ${hex}`);
    return `color:var(--${name},${hex})`;
  });
}
