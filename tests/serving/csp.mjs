/**
 * The Content-Security-Policy of each exported page, computed from its HTML after `next build`.
 *
 * Scripts: 'self' plus the sha256 hash of every inline script the page carries (Next emits its
 * bootstrap and the RSC payload inline; the hashes differ per page). No 'unsafe-inline' and no
 * 'unsafe-eval'. JSON-LD blocks are data, not scripts: CSP does not apply to them.
 * Styles: 'self' (the one stylesheet under /_next/static/). Inline <style> elements, if a page has
 * any, are allowed by hash; inline style="" attributes in the HTML, if a page has any, by hash in
 * style-src-attr with 'unsafe-hashes' (a hash allows exactly that declaration, nothing else).
 * Style changes React makes at run time go through the CSSOM, which CSP does not restrict.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Headers sent with every response, whatever the path. */
export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const htmlCacheControl = 'no-cache';

const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The attributes of a start tag as a lower-cased name -> value map. */
function attributes(source) {
  const map = new Map();
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    map.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return map;
}

const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The inline scripts, inline style elements and style attributes of one HTML document. */
export function inlineSources(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = attributes(match[1]);
    if (attrs.has('src')) continue;
    if (!executableTypes.has((attrs.get('type') ?? '').trim().toLowerCase())) continue;
    scripts.push(match[2]);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]);
  // Attribute values are hashed as the browser sees them (entities decoded).
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => decodeEntities(match[1] ?? match[2]));
  return { scripts, styles, styleAttributes };
}

const unique = (items) => [...new Set(items)];

/**
 * The webhook origins the browser posts to, from the same NEXT_PUBLIC_* variables and defaults as
 * lib/webhooks.config.ts (read at build time), plus any other NEXT_PUBLIC_*WEBHOOK*_URL.
 */
export function webhookOrigins(env = process.env) {
  const receiverOrigin = (env.NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN ?? 'http://127.0.0.1:5678').replace(/\/+$/, '');
  const urls = ['CHAT', 'FORMS', 'APPLICATION', 'QUOTE'].map((name) => env[`NEXT_PUBLIC_${name}_WEBHOOK_URL`] || `${receiverOrigin}/webhook/${name.toLowerCase()}`);
  for (const [key, value] of Object.entries(env)) {
    if (/^NEXT_PUBLIC_\w*WEBHOOK\w*_URL$/.test(key) && value) urls.push(value);
  }
  const origins = [];
  for (const url of urls) {
    try {
      origins.push(new URL(url).origin);
    } catch {
      throw new Error(`A webhook address is not an absolute URL: ${url}`);
    }
  }
  return unique(origins).sort();
}

/** The Content-Security-Policy for one page's HTML. */
export function contentSecurityPolicy(html, { connectOrigins = [] } = {}) {
  const { scripts, styles, styleAttributes } = inlineSources(html);
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", ...unique(scripts.map(sha256))],
    ['style-src', "'self'", ...unique(styles.map(sha256))],
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

/** Every exported HTML file of out/, as { file, paths } with the URL paths that serve it. */
export function exportedPages(outDir) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = `/${path.relative(outDir, full).split(path.sep).join('/')}`;
        const clean = rel === '/index.html' ? '/' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
        pages.push({ file: full, htmlPath: rel, cleanPath: clean });
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.htmlPath.localeCompare(b.htmlPath));
}
