import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 53: a page paints before React hydrates (lib/first-paint/), so a control a person can use
 * then must either work natively (a <details>, a radio whose choice CSS applies, a link, a form)
 * or opt in to the early-actions room (lib/first-paint/early-actions.ts), which holds or replays
 * what was done. This scans every client component under components/ for event handlers and fails
 * for one that does neither, naming the file and what to do. A component is covered when:
 *  - it opts in itself (the markers below), or renders a component of a module that opts in for it
 *    (FormShell holds its forms' submits, CalculatorParts takes up its calculators' values); or
 *  - it is listed in `nativeControls`, with the end-to-end spec that proves it works before
 *    hydration and with JavaScript off; or
 *  - it is listed in `notPaintedBeforeHydration` (it is never in the server's HTML, so nothing can
 *    be clicked early) or `earlyPressDropped` (a deliberate choice), each with its reason.
 */
const root = process.cwd();
const componentsDir = path.join(root, 'components');

const HANDLER = /\bon(Click|Change|Submit|Input|KeyDown|PointerDown)=\{/;
const OPT_IN =
  /\b(earlyClicksScope|useEarlyClicks|holdSubmit|useEarlyChoice|useEarlyValue|useEarlyChecked|earlyValue|earlyChoice|earlyChecked)\b/;

const NATIVE_SPEC = 'tests/e2e/native-controls.spec.ts';
/** Client components whose early use is native: proven with JavaScript off and before hydration by the spec named. */
const nativeControls: Record<string, string> = {
  'components/marketing/FaqBrowser.tsx': NATIVE_SPEC,
  'components/vendors/VendorFilter.tsx': NATIVE_SPEC,
  'components/marketing/pricing/BillingPeriod.tsx': NATIVE_SPEC,
};

/** Never in the server-rendered HTML: mounted on hydration, loaded on intent, or shown only after a first action. */
const notPaintedBeforeHydration: Record<string, string> = {
  'components/chat/ChatLauncher.tsx':
    'the launcher mounts with hydration (tests/e2e/helpers/hydration.ts waits for it)',
  'components/chat/ChatComposer.tsx': 'inside the chat window, loaded on intent',
  'components/chat/ChatEntry.tsx': 'inside the chat window, loaded on intent',
  'components/chat/ChatWindow.tsx': 'the chat window, loaded on intent',
  'components/chat/ChatMenu.tsx': 'inside the chat window, loaded on intent',
  'components/chat/ChatMessageList.tsx': 'inside the chat window, loaded on intent',
  'components/chat/HandoffForm.tsx': 'inside the chat window, loaded on intent',
  'components/chat/HandoffView.tsx': 'inside the chat window, loaded on intent',
  'components/search/SearchDialog.tsx':
    'the search dialog, loaded on intent (its trigger answers before hydration: lib/first-paint/search-trigger.ts)',
  'components/layout/ErrorContent.tsx': 'an error boundary, rendered in the browser only',
  'components/docs/DocFeedbackPanel.tsx': 'opened by DocFeedback, whose early clicks are replayed',
};

/** Painted, and an early press is knowingly not replayed. */
const earlyPressDropped: Record<string, string> = {
  'components/docs/CopyButton.tsx':
    'a clipboard write needs script; replayed after hydration it would run outside the press (Safari and Firefox refuse it), so the press is dropped and the code stays selectable',
  'components/docs/CopyPageButton.tsx': 'the same as CopyButton: a clipboard write, refused outside the press',
  'components/content/TableOfContents.tsx':
    'its links are anchors and its disclosure native, both working before hydration; only the legal bar closing itself after a pick waits for it (its summary closes it)',
};

function clientComponents(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientComponents(file);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')) ? [path.relative(root, file)] : [];
  });
}

/** The components/ modules a file imports (by the @/ alias or a relative path). */
function importedModules(file: string, source: string): string[] {
  return [...source.matchAll(/from '((?:@\/|\.\.?\/)[^']+)'/g)].flatMap(([, spec]) => {
    const base = spec!.startsWith('@/') ? path.join(root, spec!.slice(2)) : path.resolve(path.dirname(file), spec!);
    return ['.tsx', '.ts'].map((ext) => base + ext).filter((candidate) => fs.existsSync(candidate));
  });
}

/** Opts in itself, or renders a component from a module that opts in (FormShell, CalculatorParts). */
function optsIn(file: string): boolean {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  if (OPT_IN.test(source)) return true;
  return importedModules(path.join(root, file), source).some(
    (module) =>
      module.startsWith(componentsDir) &&
      !module.endsWith('useEarlyActions.ts') &&
      OPT_IN.test(fs.readFileSync(module, 'utf8')),
  );
}

const withHandlers = clientComponents(componentsDir).filter((file) =>
  HANDLER.test(fs.readFileSync(path.join(root, file), 'utf8')),
);

describe('every client component with an event handler works before hydration', () => {
  it('finds the client components it guards', () => {
    expect(withHandlers.length).toBeGreaterThan(10);
    expect(withHandlers).toContain('components/marketing/FaqBrowser.tsx');
  });

  it.each(withHandlers)('%s: native, opted in, or listed with its reason', (file) => {
    const covered =
      file in nativeControls || file in notPaintedBeforeHydration || file in earlyPressDropped || optsIn(file);
    if (!covered)
      throw new Error(
        `${file} handles clicks or changes but a person can use it before React hydrates, and nothing takes that up. ` +
          'Make it a native control (<details>, radios whose choice CSS applies: lib/first-paint/native-choices.ts, a link or a form) ' +
          `and add it to nativeControls here with the Playwright spec that proves it (${NATIVE_SPEC}); ` +
          'or opt in: spread earlyClicksScope on its element and call useEarlyClicks (components/ui/useEarlyActions.ts), ' +
          'holdSubmit on a form, useEarlyValue/useEarlyChoice for values; or, if it is never in the server HTML, list it in notPaintedBeforeHydration with why.',
      );
  });

  it('keeps its lists true: every listed file exists and still has a handler, and each native one names a spec that exists', () => {
    const listed = [
      ...Object.keys(nativeControls),
      ...Object.keys(notPaintedBeforeHydration),
      ...Object.keys(earlyPressDropped),
    ];
    for (const file of listed) expect(withHandlers).toContain(file);
    for (const spec of new Set(Object.values(nativeControls))) expect(fs.existsSync(path.join(root, spec))).toBe(true);
  });

  it('fails for a client component that forgets (the rule itself)', () => {
    const forgetful = `'use client';\nexport function Toggle() { return <button onClick={() => {}}>Open</button>; }`;
    expect(HANDLER.test(forgetful) && !OPT_IN.test(forgetful)).toBe(true);
  });
});
