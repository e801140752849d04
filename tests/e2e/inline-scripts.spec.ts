import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, test } from './helpers/test';
import * as measure from '../../scripts/bench/measure.mjs';
import { generatedHeaders, watchCspViolations } from './serving/helpers';

/**
 * The inline scripts as built: the first-paint room's (typed functions the build serialises and
 * writes into each page, lib/first-paint/ and scripts/build/page-scripts.mjs) and Next's own. The CSP's hashes come from the page as shipped
 * (scripts/build/csp.mjs); these tests parse the pages with the browser's own parser instead.
 */
const out = path.join(process.cwd(), 'out');
const pages = measure.htmlPages(out) as { route: string; file: string }[];
const csp = generatedHeaders().csp;
const policyOf = (route: string) => csp[route] ?? csp[`${route}.html`] ?? '';

type ParsedScript = { text: string; type: string; src: boolean };

test('every inline script of every exported page has its hash in that page’s CSP', async ({ visitor: page }) => {
  expect(pages.length).toBeGreaterThan(40);
  for (const { route, file } of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const scripts: ParsedScript[] = await page.evaluate((source) => {
      const parsed = new DOMParser().parseFromString(source, 'text/html');
      return [...parsed.scripts].map((script) => ({
        text: script.textContent ?? '',
        type: script.type,
        src: script.hasAttribute('src'),
      }));
    }, html);
    const inline = scripts.filter((script) => !script.src && ['', 'text/javascript', 'module'].includes(script.type));
    expect(inline.length, `${route}: the theme, the recorder and search, the loader, Next's own`).toBeGreaterThan(3);
    const policy = policyOf(route);
    expect(policy, `${route}: a policy`).toContain('script-src');
    for (const script of inline) {
      const hash = `'sha256-${crypto.createHash('sha256').update(script.text, 'utf8').digest('base64')}'`;
      expect(policy, `${route}: hash of ${script.text.slice(0, 60)}…`).toContain(hash);
    }
  }
});

/** The room's scripts are the inline ones that are not Next's RSC payload pushes. */
const roomScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((text) => !text.includes('self.__next_f'));
const printedFor = (source: string, target: ts.ScriptTarget) =>
  ts.transpileModule(source, { compilerOptions: { target, module: ts.ModuleKind.None, removeComments: true } })
    .outputText;

test('the room’s scripts as the build serialised them (compiled and minified) are self-contained calls in 2019 syntax', () => {
  const home = roomScripts(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
  const notFound = roomScripts(fs.readFileSync(path.join(out, '404.html'), 'utf8'));
  // The theme, the recorder with the search trigger, the loader; the 404 page adds its title switch and
  // its "Did you mean".
  expect(home).toHaveLength(3);
  expect(notFound).toHaveLength(5);
  for (const script of new Set([...home, ...notFound])) {
    expect(script, 'a call of a function').toMatch(/^\(.*\)\(.*\)(;\(.*\)\(.*\))*$/s);
    expect(printedFor(script, ts.ScriptTarget.ES2019), script.slice(0, 80)).toBe(
      printedFor(script, ts.ScriptTarget.ESNext),
    );
  }
});

test('the room’s scripts sit where they must and are not sent a second time in the RSC payload', () => {
  for (const { route, file } of pages) {
    const html = fs.readFileSync(file, 'utf8');
    // Where the layout renders them (components/layout/PageScript.tsx): the theme in <head>; the recorder and
    // the search trigger before any element of <body> a visitor sees; the loader after the footer.
    const [head = '', body = ''] = html.split('</head>');
    const theme = roomScripts(head).find((text) => text.includes('linkwell-theme'));
    const recorder = roomScripts(body)[0];
    const loader = roomScripts(body).find((text) => text.includes('first-paint-chunks'));
    expect(theme, `${route}: the theme in <head>`).toBeDefined();
    expect(recorder, `${route}: the recorder first in <body>`).toContain('__earlyClicks');
    expect(body.slice(0, body.indexOf(recorder!)), `${route}: nothing to see or click before the recorder`).toMatch(
      /^<body[^>]*><div hidden="">(<!--\/?\$-->)*<\/div><script>$/,
    );
    expect(body.indexOf(loader!), `${route}: the loader after the footer`).toBeGreaterThan(body.indexOf('</footer>'));
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
      .map((match) => String((JSON.parse(match[1]!) as unknown[])[1] ?? ''))
      .join('');
    expect(payload, `${route}: a payload`).toContain('"$"');
    for (const script of [theme!, recorder!, loader!])
      expect(payload.includes(script.slice(0, 80)), `${route}: ${script.slice(0, 40)}… not in the payload`).toBe(false);
  }
});

test('the scripts run under the page’s policy: theme, early actions, the 404 switch and the loader, with no violation or error', async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => window.localStorage.setItem('linkwell-theme', 'dark'));
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => Array.isArray(window.__earlyClicks))).toBe(true);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/vendor-integrations/no-such-vendor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Not Found');
  await expect(page).toHaveTitle('Vendor Not Found | Linkwell');
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
