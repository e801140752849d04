/** A lower-case, hyphenated form of `text` for element ids and storage keys (client-safe). */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'form';
