import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers/test';

const linkCheck = (outDir?: string) =>
  JSON.parse(
    execFileSync(process.execPath, ['tests/link-check.mjs', ...(outDir ? [outDir] : []), '--json'], {
      encoding: 'utf8',
    }),
  ) as {
    pages: string[];
    problems: string[];
  };

test('every internal link, #anchor, file reference and sitemap entry of the built site resolves', () => {
  const { pages, problems } = linkCheck();
  expect(pages).toEqual(expect.arrayContaining(['/', '/privacy', '/terms', '/cookies', '/404']));
  expect(problems).toEqual([]);
});

test('the link check reports scripts, stylesheets, icons, images, single-quoted links and share images that lead nowhere', () => {
  const outDir = path.join(process.cwd(), 'tests', '.output', 'link-check-fixture');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(outDir, '_next', 'static', 'app.css'), 'body{}');
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    `<html><head>
<link rel="stylesheet" href="/_next/static/app.css"/><link rel="stylesheet" href="/_next/static/gone.css"/>
<link rel='icon' href='/missing-icon.svg'/>
<script src="/_next/static/chunks/missing.js" async></script>
<meta property="og:image" content="https://shop.example/og/home.png"/>
<meta property="og:url" content="https://shop.example/"/>
</head><body><h1 id="top">Home</h1>
<a href='/nowhere'>single-quoted</a><a href="/#top">fine</a><a href="/#gone">anchor</a>
<img src="/images/missing.png" alt=""/><img srcset="/images/a.png 1x, /_next/static/app.css 2x" alt=""/>
</body></html>`,
  );
  fs.writeFileSync(path.join(outDir, 'sitemap.xml'), '<urlset><url><loc>https://shop.example/</loc></url></urlset>');

  const { problems } = linkCheck(outDir);
  expect(problems).toEqual([
    '/: <link rel="stylesheet"> to "/_next/static/gone.css" has no page or file',
    '/: <link rel="icon"> to "/missing-icon.svg" has no page or file',
    '/: <script> source "/_next/static/chunks/missing.js" has no page or file',
    '/: <meta og:image> "/og/home.png" has no page or file',
    '/: link to "/nowhere" has no page or file',
    '/: link to "/#gone" has no element with id "gone"',
    '/: <img> source "/images/missing.png" has no page or file',
    '/: <img> srcset entry "/images/a.png" has no page or file',
  ]);
});
