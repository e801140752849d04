/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placePageScripts, placeScripts, scriptFileTag } from '@/scripts/build/page-scripts.mjs';

const texts = {
  'head.js': '(function t(){})()',
  'body-start.js': '(function e(){})()',
  'body-end.js': '(function l(){})()',
};
// The tags as React renders components/layout/PageScript.tsx in a build.
const nextPage =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><script src="/first-paint/head.js"></script></head>' +
  '<body class="flex"><div hidden=""></div><script src="/first-paint/body-start.js"></script><main>Hi</main>' +
  '<script src="/first-paint/body-end.js"></script><script>self.__next_f.push([0])</script></body></html>';

describe('the post-build step that writes the first-paint scripts into the pages', () => {
  it('replaces each file tag by the file text, in place, where React hydrates the element it rendered', () => {
    expect(placeScripts(nextPage, texts)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><script>(function t(){})()</script></head>' +
        '<body class="flex"><div hidden=""></div><script>(function e(){})()</script><main>Hi</main>' +
        '<script>(function l(){})()</script><script>self.__next_f.push([0])</script></body></html>',
    );
  });

  it('fails, naming the page and the tag, when a page lacks one (Next or React rendering it in another shape)', () => {
    const doctored = nextPage.replace(
      scriptFileTag('body-start.js'),
      '<script src="/first-paint/body-start.js" async=""></script>',
    );
    expect(() => placeScripts(doctored, texts, '/odd.html')).toThrow(
      '/odd.html has no <script src="/first-paint/body-start.js"></script>',
    );
  });

  it('writes every page of the export and removes the files the scripts came from', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    try {
      fs.writeFileSync(path.join(out, 'index.html'), nextPage);
      fs.mkdirSync(path.join(out, 'docs'));
      fs.writeFileSync(path.join(out, 'docs', 'a.html'), nextPage);
      fs.mkdirSync(path.join(out, 'first-paint'));
      for (const [file, text] of Object.entries(texts)) fs.writeFileSync(path.join(out, 'first-paint', file), text);
      expect(placePageScripts(out)).toBe(2);
      const page = fs.readFileSync(path.join(out, 'docs', 'a.html'), 'utf8');
      expect(page).toContain(`<script>${texts['body-start.js']}</script>`);
      expect(page).not.toContain('/first-paint/');
      expect(fs.existsSync(path.join(out, 'first-paint'))).toBe(false);
      // A second run (docs/deploy.md) changes nothing; a page still asking for a file fails it.
      expect(placePageScripts(out)).toBe(0);
      fs.writeFileSync(path.join(out, 'docs', 'b.html'), nextPage);
      expect(() => placePageScripts(out)).toThrow('/docs/b.html loads first-paint/, which is missing from the export');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
