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
