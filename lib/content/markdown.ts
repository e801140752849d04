import 'server-only';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import { supportHoursRange } from '@/lib/site/site';
import { headingIdAllocator } from '@/lib/util/slugify';
import { iconHref, type IconId } from '@/lib/brand/icon-sprite';

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
  /** Keeps each hyphenated word and placeholder of inline code on one line (the API reference's headers: CODE_WORD). */
  codeWords?: boolean;
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

/** A node remark-html renders as a `div` with these classes, holding `children`. */
const box = (className: string, children: MdNode[]): MdNode => ({
  type: 'stackBox',
  data: { hName: 'div', hProperties: { className } },
  children,
});

/**
 * A table of three or more columns with words in its cells, set for a phone as a card a row: its
 * first cell the card's title, each other cell under its column's name. Three columns of ~100 px
 * wrapped every cell over three or four lines at 375 px (outside review QQQ). Figures-only tables
 * keep their columns, which fit. Utility classes the site already ships (the callouts' way), built
 * here, nothing in the browser; the table shows from 640 px.
 */
function stackedTable(table: MdNode): MdNode | null {
  const [head, ...rows] = table.children ?? [];
  const names = head?.children ?? [];
  const wordy = rows.some((row) => row.children?.some((cell) => nodeText(cell).length > 24));
  if (names.length < 3 || !wordy) return null;
  return box(
    'not-prose mb-8 grid gap-3 text-sm text-ink sm:hidden',
    rows.map((row) => {
      const [title, ...cells] = row.children ?? [];
      return box('rounded-lg border border-line p-4', [
        box('font-semibold', title?.children ?? []),
        ...cells.map((cell, index) =>
          box('mt-3', [
            box('text-xs font-semibold text-ink-subtle', names[index + 1]?.children ?? []),
            box('mt-0.5', cell.children ?? []),
          ]),
        ),
      ]);
    }),
  );
}

/** A SKU or a code with a hyphen (KZ-FM1512, NL-1042): one word that a line never breaks at its hyphen. */
const HYPHENATED_CODE = /\b[A-Z][A-Z0-9]*-[A-Z0-9][A-Z0-9-]*\b/g;

/**
 * In inline code, a hyphenated word (`X-Linkwell-Authorization`), or a placeholder with the word before it
 * (`Bearer <your JWT>`): a browser breaks a line after a hyphen, so the header showed as "X-" at a line's end at
 * 1024 px, and "Bearer <your" over "JWT>" at 375 px (outside reviews). The code still breaks at its other spaces, so
 * a long header line fits a phone.
 */
const CODE_WORD = /(?:[^\s<>-]+ )?<[^<>]*>|[^\s-]+(?:-[^\s-]+)+/g;

/** A text's runs, each match of `pattern` in a span that does not wrap; null when nothing matches. */
function wholeRuns(text: string, pattern: RegExp): MdNode[] | null {
  const parts: MdNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ type: 'text', value: text.slice(last, match.index) });
    parts.push({
      type: 'wholeWord',
      data: { hName: 'span', hProperties: { className: 'whitespace-nowrap' } },
      children: [{ type: 'text', value: match[0] }],
    });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}

/**
 * Words a line must not break, kept whole in no-wrap spans (a span, not a no-break hyphen, so a copied SKU or header
 * is what was written): each hyphenated code in a table's text (a narrow column broke "KZ-FM1512" after its hyphen, and
 * a SKU read as two: outside review ZZZZZ), and with `code`, each hyphenated word or placeholder of inline code
 * (CODE_WORD). Code blocks are left as they are.
 */
function keepWordsWhole(node: MdNode, { table, code }: { table: boolean; code?: boolean }) {
  node.children = node.children?.flatMap((child): MdNode[] => {
    if (child.type === 'text' && table) return wholeRuns(child.value ?? '', HYPHENATED_CODE) ?? [child];
    if (child.type === 'inlineCode' && code) {
      const runs = wholeRuns(child.value ?? '', CODE_WORD);
      return runs ? [{ type: 'wholeCode', data: { hName: 'code' }, children: runs }] : [child];
    }
    keepWordsWhole(child, { table: table || child.type === 'table', code });
    return [child];
  });
}

/**
 * Puts every table in a box that scrolls sideways, named after the section it is in: on a small
 * phone a table wider than the column scrolls on its own instead of the whole page (the cookie
 * policy's four columns at 320 px). Focusable, so a keyboard can scroll it too. While it scrolls, its
 * rows fade at the edge they continue past and a "Scroll →" pill sits at its foot, as a code panel's lines do
 * (`.table-box` and `.edge-fade`, app/globals.css): at 375 px a table's last column lay past the edge with
 * nothing to say so, where the code beside it had the pill (outside review ZZZZZ).
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
        const stacked = stackedTable(child);
        return [
          {
            type: 'html',
            value: `<div class="table-box${stacked ? ' hidden sm:block' : ''}"><div class="table-scroll edge-fade" data-scroll-x tabindex="0" role="region" aria-label="${escapeAttribute(section)}">`,
          },
          child,
          { type: 'html', value: '</div></div>' },
          ...(stacked ? [stacked] : []),
        ];
      });
    };
    visit(tree);
  };
}

/**
 * A paragraph that opens with a bold label (**Note:**, **Tip:**, **Fix:**, **Warning:**), or a
 * blockquote of one such paragraph (`> **Warning:** ...`), is set as a callout, as Stripe's and
 * Mintlify's docs set theirs: a tinted box with a rule at its left and the kind's small mark before
 * the words, the bold label kept as written (a reviewer found the articles' notes plain paragraphs,
 * then plain boxes). The mark is a use of the site's icon sprite, hidden from assistive technology
 * (the label says what the box is). Utility classes the site already ships, so the box costs no CSS;
 * all of it at build time, nothing in the browser.
 */
const calloutStyles = {
  note: { box: 'border-brand-500 bg-brand-50', mark: 'text-brand-700', icon: 'info' },
  tip: { box: 'border-success-700/40 bg-success-50', mark: 'text-success-700', icon: 'lightbulb' },
  // What to do, as the step it is: in green with a tick it read as a success message (outside review BBBBBB).
  fix: { box: 'border-brand-500 bg-brand-50', mark: 'text-brand-700', icon: 'arrowRight' },
  warning: { box: 'border-warning-700 bg-warning-50', mark: 'text-warning-700', icon: 'alert' },
} as const satisfies Record<string, { box: string; mark: string; icon: IconId }>;

/** The callout a node opens, by its label: a paragraph's first bold run with its own colon ("**Note:**"). */
function calloutKind(node: MdNode): keyof typeof calloutStyles | undefined {
  const [first] = node.children ?? [];
  // The label's own colon, in the bold: a bold word that only opens a sentence is no label.
  const label = node.type === 'paragraph' && first?.type === 'strong' ? nodeText(first).trim().toLowerCase() : '';
  return label.endsWith(':') && Object.hasOwn(calloutStyles, label.slice(0, -1))
    ? (label.slice(0, -1) as keyof typeof calloutStyles)
    : undefined;
}

function callouts() {
  return () => (tree: MdNode) => {
    const visit = (node: MdNode) => {
      node.children = node.children?.map((child) => {
        const quoted = child.type === 'blockquote' && child.children?.length === 1 ? child.children[0]! : null;
        const paragraph = quoted ?? child;
        const kind = calloutKind(paragraph);
        if (!kind) {
          visit(child);
          return child;
        }
        const style = calloutStyles[kind];
        // A flex row: the mark, then the words in a span (so a second line starts under the first, not the mark).
        return {
          type: 'paragraph',
          data: { hProperties: { className: `flex gap-3 rounded-lg border-l-2 px-4 py-3 ${style.box}` } },
          children: [
            {
              type: 'html',
              value: `<svg aria-hidden="true" class="mt-1 size-5 shrink-0 ${style.mark}"><use href="${iconHref(style.icon)}"/></svg>`,
            },
            { type: 'callout', data: { hName: 'span' }, children: paragraph.children },
          ],
        };
      });
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
  const processor = remark()
    .use(remarkGfm)
    .use(headingIds(headings))
    .use(scrollableTables())
    .use(callouts())
    // After the tables are boxed: a phone's cards of a table (stackedTable) keep their words as written.
    .use(() => (tree: MdNode) => keepWordsWhole(tree, { table: false, code: options.codeWords }));
  if (options.headingAnchors) processor.use(headingPermalinks(headings));
  if (options.codePanels) processor.use(labelledCode(code));
  const file = await processor.use(remarkHtml, { sanitize: false }).process(markdown);
  // The support hours on one line, as components/ui/WholeRanges.tsx keeps them in a component's text.
  const html = String(file).replaceAll(
    supportHoursRange,
    `<span class="whitespace-nowrap">${supportHoursRange}</span>`,
  );
  return { html, headings, code };
}
