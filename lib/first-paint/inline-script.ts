/**
 * An inline script is a typed function the build serialises into the page: `(fn)(args)`. The
 * function is compiled like any code (tsc, ESLint and Prettier check it) and its text is taken
 * from the compiled module, so it must be self-contained: no imports, no module-level names, only
 * its JSON arguments and the browser's globals. Its CSP hash is computed by the build from the page
 * that carries it (scripts/build/csp.mjs), i.e. from exactly these bytes.
 */

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
/**
 * A self-contained function handed to the script by its text (the shared typo matcher,
 * lib/util/typos.ts), so one function serves the page's code and its inline script.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Helper = (...args: any[]) => unknown;
type Argument = Json | Helper;

/** One call of an inline script's function, ready to be written into a page. */
export type InlineScript = {
  /** For tests and error messages: the function's name in the source. */
  readonly name: string;
  readonly source: string;
};

/** `<` escaped, so no argument can close the script element or open a comment in it. */
const jsonForScript = (value: Json) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An argument as script text: a helper by its own text, anything else as JSON. */
const argumentText = (value: Argument) =>
  typeof value === 'function' ? `(${value.toString()})` : jsonForScript(value);

/** `fn` called with `args`, as the text of an inline script. */
export function inlineScript<const Args extends readonly Argument[]>(
  fn: (...args: Args) => void,
  ...args: Args
): InlineScript {
  const source = `(${fn.toString()})(${args.map(argumentText).join(',')})`;
  // The function's own text cannot be escaped: a compiled form that would end the element fails the build.
  if (/<\/script|<!--/i.test(source)) throw new Error(`inline script ${fn.name}: its text would end the <script>`);
  return { name: fn.name, source };
}

/** Several inline scripts as one element's text, run in order. */
export function joinInlineScripts(scripts: readonly InlineScript[]): string {
  return scripts.map((script) => script.source).join(';');
}
