import { execFileSync } from 'node:child_process';
import { expect, test } from './helpers/test';

test('every internal link, #anchor and sitemap entry of the built site resolves', () => {
  const report = execFileSync(process.execPath, ['tests/link-check.mjs', '--json'], { encoding: 'utf8' });
  const { pages, problems } = JSON.parse(report) as { pages: string[]; problems: string[] };
  expect(pages).toEqual(expect.arrayContaining(['/', '/privacy', '/terms', '/cookies', '/404']));
  expect(problems).toEqual([]);
});
