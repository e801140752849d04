import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { rawGet } from './helpers/hostile-paths';
import { sitemapRoutes } from './helpers/sitemap';
import { generatedHeaders, watchCspViolations } from './serving/helpers';

/**
 * The static server of `npm start` and of this Playwright project sends the production headers
 * from the build's own _headers (scripts/serve.mjs): a CSP regression shows here too, not only
 * against nginx.
 */
const headers = generatedHeaders();

test('every route gets the policy the build computed and the common headers', async ({ request }) => {
  for (const route of sitemapRoutes()) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-security-policy'], `${route}: CSP`).toBe(headers.csp[route]);
    for (const [name, value] of Object.entries(headers.commonHeaders))
      expect(response.headers()[name.toLowerCase()], `${route}: ${name}`).toBe(value);
  }
});

test('a form page hydrates and its chat opens with no CSP violation', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: /open live chat/i }).click();
  await expect(page.getByRole('dialog', { name: /chat/i })).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada');
  expect(violations).toEqual([]);
});

test('the not-found answer and the refused method carry the policy and the security headers; the manifest its type', async ({
  request,
}) => {
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()['content-security-policy']).toBe(headers.csp['/404.html']);
  expect(await notFound.text()).toContain('<meta http-equiv="Content-Security-Policy"');
  const refused = await request.post('/pricing');
  expect(refused.status()).toBe(405);
  for (const response of [notFound, refused])
    for (const [name, value] of Object.entries(headers.commonHeaders))
      expect(response.headers()[name.toLowerCase()], `${response.status()}: ${name}`).toBe(value);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
});

test('serves nothing outside its folder: not the file named like the folder beside it', async () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-root-'));
  fs.mkdirSync(path.join(parent, 'out'));
  fs.writeFileSync(path.join(parent, 'out', '404.html'), 'not found inside');
  fs.writeFileSync(path.join(parent, 'out.html'), 'beside the folder');
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: path.join(parent, 'out') },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(() =>
        rawGet(port, '/').then(
          () => true,
          () => false,
        ),
      )
      .toBe(true);
    for (const target of ['/', '/out', '/../out', '/%2E%2E/out', '/..%2Fout']) {
      const answer = await fetch(`http://127.0.0.1:${port}${target}`);
      expect(answer.status, target).toBe(404);
      expect(await answer.text(), target).toBe('not found inside');
    }
  } finally {
    server.kill();
    fs.rmSync(parent, { recursive: true, force: true });
  }
});

test("a rebuild under a running server: the next answer carries the new build's policy, not the one read at start", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-rebuild-'));
  const policy = (hash: string) => `/\n  Content-Security-Policy: script-src 'self' '${hash}'\n`;
  fs.writeFileSync(path.join(dir, 'index.html'), 'home');
  fs.writeFileSync(path.join(dir, '_headers'), policy('sha256-first'));
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIR: dir },
    stdio: 'ignore',
  });
  const csp = () =>
    fetch(`http://127.0.0.1:${port}/`).then(
      (answer) => answer.headers.get('content-security-policy'),
      () => null,
    );
  try {
    await expect.poll(csp).toBe("script-src 'self' 'sha256-first'");
    // A build writes the file anew (a later modification time, as a rebuild seconds later has).
    fs.writeFileSync(path.join(dir, '_headers'), policy('sha256-second'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dir, '_headers'), later, later);
    expect(await csp()).toBe("script-src 'self' 'sha256-second'");
  } finally {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
