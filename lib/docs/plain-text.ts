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

type MdNode = { type: string; value?: string; children?: MdNode[] };

/**
 * The text a reader sees in a Markdown body: words of paragraphs, headings, lists, tables, inline
 * code and code blocks; no link addresses, no HTML or comments, no Markdown punctuation.
 */
export function markdownToPlainText(markdown: string): string {
  const tree = remark().use(remarkGfm).parse(markdown) as MdNode;
  const text = (node: MdNode): string => {
    if (node.type === 'html') return '';
    if (node.type === 'break') return ' ';
    if (typeof node.value === 'string') return node.value;
    // Inline pieces join without a gap (so "**Vendor**(s)" stays one word); blocks join with a space.
    return (node.children ?? []).map(text).join(inlineTypes.has(node.type) ? '' : ' ');
  };
  return text(tree).replace(/\s+/g, ' ').trim();
}
