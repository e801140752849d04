/**
 * The one answer to "does this link stay on this site?", used by the click handler, the search
 * dialog, the search index build and the chat's links. An address is resolved the way the browser
 * resolves it (WHATWG URL: dot segments applied, "%2e" read as a dot, "\" as a slash) before
 * anything is decided, so "/.//evil.example/x" is judged by what it becomes, not by how it looks.
 */

/** A stand-in origin for addresses judged without a page (the build, a fetched index). */
const DETACHED_BASE = 'https://linkwell.invalid/';
/** Longer than any address the site writes; a longer one leads nowhere here. */
export const MAX_SITE_HREF_LENGTH = 512;

/**
 * Where `href` leads on this site, as a path with its query and fragment ("/faq?x=1#trial"), with
 * dot segments applied and runs of slashes merged, or null when it leads elsewhere (another origin,
 * another scheme, userinfo) or does not parse. The merge matters: a path that starts with "//" is
 * a protocol-relative address to a router, so "/.//evil.example/x" becomes "/evil.example/x", a
 * page of this site that does not exist, never another host.
 */
export function sameSitePath(href: string, base: string = DETACHED_BASE): string | null {
  if (href.length > MAX_SITE_HREF_LENGTH * 4) return null;
  let url: URL;
  let origin: string;
  try {
    url = new URL(href, base);
    origin = new URL(base).origin;
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password) return null;
  return url.pathname.replace(/\/{2,}/g, '/') + url.search + url.hash;
}

/**
 * True for a path of this site written the way the site writes them ("/faq#trial"): one leading
 * slash, no whitespace, control characters or backslashes, and nothing that resolving would change
 * (no dot segments, encoded dots or doubled slashes). What the search index holds must pass this,
 * at build time and again when the browser fetches it.
 */
export const isSameSiteHref = (href: unknown): href is string =>
  typeof href === 'string' &&
  href.length <= MAX_SITE_HREF_LENGTH &&
  href.startsWith('/') &&
  !/[\s\\\u0000-\u001f\u007f]/.test(href) &&
  sameSitePath(href) === href;
