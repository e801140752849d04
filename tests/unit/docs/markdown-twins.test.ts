/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { placeMarkdownTwins, textFileTypes } from '@/scripts/build/markdown-twins.mjs';

describe('the post-build step that places the Markdown twins', () => {
  let out: string;
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    fs.mkdirSync(path.join(out, 'documentation-markdown'));
    fs.mkdirSync(path.join(out, 'documentation'));
    fs.writeFileSync(path.join(out, 'documentation-markdown', 'add-vendor.md'), '# Add a Vendor\n');
    fs.writeFileSync(path.join(out, 'documentation-markdown', 'not a slug.md'), 'ignored');
    fs.writeFileSync(path.join(out, 'llms.txt'), '# Linkwell\n');
  });
  afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

  it('moves each <slug>.md to documentation/ and removes the export folder', () => {
    expect(placeMarkdownTwins(out)).toEqual(['/documentation/add-vendor.md']);
    expect(fs.readFileSync(path.join(out, 'documentation', 'add-vendor.md'), 'utf8')).toBe('# Add a Vendor\n');
    expect(fs.existsSync(path.join(out, 'documentation-markdown'))).toBe(false);
    // Run again (a second postbuild over the same out/): nothing to do, nothing broken.
    expect(placeMarkdownTwins(out)).toEqual([]);
  });

  it('names the content type hosts must send for each text file', () => {
    placeMarkdownTwins(out);
    expect(textFileTypes(out)).toEqual({
      '/documentation/add-vendor.md': 'text/markdown; charset=utf-8',
      '/llms.txt': 'text/plain; charset=utf-8',
    });
  });
});
