import { nodePlainText, parseMarkdown, type MdNode } from '@/lib/docs/plain-text';
import { headingIdAllocator } from '@/lib/util/slugify';

/** One part of an article: its opening (no heading) or a heading with the text up to the next heading. */
export type MarkdownSection = {
  /** The heading's id on the page (the Markdown pipeline's), null for the opening. */
  id: string | null;
  heading: string | null;
  text: string;
};

/**
 * Splits a Markdown body at its headings, every level, so that a search result can open the exact
 * section. Ids come from the same allocator as lib/content/markdown.ts, over every heading in the
 * same order (nested ones too), so they are the page's anchors. Empty sections are kept when they
 * have a heading: the heading alone is worth finding.
 */
export function markdownSections(markdown: string): MarkdownSection[] {
  const tree = parseMarkdown(markdown);
  const nextId = headingIdAllocator();
  const ids = new Map<MdNode, string>();
  const visit = (node: MdNode) => {
    if (node.type === 'heading') ids.set(node, nextId(nodePlainText(node)));
    node.children?.forEach(visit);
  };
  visit(tree);

  const sections: MarkdownSection[] = [];
  let current: MarkdownSection = { id: null, heading: null, text: '' };
  const parts: string[] = [];
  const close = () => {
    current.text = parts.filter(Boolean).join(' ');
    if (current.heading || current.text) sections.push(current);
    parts.length = 0;
  };
  for (const node of tree.children ?? []) {
    if (node.type === 'heading') {
      close();
      current = { id: ids.get(node) ?? null, heading: nodePlainText(node), text: '' };
    } else {
      parts.push(nodePlainText(node));
    }
  }
  close();
  return sections;
}
