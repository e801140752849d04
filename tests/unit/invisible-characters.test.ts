import fs from 'node:fs';
import path from 'node:path';
import { parseMarkdown } from '@/lib/chat/markdown';
import { shownFileName } from '@/lib/forms/file';
import { safeFileName } from '@/lib/forms/file-name';
import { plainText } from '@/lib/forms/plain-text';
import { INVISIBLE_CHARACTERS } from '@/lib/util/invisible-characters';
import { sourceFiles } from './source-files';

/** One of each invisible character the list names, and the two joiners it must leave alone. */
const INVISIBLE = ['\u061C', '\u200B', '\u200E', '\u200F', '\u202A', '\u202E', '\u2060', '\u2066', '\u2069', '\uFEFF'];
const JOINERS = '\u200C\u200D';

const textOf = (markdown: string) => JSON.stringify(parseMarkdown(markdown));

describe('one list of invisible characters, for the chat and the forms', () => {
  it.each(INVISIBLE.map((character) => [character.codePointAt(0)!.toString(16).toUpperCase(), character]))(
    'U+%s is dropped from a bot reply, a file name as shown and as sent, and a server message',
    (_code, character) => {
      const hidden = `in${character}voice`;
      expect(textOf(hidden)).toContain('invoice');
      expect(shownFileName(`${hidden}.pdf`)).toBe('invoice.pdf');
      expect(safeFileName(`${hidden}.pdf`)).toBe('invoice.pdf');
      expect(plainText(hidden, 50)).toBe('invoice');
    },
  );

  it('keeps the joiners that emoji and scripts need', () => {
    expect(textOf(`a${JOINERS}b`)).toContain(`a${JOINERS}b`);
    expect(plainText(`a${JOINERS}b`, 50)).toBe(`a${JOINERS}b`);
    expect(`x${JOINERS}`.replace(INVISIBLE_CHARACTERS, '')).toBe(`x${JOINERS}`);
  });

  it('is written in one place: no other source file spells a bidirectional override', () => {
    const root = path.join(__dirname, '../..');
    const spelled = ['lib', 'components', 'app']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => !file.endsWith(path.join('lib', 'util', 'invisible-characters.ts')))
      .filter((file) => /\\u202e|\u202e/i.test(fs.readFileSync(file, 'utf8')));
    expect(spelled.map((file) => path.relative(root, file))).toEqual([]);
  });
});
