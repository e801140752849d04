#!/usr/bin/env node
// @ts-check
/**
 * The bare-framework reference: this project's Next.js, React, next.config.mjs and globals.css, with
 * a root layout stripped of every site component (no header, footer, skip link, JSON-LD) and an
 * empty page. Built into .output/bench/bare-app/out/ and measured like every route; the figures
 * are recorded in scripts/bench/bare-framework.json, which the budget tests read.
 *
 *   node scripts/bench/bare.mjs            build (when missing or the framework changed) and record
 *   node scripts/bench/bare.mjs --force    rebuild and record
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputDir, projectRoot as root } from '../lib/paths.mjs';
import * as measure from './measure.mjs';

export const bareApp = path.join(outputDir, 'bench', 'bare-app');
export const bareOut = path.join(bareApp, 'out');
export const bareRecord = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-framework.json');

/** @param {string} name */
const version = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
export const frameworkVersions = () => ({
  next: version('next'),
  react: version('react'),
  'react-dom': version('react-dom'),
});

function writeApp() {
  fs.rmSync(bareApp, { recursive: true, force: true });
  fs.mkdirSync(path.join(bareApp, 'app'), { recursive: true });
  const files = {
    'next.config.mjs': `// The project's own Next.js configuration.\nexport { default } from ${JSON.stringify(path.join(root, 'next.config.mjs'))};\n`,
    'postcss.config.mjs': "export default { plugins: { '@tailwindcss/postcss': {} } };\n",
    // The project's typography colours, which app/globals.css loads with `@config '../tailwind.config.mjs'`.
    // (a relative path: Turbopack also reads it, and refuses absolute ones)
    'tailwind.config.mjs': `export { default } from ${JSON.stringify(path.relative(bareApp, path.join(root, 'tailwind.config.mjs')))};\n`,
    // The project's stylesheet; Tailwind scans only this reference app for class names.
    'app/globals.css': fs
      .readFileSync(path.join(root, 'app', 'globals.css'), 'utf8')
      .replace("@import 'tailwindcss';", "@import 'tailwindcss' source(none);\n@source './';"),
    'app/layout.jsx': `import './globals.css';

export const metadata = { title: 'Bare framework reference', description: 'An empty page with the root layout stripped of site components.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <main id="main-content" className="flex-1">{children}</main>
      </body>
    </html>
  );
}
`,
    'app/page.jsx': `export default function Page() {
  return <h1>Bare framework reference</h1>;
}
`,
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(bareApp, name), text);
  // The site's icon too: without one, the browser's /favicon.ico 404 costs Best Practices points.
  fs.copyFileSync(path.join(root, 'app', 'icon.svg'), path.join(bareApp, 'app', 'icon.svg'));
}

/**
 * Builds the reference app when needed and returns (and records) its figures.
 * @returns {{ jsGzipBytes: number, cssGzipBytes: number, htmlBytes: number, requests: number, js: number, versions: Record<string, string>, measuredAt: string }}
 */
export function measureBare({ force = false } = {}) {
  const versions = frameworkVersions();
  const stamp = path.join(bareApp, 'versions.json');
  const current =
    fs.existsSync(stamp) &&
    fs.existsSync(path.join(bareOut, 'index.html')) &&
    fs.readFileSync(stamp, 'utf8') === JSON.stringify(versions);
  if (force || !current) {
    writeApp();
    console.log('Building the bare-framework reference (.output/bench/bare-app) ...');
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', bareApp], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`next build of the bare reference failed:\n${result.stdout}`);
    fs.writeFileSync(stamp, JSON.stringify(versions));
  }
  const assets = measure.pageAssets(bareOut, path.join(bareOut, 'index.html'));
  const record = {
    how: "node scripts/bench/bare.mjs: builds this project's next.config.mjs and app/globals.css with a root layout stripped of site components (html, body, main only), the site icon and an empty page (one h1), then measures out/index.html as npm run bench measures every route: gzip level 6 of each script the HTML loads (script src, modulepreload, preload as=script, chunks named in the inline bootstrap; noModule excluded).",
    measuredAt: new Date().toISOString().slice(0, 10),
    versions,
    jsGzipBytes: assets.jsGzipBytes,
    cssGzipBytes: assets.cssGzipBytes,
    htmlBytes: assets.htmlBytes,
    requests: assets.requests,
    js: assets.js.length,
  };
  const previous = fs.existsSync(bareRecord) ? JSON.parse(fs.readFileSync(bareRecord, 'utf8')) : null;
  const same =
    previous &&
    /** @type {const} */ (['jsGzipBytes', 'cssGzipBytes', 'htmlBytes', 'requests']).every(
      (key) => previous[key] === record[key],
    ) &&
    JSON.stringify(previous.versions) === JSON.stringify(versions);
  if (!same) fs.writeFileSync(bareRecord, `${JSON.stringify(record, null, 2)}\n`);
  return same ? previous : record;
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const record = measureBare({ force: process.argv.includes('--force') });
  console.log(
    `Bare framework: JS ${measure.kb(record.jsGzipBytes)} gzip in ${record.js} files, CSS ${measure.kb(record.cssGzipBytes)} gzip, HTML ${record.htmlBytes} B, ${record.requests} requests (next ${record.versions.next}, react ${record.versions.react}).`,
  );
}
