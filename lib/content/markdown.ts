import 'server-only';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';

export type Heading = { depth: number; text: string; id: string };
export type RenderedMarkdown = { html: string; headings: Heading[] };

type MdNode = { type: string; value?: string; depth?: number; children?: MdNode[]; data?: Record<string, unknown> };

/** Plain text of a Markdown node (what a reader sees of a heading). */
export function nodeText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(nodeText).join('');
}

/** A URL fragment from heading text: "Option 2: DIY custom app" -> "option-2-diy-custom-app". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives every heading a stable, unique id and records it for tables of contents. */
function headingIds(headings: Heading[]) {
  return () => (tree: MdNode) => {
    const seen = new Map<string, number>();
    const visit = (node: MdNode) => {
      if (node.type === 'heading') {
        const text = nodeText(node).trim();
        const base = slugify(text) || 'section';
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        const id = count === 0 ? base : `${base}-${count}`;
        node.data = { ...node.data, hProperties: { id } };
        headings.push({ depth: node.depth ?? 2, text, id });
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** Markdown to HTML at build time (GFM tables included); the browser only ever gets the HTML. */
export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const file = await remark()
    .use(remarkGfm)
    .use(headingIds(headings))
    .use(remarkHtml, { sanitize: false })
    .process(markdown);
  return { html: String(file), headings };
}
