/**
 * True for a path of this site ("/faq#trial"): one leading slash, no scheme, no "//" or "/\\" that
 * a browser would read as another host, no whitespace or control characters. The search index is
 * fetched at run time, so its links are checked again before they are shown.
 */
export const isSameSiteHref = (href: unknown): href is string =>
  typeof href === 'string' && /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(href) && href.length <= 512;
