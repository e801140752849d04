// @ts-check
/**
 * A post-build step: moves each article's Markdown twin from where its route handler is exported
 * (out/documentation-markdown/<slug>.md; a route cannot sit beside the article page's [slug]
 * segment) to its public address, out/documentation/<slug>.md.
 */
import fs from 'node:fs';
import path from 'node:path';

export const markdownTwinsExportDir = 'documentation-markdown';

/** @param {string} outDir @returns {string[]} the public paths of the moved files */
export function placeMarkdownTwins(outDir) {
  const from = path.join(outDir, markdownTwinsExportDir);
  if (!fs.existsSync(from)) return [];
  const to = path.join(outDir, 'documentation');
  fs.mkdirSync(to, { recursive: true });
  const moved = [];
  for (const name of fs.readdirSync(from).sort()) {
    if (!/^[a-z0-9-]+\.md$/.test(name)) continue;
    fs.renameSync(path.join(from, name), path.join(to, name));
    moved.push(`/documentation/${name}`);
  }
  fs.rmSync(from, { recursive: true, force: true });
  return moved;
}

/** The plain-text files of the export that hosts must label by hand: path -> Content-Type. @param {string} outDir */
export function textFileTypes(outDir) {
  /** @type {Record<string, string>} */
  const types = {};
  const docsDir = path.join(outDir, 'documentation');
  if (fs.existsSync(docsDir))
    for (const name of fs.readdirSync(docsDir).sort())
      if (name.endsWith('.md')) types[`/documentation/${name}`] = 'text/markdown; charset=utf-8';
  for (const name of ['llms.txt', 'llms-full.txt'])
    if (fs.existsSync(path.join(outDir, name))) types[`/${name}`] = 'text/plain; charset=utf-8';
  return types;
}
