/**
 * @jest-environment node
 */
// README.md is the front door (issue 53): the two set-up commands, the configuration table, where to
// change what, the credits and links to docs/, in at most 250 lines. Everything else lives in
// docs/*.md, each page findable from the README, and every relative link between them (with its
// #heading) has to land.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const docsPages = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const markdownFiles = ['README.md', ...docsPages, 'deploy/README.md'];

/** The lines outside fenced code blocks. */
function proseLines(text: string): string[] {
  let inFence = false;
  return text.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingIds(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

/** Every link target written as [text](target), outside code. */
function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) targets.push(match[1] ?? '');
  }
  return targets;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('README.md, the front door', () => {
  const readme = read('README.md');

  test('is at most 250 lines', () => {
    expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(250);
  });

  test('starts with exactly two set-up commands: install, build and serve; then npm test', () => {
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme);
    expect(firstBlock).not.toBeNull();
    expect(readme.indexOf('```')).toBe(firstBlock!.index);
    const commands = (firstBlock?.[1] ?? '').trim().split('\n');
    expect(commands).toHaveLength(2);
    expect(commands[0]).toMatch(/^npm install && npm start\s+# .*http:\/\/localhost:3000.*webhook receiver/);
    expect(commands[1]).toMatch(/^npm test\s+# /);
  });

  test('names every variable of the site configuration in its table', () => {
    const tableRows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(
      tableRows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    const fromConfig = [
      ...read('lib/site/webhooks.config.mjs').matchAll(/'(NEXT_PUBLIC_[A-Z0-9_]+)'/g),
      ...read('lib/site/external-links.config.mjs').matchAll(/'(NEXT_PUBLIC_[A-Z0-9_]+)'/g),
      ...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm),
    ].map((m) => m[1]);
    expect(fromConfig.length).toBeGreaterThanOrEqual(20);
    expect(fromConfig.filter((name) => !documented.has(name))).toEqual([]);
    expect(documented.has('ALLOW_LOCAL_WEBHOOKS')).toBe(true);
  });

  test('links every page of docs/', () => {
    const linked = new Set(linkTargets(readme).map((target) => target.split('#')[0]));
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });
});

describe('docs/', () => {
  test.each(docsPages)('%s starts with its title and a one-line summary', (page) => {
    const [title, blank, summary, after] = read(page).split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(summary).toMatch(/^[^#|`\s-]/);
    expect(after).toBe('');
  });

  test('docs/performance.md holds the bench tables that npm run bench -- --readme pastes', () => {
    const performance = read('docs/performance.md');
    const start = performance.indexOf('<!-- bench:start -->');
    const end = performance.indexOf('<!-- bench:end -->');
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    expect(performance.slice(start, end)).toMatch(/benchmarkIndex \d+/);
    expect(read('scripts/bench/bench.mjs')).toContain("path.join(root, 'docs', 'performance.md')");
  });
});

describe.each(markdownFiles)('the relative links of %s', (file) => {
  const targets = linkTargets(read(file)).filter((target) => !isExternal(target));

  test.each(targets.length > 0 ? targets : ['(none)'])('%s lands on a file and heading that exist', (target) => {
    if (target === '(none)') return;
    const [filePart, anchor] = target.split('#');
    const resolved = filePart ? path.join(path.dirname(file), decodeURIComponent(filePart)) : file;
    expect(fs.existsSync(path.join(root, resolved))).toBe(true);
    if (anchor !== undefined) {
      expect(resolved.endsWith('.md')).toBe(true);
      expect([...headingIds(read(resolved))]).toContain(anchor);
    }
  });
});
