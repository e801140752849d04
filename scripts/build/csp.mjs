// @ts-check
/**
 * The Content-Security-Policy of each exported page, computed from its HTML after `next build`.
 *
 * Scripts: 'self' plus the sha256 hash of every inline script the page carries, taken from the
 * page as shipped, the one source of truth (Next emits its bootstrap and the RSC payload inline; the
 * first-paint room's scripts are serialised from typed functions, lib/first-paint/; the hashes
 * differ per page). No 'unsafe-inline' and no 'unsafe-eval'. JSON-LD blocks and the loader's chunk
 * list are data, not scripts: CSP does not apply to them.
 * Styles: 'self' (the one stylesheet under /_next/static/). Inline <style> elements are allowed by
 * hash: the page's own and every other page's (`routedStyles`), because a page reached by a link is
 * rendered into the first page's document, under the first page's policy (a /pricing opened from /
 * lost its billing switch's <style>: both periods showed). Inline style="" attributes in the HTML,
 * if a page has any, by hash in
 * style-src-attr with 'unsafe-hashes' (a hash allows exactly that declaration, nothing else).
 * Style changes React makes at run time go through the CSSOM, which CSP does not restrict.
 */
import crypto from 'node:crypto';
import { decodeEntities, tagAttributes } from '../lib/exported-pages.mjs';

/** Headers sent with every response, whatever the path. */
export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The one trailing-slash redirect a server may make: /about/ -> /about. Only a path of plain
 * segments matches, so the target can never start with // or /\ (which a browser reads as another
 * host, e.g. /%5Cevil.example/ -> /\evil.example): anything else with a trailing slash is a 404.
 * The same pattern in nginx (PCRE) and JavaScript; group 1 is the target path.
 */
export const trailingSlashRedirect = '^(/[A-Za-z0-9._~-]+(?:/[A-Za-z0-9._~-]+)*)/+$';

/**
 * A request target whose path holds a run of slashes ("//pricing", "///about?x=1", from mis-joined
 * links such as "https://site//pricing") is redirected to the path with each run merged, query kept:
 * Next's router cannot run at such an address (it reads "//pricing" as the host "pricing"). Only a
 * path of plain segment characters matches, so the merged target always starts with one slash and
 * a segment character: never a protocol-relative "//host" or "/\host". Matched against the raw
 * target (nginx: $request_uri; scripts/serve.mjs: the request line), in PCRE and JavaScript alike.
 */
export const doubledSlashRedirect = '^(?=[^?]*//)/[A-Za-z0-9._~/-]*(?:\\?.*)?$';

/**
 * The target of a doubled-slash redirect: the path with every run of slashes merged, then the query.
 * @param {string} target a request target that matches doubledSlashRedirect
 */
export const mergedSlashesTarget = (target) => {
  const queryAt = target.indexOf('?');
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  return pathname.replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : target.slice(queryAt));
};

/** Content-hashed build output (/_next/static/) is cached for a year and never revalidated. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Pages and their prefetch data are always revalidated, so a deploy shows at once. */
export const htmlCacheControl = 'no-cache';

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** @param {string} text */
const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline scripts, inline style elements and style attributes of one HTML document.
 * @param {string} html
 */
export function inlineSources(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = tagAttributes(match[1] ?? '');
    if (attrs.has('src')) continue;
    if (!executableTypes.has((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    scripts.push(match[2] ?? '');
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  // Attribute values are hashed as the browser sees them (entities decoded).
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? ''),
  );
  return { scripts, styles, styleAttributes };
}

/** @param {string[]} items */
const unique = (items) => [...new Set(items)];

/**
 * The Content-Security-Policy for one page's HTML.
 * @param {string} html
 * @param {{ connectOrigins?: string[], routedStyles?: string[] }} [options] where the page may send
 * requests besides 'self'; the inline <style> texts of the site's other pages (routedStyles), which a
 * link routed in the page renders into this document
 */
export function contentSecurityPolicy(html, { connectOrigins = [], routedStyles = [] } = {}) {
  const { scripts, styles, styleAttributes } = inlineSources(html);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(scripts.map(sha256))],
    ['style-src', "'self'", ...unique([...styles, ...routedStyles].map(sha256))],
    ...(styleAttributes.length ? [['style-src-attr', "'unsafe-hashes'", ...unique(styleAttributes.map(sha256))]] : []),
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The policy of everything that is not a page (assets, the 404 page on hosts without a map): nothing inline runs. */
export const defaultContentSecurityPolicy = contentSecurityPolicy('');
