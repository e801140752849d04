/**
 * A URL fragment from text: "Option 2: DIY custom app" -> "option-2-diy-custom-app",
 * "my plan's limit" -> "my-plans-limit". Client-safe: heading ids, anchors, element ids, storage keys.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Unique ids for a document's headings, in document order: the first "Setup" is "setup", the next
 * "setup-1". The Markdown pipeline and the search index both use it, so a result opens the very
 * anchor the page has.
 */
export function headingIdAllocator(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
