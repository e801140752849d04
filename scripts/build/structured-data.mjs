// @ts-check
/**
 * A post-build step, for weight only: React renders each page's structured data whole
 * (components/seo/JsonLd.tsx), so `next build` alone ships it, and React's payload carries the same
 * text a second time, that only hydration reads: as a text row (`ID:T<hex length>,<text>`) when it
 * is long, inside the script's props (`"__html":"<text>"`) when it is short. This step
 * empties that copy in the page's inline payload and in its `.txt` payload files (0.5 KB gzipped on
 * /pricing, 0.1-0.2 KB elsewhere). React hydrates a script's `dangerouslySetInnerHTML` without
 * comparing it, so the text the HTML carries stays.
 *
 * It checks itself: a page with an empty JSON-LD script, or whose payload no longer holds the text
 * in the shape matched here (after a Next or React upgrade), fails the build with a message naming
 * the page, not a silent pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { exportedPages } from '../lib/exported-pages.mjs';

const jsonLdScript = /<script type="application\/ld\+json">([^<]*)<\/script>/g;
/** Any JSON-LD script, whatever its attributes, to catch a shape the pattern above misses. */
const anyJsonLdScript = /<script\b[^>]*application\/ld\+json[^>]*>/gi;
/** One chunk of the inline payload: `self.__next_f.push([1,"<JSON string>"])`. */
const payloadChunk = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;

/**
 * The two shapes of a text's copy in a payload, each with what replaces it.
 * @param {string} text
 */
const copiesOf = (text) => [
  { copy: `:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`, empty: ':T0,' },
  { copy: `"__html":${JSON.stringify(text)}`, empty: '"__html":""' },
];

/** A decoded payload chunk as a JS string literal again, safe inside a script element as Next writes it. */
const scriptString = (/** @type {string} */ text) =>
  JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The texts of a page's JSON-LD scripts; throws when one is empty or of an unknown shape.
 * @param {string} html
 * @param {string} name the page, for error messages
 */
export function structuredDataTexts(html, name = 'page') {
  const texts = [...html.matchAll(jsonLdScript)].map((match) => match[1] ?? '');
  const all = html.match(anyJsonLdScript) ?? [];
  if (all.length !== texts.length)
    throw new Error(
      `structured-data: ${name}: a JSON-LD script of a shape this step does not know (${all.find((tag) => tag !== '<script type="application/ld+json">')}): did Next or React change how it renders <script>?`,
    );
  if (texts.some((text) => !text.trim())) throw new Error(`structured-data: ${name}: an empty JSON-LD script`);
  return texts;
}

/**
 * Raw payload text (a `.txt` file, or a decoded chunk) with each text's copy emptied; returns the
 * new text and which texts it found.
 * @param {string} payload
 * @param {readonly string[]} texts
 */
export function emptyTextRows(payload, texts) {
  const found = new Set();
  let result = payload;
  for (const text of texts)
    for (const { copy, empty } of copiesOf(text)) {
      if (!result.includes(copy)) continue;
      result = result.split(copy).join(empty);
      found.add(text);
    }
  return { payload: result, found };
}

/**
 * One page's HTML with its structured data's second copy emptied.
 * @param {string} html
 * @param {string} [name] the page, for error messages
 */
export function slimStructuredData(html, name = 'page') {
  const texts = structuredDataTexts(html, name);
  if (!texts.length) return { html, texts };
  const found = new Set();
  // A long text row can straddle two chunks, its header (`ID:T<hex length>,`) ending one and its
  // text opening the next (seen on /pricing: 0.4 KB gzipped sent twice); that copy is emptied too.
  const originals = [...html.matchAll(payloadChunk)].map(([, literal]) => String(JSON.parse(literal ?? '""')));
  const chunks = [...originals];
  const slimChunks = chunks.map((chunk, index) => {
    let payload = chunk;
    const header = /:T([0-9a-f]+),$/.exec(payload);
    const next = chunks[index + 1] ?? '';
    const straddling = header
      ? texts.find((text) => next.startsWith(text) && Buffer.byteLength(text, 'utf8') === parseInt(header[1] ?? '', 16))
      : undefined;
    if (header && straddling !== undefined) {
      payload = `${payload.slice(0, -header[0].length)}:T0,`;
      chunks[index + 1] = next.slice(straddling.length);
      found.add(straddling);
    }
    const emptied = emptyTextRows(payload, texts);
    for (const text of emptied.found) found.add(text);
    return emptied.payload;
  });
  let index = 0;
  const slim = html.replace(payloadChunk, (chunk) => {
    const payload = slimChunks[index];
    const original = originals[index];
    index += 1;
    return payload === original ? chunk : `self.__next_f.push([1,${scriptString(payload ?? '')}])`;
  });
  const missing = texts.find((text) => !found.has(text));
  if (missing !== undefined && !alreadySlim(html, texts.length))
    throw new Error(
      `structured-data: ${name}: the payload holds no copy of its JSON-LD (${missing.slice(0, 60)}...): did Next change how it sends text? The page would work, with the text sent twice.`,
    );
  return { html: slim, texts };
}

/**
 * Whether a second run meets a page this step has slimmed: as many emptied copies as texts.
 * @param {string} html
 * @param {number} count
 */
function alreadySlim(html, count) {
  let emptied = 0;
  for (const [, literal] of html.matchAll(payloadChunk)) {
    const payload = String(JSON.parse(literal ?? '""'));
    emptied += payload.split(':T0,').length - 1 + payload.split('"__html":""').length - 1;
  }
  return emptied >= count;
}

/**
 * Slims every exported page of outDir and the `.txt` payloads beside it; returns how many scripts.
 * @param {string} outDir
 */
export function slimAllStructuredData(outDir) {
  let count = 0;
  for (const page of exportedPages(outDir)) {
    const { html, texts } = slimStructuredData(fs.readFileSync(page.file, 'utf8'), page.htmlPath);
    if (!texts.length) continue;
    count += texts.length;
    fs.writeFileSync(page.file, html);
    for (const file of payloadFiles(page.file)) {
      const emptied = emptyTextRows(fs.readFileSync(file, 'utf8'), texts);
      if (emptied.found.size) fs.writeFileSync(file, emptied.payload);
    }
  }
  return count;
}

/**
 * A page's `.txt` payloads: `pricing.txt` beside `pricing.html`, and the segment files in `pricing/`.
 * @param {string} htmlFile
 */
function payloadFiles(htmlFile) {
  const base = htmlFile.replace(/\.html$/, '');
  const dir = path.basename(base) === 'index' ? path.dirname(base) : base;
  const beside = `${base}.txt`;
  const inside =
    fs.existsSync(dir) && fs.statSync(dir).isDirectory()
      ? fs
          .readdirSync(dir)
          .filter((file) => file.startsWith('__next.') && file.endsWith('.txt'))
          .map((file) => path.join(dir, file))
      : [];
  return [...(fs.existsSync(beside) ? [beside] : []), ...inside];
}
