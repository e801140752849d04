import { remark } from 'remark';
import remarkGfm from 'remark-gfm';

const inlineTypes = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

export type MdNode = { type: string; value?: string; depth?: number; children?: MdNode[] };

/** A Markdown body's syntax tree (GFM). */
export const parseMarkdown = (markdown: string) => remark().use(remarkGfm).parse(markdown) as MdNode;

/** A list item whose sentence carries on into the next item: it ends on a joining word. */
const runsOn = /\b(?:and|or|but|nor|then)\s*$/i;

/** The text a reader sees of one node, whitespace collapsed (see markdownToPlainText). */
export function nodePlainText(node: MdNode): string {
  const text = (current: MdNode): string => {
    if (current.type === 'html') return '';
    if (current.type === 'break') return ' ';
    if (typeof current.value === 'string') return current.value;
    // Inline pieces join without a gap (so "**Vendor**(s)" stays one word); blocks join with a space.
    const joined = (current.children ?? []).map(text).join(inlineTypes.has(current.type) ? '' : ' ');
    // A list item ends with a full stop when it has none, so a search excerpt does not run one
    // item into the next ("Smart Collection A price calculated by…", issue 49's review), unless its
    // sentence runs on into the next item ("archives it in the hub, and / stops sending…").
    return current.type === 'listItem' && /[\p{L}\p{N})\]`'"]\s*$/u.test(joined) && !runsOn.test(joined)
      ? `${joined.trimEnd()}.`
      : joined;
  };
  return text(node).replace(/\s+/g, ' ').trim();
}

/**
 * The text a reader sees in a Markdown body: words of paragraphs, headings, lists, tables, inline
 * code and code blocks; no link addresses, no HTML or comments, no Markdown punctuation.
 */
export const markdownToPlainText = (markdown: string): string => nodePlainText(parseMarkdown(markdown));
