import fs from 'node:fs';
import { sourceFiles } from './source-files';
import { twMerge } from 'tailwind-merge';
import { cn } from '@/lib/util/cn';

// Under another name, so that Prettier's Tailwind plugin (which sorts the strings passed to cn) keeps
// these inputs in the order the tests are about.
const merge = cn;

describe('cn', () => {
  it('joins class names and skips falsy ones', () => {
    expect(merge('px-4', false, null, undefined, '', 'text-sm')).toBe('px-4 text-sm');
    expect(merge(' font-semibold  mt-2', 'gap-2 ')).toBe('font-semibold mt-2 gap-2');
  });

  it("lets a caller's utility replace the primitive's one of the same group", () => {
    // The how-it-works step tile: the caller hides it on phones, the tile itself is inline-flex.
    expect(merge('inline-flex size-11 items-center', 'hidden size-14 sm:inline-flex')).toBe(
      'items-center hidden size-14 sm:inline-flex',
    );
    expect(merge('size-6 shrink-0', 'size-5 text-success-700')).toBe('shrink-0 size-5 text-success-700');
    expect(merge('px-4 py-2.5 text-sm', 'px-6 text-base')).toBe('py-2.5 px-6 text-base');
    expect(merge('rounded-lg bg-brand-600 text-white', 'rounded-full bg-white text-brand-800')).toBe(
      'rounded-full bg-white text-brand-800',
    );
    expect(merge('rounded-card shadow-sm', 'rounded-xl shadow-header')).toBe('rounded-xl shadow-header');
    expect(merge('justify-center', 'justify-start')).toBe('justify-start');
    expect(merge('px-4', 'p-6')).toBe('p-6');
    expect(merge('p-6', 'px-4')).toBe('p-6 px-4');
  });

  it('keeps utilities of other groups, other variants and classes of groups it does not list', () => {
    expect(merge('text-sm text-ink-muted text-balance font-semibold font-mono')).toBe(
      'text-sm text-ink-muted text-balance font-semibold font-mono',
    );
    expect(merge('hidden lg:block', 'sm:flex')).toBe('hidden lg:block sm:flex');
    expect(merge('ring-1 ring-inset ring-line')).toBe('ring-1 ring-inset ring-line');
    expect(merge('prose prose-slate prose-a:text-brand-700', 'heading-anchor text-lg/8')).toBe(
      'prose prose-slate prose-a:text-brand-700 heading-anchor text-lg/8',
    );
    // A gradient is a background image (twMerge would take it for a colour and drop it).
    expect(merge('bg-gradient-to-br from-brand-700', 'bg-brand-50')).toBe(
      'bg-gradient-to-br from-brand-700 bg-brand-50',
    );
  });

  // The site's own conflicts and every group cn knows: the same result as tailwind-merge's full config.
  it.each([
    'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 hidden size-14 sm:inline-flex',
    'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset bg-brand-50 text-brand-800 ring-brand-200 absolute -top-3 left-6 bg-brand-600 text-white ring-brand-600',
    'block py-1 text-ink-muted hover:text-brand-700 lg:-ml-px lg:border-l-2 lg:border-transparent lg:pl-4 pl-4 lg:pl-8 lg:border-brand-600 lg:font-semibold lg:text-brand-700',
    'rounded-card border bg-white p-6 shadow-sm border-line p-6 sm:p-8',
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 border border-line bg-white text-ink shadow-sm hover:border-brand-300 hover:text-brand-700 px-3 py-2 text-sm w-full justify-start rounded-md px-2.5 py-1 text-xs',
    'fixed right-4 bottom-4 z-50 inline-flex size-14 rounded-full shadow-lg max-sm:hidden sm:right-6 sm:bottom-6 inset-0 sm:inset-auto',
    'border border-white/30 text-white hover:bg-white/10 border-success-700/40 bg-success-50 text-success-700 hover:bg-success-50',
    'mt-2 -mt-1 mx-auto mr-2 my-4 m-0 pt-1 pb-2 py-3 gap-2 gap-1 w-4 h-4 size-10 min-h-11 min-w-0 max-w-2xl max-w-none max-h-32 h-full',
    'text-base text-lg text-sm/6 text-left text-center text-pretty text-ink text-brand-700 font-medium font-bold',
    'border-2 border-l-4 border-y border-t-0 border border-x rounded-2xl rounded-b-md rounded-t-lg rounded-none',
    'block inline-block flex inline-flex grid hidden static fixed absolute relative sticky items-start items-center justify-between justify-end',
    'leading-6 leading-tight tracking-tight tracking-wide cursor-pointer cursor-wait rotate-0 rotate-180 -rotate-90',
    'leading-7 text-sm leading-6 text-lg/8 flex flex-col flex-row sm:flex-col grid-cols-2 grid-cols-3 sm:grid-cols-2 translate-x-1 -translate-x-2 translate-y-0',
    'gap-x-6 gap-y-2 gap-4 gap-x-2 inset-x-0 inset-y-2 top-1 inset-0 left-2 overflow-x-auto overflow-y-hidden overflow-auto overflow-x-hidden',
    'overflow-hidden overflow-auto z-10 z-50 opacity-0 opacity-100 top-1/2 top-0 right-3 left-0 bottom-2 inset-0 top-4',
    'shadow-sm shadow-header shadow-brand-900/10 shadow-2xl shadow-none bg-white/80 bg-brand-50/60 bg-surface-muted ring ring-2 ring-white/70 ring-brand-500',
    '[&_.heading-anchor]:opacity-0 [&_.heading-anchor:focus-visible]:opacity-100 [&_.heading-anchor]:opacity-50 [overflow-wrap:anywhere] max-sm:hidden max-sm:block sm:hover:px-4 sm:hover:px-2',
  ])('agrees with tailwind-merge on %s', (classes) => {
    expect(merge(classes)).toBe(twMerge(classes));
  });

  // Issue 53: not a sample but every cn(...) call in components/ and app/, its string literals
  // joined (all branches of a condition at once, the hardest case), so a new class list with a
  // group cn does not know fails here rather than rendering two conflicting utilities.
  it('agrees with tailwind-merge on every class list the site passes to cn', () => {
    const lists = [...sourceFiles('components'), ...sourceFiles('app')].flatMap(cnClassLists);
    expect(lists.length).toBeGreaterThan(100);
    const differing = lists.filter((classes) => merge(classes) !== twMerge(classes));
    expect(differing.map((classes) => ({ classes, cn: merge(classes), twMerge: twMerge(classes) }))).toEqual([]);
  });
});

/** The string literals of each cn(...) call in a file, joined into one class list per call. */
function cnClassLists(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/\bcn\(/g)].flatMap((call) => {
    let depth = 1;
    let end = call.index + 3;
    while (depth && end < source.length) {
      if (source[end] === '(') depth += 1;
      else if (source[end] === ')') depth -= 1;
      end += 1;
    }
    const literals = [...source.slice(call.index + 3, end - 1).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)`/g)];
    const classes = literals
      .map((literal) => literal[1] ?? literal[2] ?? literal[3] ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return classes ? [classes] : [];
  });
}
