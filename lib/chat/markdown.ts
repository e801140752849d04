/**
 * A small Markdown parser for bot replies: paragraphs, line breaks, lists, fenced code, headings
 * (shown as bold lines), bold, italics, inline code and links. It returns a tree, never HTML, so
 * whatever a reply contains is rendered as text (raw HTML stays visible and inert). Only http(s),
 * mailto and tel addresses without userinfo and site-relative paths (as sameSitePath resolves them)
 * become links. Every search is memoised, so a hostile reply costs linear time, and very long
 * blocks are shown as plain text.
 */
import { sameSitePath } from '@/lib/site/same-site';
import { INVISIBLE_CHARACTERS } from '@/lib/util/invisible-characters';

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: InlineNode[] }
  | { type: 'break' };

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] }
  | { type: 'code'; value: string }
  | { type: 'rule' };

const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Longer blocks are not parsed for inline formatting (shown as text with line breaks). */
export const MAX_FORMATTED_BLOCK_LENGTH = 20_000;
/** A longer text is not parsed as Markdown at all: it is shown as plain text with its line breaks. */
export const MAX_MARKDOWN_LENGTH = 32_000;
/** The text without the characters a reader cannot see (lib/util/invisible-characters.ts); U+200C and U+200D stay. */
export const withoutInvisibleControls = (text: string) => text.replace(INVISIBLE_CHARACTERS, '');
const MAX_INLINE_DEPTH = 4;
const MAX_HREF_LENGTH = 2048;
const ESCAPABLE = new Set('\\`*_{}[]()#+-.!<>|~'.split(''));

/** The address to link to, or null when it must not be a link (javascript:, data:, ...). */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (!href || href.length > MAX_HREF_LENGTH) return null;
  if (/^[?#]/.test(href)) return href;
  // A path is judged by what the browser makes of it: "/.//evil.example/x" is "/evil.example/x".
  if (href.startsWith('/')) return sameSitePath(href);
  let url: URL;
  try {
    // No base: anything that is not an absolute URL (or site-relative, above) is not linked.
    url = new URL(href);
  } catch {
    return null;
  }
  // "https://linkwell.example@evil.example/" reads as this site and leads elsewhere.
  if (url.username || url.password) return null;
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** indexOf with memory: a later search from inside an earlier searched span reuses its answer. */
function createFinder(source: string) {
  const cache = new Map<string, { from: number; at: number }>();
  return (needle: string, from: number, closesEmphasis = false): number => {
    const key = closesEmphasis ? `e${needle}` : needle;
    const known = cache.get(key);
    if (known && from >= known.from && (known.at === -1 || from <= known.at)) return known.at;
    let at = source.indexOf(needle, from);
    // Emphasis closes only right after a non-space character.
    while (closesEmphasis && at !== -1 && /\s/.test(source[at - 1] ?? ' ')) at = source.indexOf(needle, at + 1);
    cache.set(key, { from, at });
    return at;
  };
}

function textWithBreaks(value: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  value.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push({ type: 'break' });
    if (line) nodes.push({ type: 'text', value: line });
  });
  return nodes;
}

export function parseInline(source: string, depth = 0, allowLinks = true): InlineNode[] {
  if (source.length > MAX_FORMATTED_BLOCK_LENGTH || depth > MAX_INLINE_DEPTH) return textWithBreaks(source);
  const find = createFinder(source);
  const nodes: InlineNode[] = [];
  let text = '';
  const flush = () => {
    if (text) nodes.push({ type: 'text', value: text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];

    if (char === '\\' && next !== undefined && ESCAPABLE.has(next)) {
      text += next;
      i += 2;
      continue;
    }
    if (char === '\n') {
      flush();
      nodes.push({ type: 'break' });
      i += 1;
      continue;
    }
    if (char === '`') {
      let run = 1;
      while (source[i + run] === '`') run += 1;
      const fence = '`'.repeat(run);
      const close = find(fence, i + run);
      if (close !== -1) {
        flush();
        nodes.push({ type: 'code', value: source.slice(i + run, close) });
        i = close + run;
      } else {
        text += fence;
        i += run;
      }
      continue;
    }
    if (char === '*' || char === '_') {
      const delimiter = next === char ? char + char : char;
      const start = i + delimiter.length;
      const after = source[start];
      const before = source[i - 1] ?? ' ';
      const canOpen = after !== undefined && !/\s/.test(after) && !(char === '_' && /[\p{L}\p{N}]/u.test(before));
      const close = canOpen ? find(delimiter, start + 1, true) : -1;
      if (close !== -1) {
        flush();
        const children = parseInline(source.slice(start, close), depth + 1, allowLinks);
        nodes.push(delimiter.length === 2 ? { type: 'strong', children } : { type: 'em', children });
        i = close + delimiter.length;
      } else {
        text += delimiter;
        i += delimiter.length;
      }
      continue;
    }
    if (char === '[' && allowLinks) {
      const closeLabel = find(']', i + 1);
      const closeTarget = closeLabel !== -1 && source[closeLabel + 1] === '(' ? find(')', closeLabel + 2) : -1;
      if (closeTarget !== -1) {
        flush();
        const label = parseInline(source.slice(i + 1, closeLabel), depth + 1, false);
        const target =
          source
            .slice(closeLabel + 2, closeTarget)
            .trim()
            .split(/\s+/)[0] ?? '';
        const href = safeHref(target);
        if (href) nodes.push({ type: 'link', href, children: label });
        else nodes.push(...label);
        i = closeTarget + 1;
        continue;
      }
    }
    if (
      (char === 'h' || char === 'H') &&
      allowLinks &&
      /^https?:\/\/\S/i.test(source.slice(i, i + 9)) &&
      /[\s(<"'*_]/.test(source[i - 1] ?? ' ')
    ) {
      let end = i;
      while (end < source.length && !/[\s<>"`]/.test(source[end]!)) end += 1;
      while (end > i && /[.,;:!?)\]'*_]/.test(source[end - 1]!)) end -= 1;
      const address = source.slice(i, end);
      const href = safeHref(address);
      if (href) {
        flush();
        nodes.push({ type: 'link', href, children: [{ type: 'text', value: address }] });
        i = end;
        continue;
      }
    }
    text += char;
    i += 1;
  }
  flush();
  return nodes;
}

// A backtick fence's info string has no backtick (so a line of backticks and text stays text).
const FENCE = /^ {0,3}(?:(`{3,})[^`]*|(~{3,}).*)$/;
const HEADING = /^ {0,3}#{1,6}(?:\s+(.*?))?\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;

type ListMatch = { ordered: boolean; number: number; text: string };

function listItem(line: string): ListMatch | null {
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, number: 1, text: bullet[1] ?? '' };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, number: Number(numbered[1]), text: numbered[2] ?? '' };
  return null;
}

export function parseMarkdown(markdown: string): BlockNode[] {
  const source = withoutInvisibleControls(markdown).replace(/\r\n?/g, '\n');
  if (source.length > MAX_MARKDOWN_LENGTH) return [{ type: 'paragraph', children: textWithBreaks(source) }];
  const lines = source.split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      flushParagraph();
      const marker = (fence[1] ?? fence[2])!;
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith(marker)) {
        code.push(lines[i]!);
        i += 1;
      }
      i += 1;
      blocks.push({ type: 'code', value: code.join('\n') });
      continue;
    }
    if (!line.trim()) {
      flushParagraph();
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      flushParagraph();
      blocks.push({ type: 'rule' });
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      blocks.push({ type: 'heading', children: parseInline(heading[1] ?? '') });
      i += 1;
      continue;
    }
    const first = listItem(line);
    if (first) {
      flushParagraph();
      const items: string[] = [first.text];
      i += 1;
      while (i < lines.length) {
        const current = lines[i]!;
        const item = listItem(current);
        if (item && item.ordered === first.ordered) {
          items.push(item.text);
        } else if (current.trim() && !item && /^\s/.test(current)) {
          items[items.length - 1] += `\n${current.trim()}`;
        } else if (!current.trim() && listItem(lines[i + 1] ?? '')?.ordered === first.ordered) {
          // A blank line between two items of the same list keeps the list going.
        } else {
          break;
        }
        i += 1;
      }
      blocks.push({
        type: 'list',
        ordered: first.ordered,
        start: first.number,
        items: items.map((item) => parseInline(item)),
      });
      continue;
    }
    paragraph.push(line);
    i += 1;
  }
  flushParagraph();
  return blocks;
}

/**
 * A reply while it streams, without its unfinished end: a link whose address has not arrived shows
 * its words so far as plain text (never "[More in our"), and a bold whose closing marks have not
 * arrived shows its words unmarked (never a stray "**"). The finished reply is parsed whole.
 */
export function settledMarkdown(text: string): string {
  let settled = text;
  const open = settled.lastIndexOf('[');
  if (open >= 0 && !/\]\([^)]*\)/.test(settled.slice(open))) {
    const words = settled.slice(open + 1);
    settled = settled.slice(0, open) + words.slice(0, words.includes('](') ? words.indexOf('](') : undefined);
  }
  const marks = settled.split('**').length - 1;
  if (marks % 2 === 1) {
    const last = settled.lastIndexOf('**');
    settled = settled.slice(0, last) + settled.slice(last + 2);
  }
  return settled;
}
