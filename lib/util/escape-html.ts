/** Text made safe to place between HTML tags (no attribute values: quotes are left as they are). */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
