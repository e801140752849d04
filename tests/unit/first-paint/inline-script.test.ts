import ts from 'typescript';
import { chunkLoaderScript } from '@/lib/first-paint/chunk-loader';
import { earlyActionsScript } from '@/lib/first-paint/early-actions-script';
import { inlineScript, joinInlineScripts } from '@/lib/first-paint/inline-script';
import { mergeSlashesScript } from '@/lib/first-paint/merge-slashes';
import { notFoundSwitchScript } from '@/lib/first-paint/not-found';
import { pageScripts } from '@/lib/first-paint/page-scripts';
import { searchTriggerScript } from '@/lib/first-paint/search-trigger';
import { themeScript } from '@/lib/first-paint/theme';

const roomScripts = [
  mergeSlashesScript,
  themeScript,
  earlyActionsScript,
  searchTriggerScript,
  notFoundSwitchScript,
  chunkLoaderScript,
];

/** The script as TypeScript prints it for `target`: syntax newer than the target is rewritten. */
const printedFor = (source: string, target: ts.ScriptTarget) =>
  ts.transpileModule(source, { compilerOptions: { target, module: ts.ModuleKind.None, removeComments: true } })
    .outputText;

describe('the serialised inline scripts', () => {
  it.each(roomScripts.map((script) => [script.name, script] as const))(
    '%s is a self-contained call in syntax browsers from 2019 on parse (nothing for a transpiler to rewrite)',
    (_, script) => {
      expect(script.source).toMatch(/^\(.*\)\(.*\)$/s);
      expect(printedFor(script.source, ts.ScriptTarget.ES2019)).toBe(printedFor(script.source, ts.ScriptTarget.ESNext));
      expect(() => new Function(script.source)).not.toThrow();
    },
  );

  it('escapes "<" in the arguments, so no argument can end the script element', () => {
    const script = inlineScript((text: string) => void text, '</script><script>alert(1)</script>');
    expect(script.source).not.toContain('</script');
    expect(script.source).toContain('\\u003c/script>');
  });

  it('fails the build when a function text would end the script element', () => {
    const closing = () => void '</script>';
    expect(() => inlineScript(closing)).toThrow(/closing: its text would end the <script>/);
  });

  it('runs several scripts in one element, in order', () => {
    const calls: string[] = [];
    (window as unknown as { record: (name: string) => void }).record = (name) => calls.push(name);
    const record = (name: string) => (window as unknown as { record: (name: string) => void }).record(name);
    new Function(joinInlineScripts([inlineScript(record, 'first'), inlineScript(record, 'second')]))();
    expect(calls).toEqual(['first', 'second']);
  });
});

describe('the scripts of every page', () => {
  it('with the first-paint tricks on: the address fix and the theme in <head>, the recorder and search first in <body>, the loader last', () => {
    expect(pageScripts(true)).toEqual({
      head: [mergeSlashesScript, themeScript],
      bodyStart: [earlyActionsScript, searchTriggerScript],
      bodyEnd: [chunkLoaderScript],
    });
  });

  it('with them off (FIRST_PAINT=off): only the features, the address fix, the theme and the search trigger', () => {
    expect(pageScripts(false)).toEqual({
      head: [mergeSlashesScript, themeScript],
      bodyStart: [searchTriggerScript],
      bodyEnd: [],
    });
  });
});
