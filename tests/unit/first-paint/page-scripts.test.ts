/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageScriptsFile, placePageScripts, placeScripts } from '@/scripts/build/page-scripts.mjs';

const scripts = { head: '(function t(){})()', bodyStart: '(function e(){})()', bodyEnd: '(function l(){})()' };
const nextPage =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title></head>' +
  '<body class="flex"><div hidden=""></div><main>Hi</main><script>self.__next_f.push([0])</script></body></html>';

describe('the post-build step that writes the inline scripts into the pages', () => {
  it('puts the theme last in <head>, the recorder first in <body> and the loader last in <body>', () => {
    expect(placeScripts(nextPage, scripts)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title><script>(function t(){})()</script></head>' +
        '<body class="flex"><script>(function e(){})()</script><div hidden=""></div><main>Hi</main>' +
        '<script>self.__next_f.push([0])</script><script>(function l(){})()</script></body></html>',
    );
  });

  it('changes nothing on a second run, and writes no empty element for a place without scripts', () => {
    const once = placeScripts(nextPage, scripts);
    expect(placeScripts(once, scripts)).toBe(once);
    expect(placeScripts(nextPage, { ...scripts, bodyEnd: '' })).not.toContain('<script></script>');
  });

  it('fails, naming the page, on a page without <head> or <body>', () => {
    expect(() => placeScripts('<p>fragment</p>', scripts, '/odd.html')).toThrow(/\/odd\.html: no <\/head>/);
  });

  it('writes every page of the export and removes the file the scripts came from', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    try {
      fs.writeFileSync(path.join(out, 'index.html'), nextPage);
      fs.mkdirSync(path.join(out, 'docs'));
      fs.writeFileSync(path.join(out, 'docs', 'a.html'), nextPage);
      fs.writeFileSync(path.join(out, pageScriptsFile), JSON.stringify(scripts));
      expect(placePageScripts(out)).toBe(2);
      expect(fs.readFileSync(path.join(out, 'docs', 'a.html'), 'utf8')).toContain(scripts.bodyStart);
      expect(fs.existsSync(path.join(out, pageScriptsFile))).toBe(false);
      expect(() => placePageScripts(out)).toThrow(/first-paint-scripts\.json is missing/);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
