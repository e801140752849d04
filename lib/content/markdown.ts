import 'server-only';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import { supportHoursRange } from '@/lib/site/site';
import { headingIdAllocator } from '@/lib/util/slugify';

export type Heading = { depth: number; text: string; id: string };
/** A fenced block with a label after its language (```text Product syncing scopes), for a code panel (codePanels). */
export type CodeBlock = { label: string; language: string; code: string };
type RenderedMarkdown = { html: string; headings: Heading[]; code: CodeBlock[] };

type MdNode = {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  children?: MdNode[];
  data?: Record<string, unknown>;
};

type RenderMarkdownOptions = {
  /**
   * Wraps every heading from level 2 down in `<div class="heading-anchor-wrapper">` followed by a
   * permalink `<a class="heading-anchor" href="#id" aria-label="Permalink: text">#</a>`.
   */
  headingAnchors?: boolean;
  /**
   * Leaves `<!-- code:N -->` where a labelled fenced block was, the block in `code` (N its index), for the page
   * to set in a code panel with a Copy button (a docs article's). Unlabelled blocks stay plain.
   */
  codePanels?: boolean;
};

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts a permalink after each heading (a sibling, so the heading's own name stays its text). */
function headingPermalinks(headings: Heading[]) {
  return () => (tree: MdNode) => {
    const visit = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type !== 'heading' || (child.depth ?? 2) < 2) {
          visit(child);
          return [child];
        }
        const id = (child.data?.hProperties as { id?: string } | undefined)?.id;
        const heading = headings.find((entry) => entry.id === id);
        if (!id || !heading) return [child];
        return [
          { type: 'html', value: '<div class="heading-anchor-wrapper">' },
          child,
          {
            type: 'html',
            value: `<a class="heading-anchor" href="#${id}" aria-label="Permalink: ${escapeAttribute(heading.text)}">#</a></div>`,
          },
        ];
      });
    };
    visit(tree);
  };
}

/** Takes each labelled fenced block out into `blocks`, leaving its marker (the `codePanels` option). */
function labelledCode(blocks: CodeBlock[]) {
  return () => (tree: MdNode) => {
    const visit = (node: MdNode) => {
      node.children = node.children?.map((child) => {
        if (child.type !== 'code' || !child.meta) {
          visit(child);
          return child;
        }
        blocks.push({ label: child.meta.trim(), language: child.lang ?? 'text', code: child.value ?? '' });
        return { type: 'html', value: `<!-- code:${blocks.length - 1} -->` };
      });
    };
    visit(tree);
  };
}

/**
 * Puts every table in a box that scrolls sideways, named after the section it is in: on a small
 * phone a table wider than the column scrolls on its own instead of the whole page (the cookie
 * policy's four columns at 320 px). Focusable, so a keyboard can scroll it too.
 */
function scrollableTables() {
  return () => (tree: MdNode) => {
    let section = 'Table';
    const visit = (node: MdNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'heading') section = nodeText(child).trim();
        if (child.type !== 'table') {
          visit(child);
          return [child];
        }
        return [
          {
            type: 'html',
            value: `<div class="table-scroll" data-scroll-x tabindex="0" role="region" aria-label="${escapeAttribute(section)}">`,
          },
          child,
          { type: 'html', value: '</div>' },
        ];
      });
    };
    visit(tree);
  };
}

/**
 * A paragraph that opens with a bold label (**Note:**, **Fix:**, **Warning:**) is set as a callout, a
 * tinted box with a rule at its left, as Stripe's docs set theirs (a reviewer found the articles' notes
 * plain paragraphs). Utility classes the site already ships, so the box costs no CSS.
 */
const calloutClasses = {
  note: 'rounded-lg border-l-2 border-brand-500 bg-brand-50 px-4 py-3',
  warning: 'rounded-lg border-l-2 border-warning-700 bg-warning-50 px-4 py-3',
} as const;
const calloutKinds: Record<string, keyof typeof calloutClasses> = {
  note: 'note',
  fix: 'note',
  tip: 'note',
  warning: 'warning',
};

function callouts() {
  return () => (tree: MdNode) => {
    const visit = (node: MdNode) => {
      for (const child of node.children ?? []) {
        const [first] = child.children ?? [];
        // The label's own colon, in the bold ("**Note:**"): a bold word that only opens a sentence is no label.
        const label = first?.type === 'strong' ? nodeText(first).trim().toLowerCase() : '';
        const kind = child.type === 'paragraph' && label.endsWith(':') ? calloutKinds[label.slice(0, -1)] : undefined;
        if (kind) child.data = { ...child.data, hProperties: { className: calloutClasses[kind] } };
        else visit(child);
      }
    };
    visit(tree);
  };
}

/** Plain text of a Markdown node (what a reader sees of a heading). */
function nodeText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(nodeText).join('');
}

/** Gives every heading a stable, unique id and records it for tables of contents. */
function headingIds(headings: Heading[]) {
  return () => (tree: MdNode) => {
    const nextId = headingIdAllocator();
    const visit = (node: MdNode) => {
      if (node.type === 'heading') {
        const text = nodeText(node).trim();
        const id = nextId(text);
        node.data = { ...node.data, hProperties: { id } };
        headings.push({ depth: node.depth ?? 2, text, id });
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}

/** Markdown to HTML at build time (GFM tables included); the browser only ever gets the HTML. */
export async function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const code: CodeBlock[] = [];
  const processor = remark().use(remarkGfm).use(headingIds(headings)).use(scrollableTables()).use(callouts());
  if (options.headingAnchors) processor.use(headingPermalinks(headings));
  if (options.codePanels) processor.use(labelledCode(code));
  const file = await processor.use(remarkHtml, { sanitize: false }).process(markdown);
  // The support hours on one line, as components/ui/WholeHours.tsx keeps them in a component's text.
  const html = String(file).replaceAll(
    supportHoursRange,
    `<span class="whitespace-nowrap">${supportHoursRange}</span>`,
  );
  return { html, headings, code };
}
