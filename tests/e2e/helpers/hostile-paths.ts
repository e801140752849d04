import net from 'node:net';
import { expect } from './test';

/**
 * Request targets that try to turn the servers' trailing-slash redirect into an open redirect: a
 * Location of //host or /\host is followed by browsers to another site.
 */
export const hostilePaths = [
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%2F%2Fevil.example/',
  '//evil.example/',
  '///evil.example/',
  '/\\evil.example/',
  '/\\\\evil/',
  '/%0D%0ALocation:%20http://evil.example/',
  '/privacy%0D%0ASet-Cookie:%20x=1/',
  '/%E0%A4%A/',
  '/.%2E/evil.example/',
];

/**
 * Sends one GET with the target exactly as given (no URL parsing on our side) and reads the head.
 * Done when the head is in: some servers (workerd) keep the connection open despite `Connection: close`.
 */
export function rawGet(port: number, target: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    let done = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      data += chunk;
      if (data.includes('\r\n\r\n')) finish();
    });
    socket.on('error', (error) => done || reject(error));
    socket.on('end', finish);
    function finish() {
      if (done) return;
      done = true;
      socket.destroy();
      const [statusLine = '', ...lines] = data.split('\r\n\r\n')[0]!.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    }
  });
}

/**
 * Every hostile target answers without leaving the site: no Location, or one that a browser
 * resolves to the same origin (checked with the WHATWG URL parser, which reads /\host as //host as
 * browsers do), and no header smuggled in through CR/LF.
 */
export async function expectNoOpenRedirect(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  for (const target of hostilePaths) {
    const { status, headers } = await rawGet(port, target);
    expect(status, `${target} answers`).toBeGreaterThanOrEqual(200);
    expect(headers['set-cookie'], `${target} sets no cookie`).toBeUndefined();
    const location = headers['location'];
    if (location === undefined) continue;
    expect(location, `Location of ${target}`).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, origin).origin, `Location of ${target} stays on the site`).toBe(origin);
  }
  // The legitimate redirect still works.
  const clean = await rawGet(port, '/privacy/?from=test');
  expect(clean.status).toBe(308);
  expect(clean.headers['location']).toBe('/privacy?from=test');
}

/** Mis-joined addresses ("https://site//pricing" in an e-mail) and the page each one is. */
export const doubledSlashPaths: Record<string, string> = {
  '//pricing': '/pricing',
  '///about?x=1': '/about?x=1',
  '//documentation/quick-start-guide': '/documentation/quick-start-guide',
};

/**
 * A Location that a browser follows to this origin and no other: a path with one leading slash,
 * or an absolute URL of the origin itself; never "//host" or "/\host".
 */
export function expectSameOriginLocation(location: string | undefined, origin: string, label: string) {
  expect(location, `${label}: a Location`).toBeDefined();
  if (location!.startsWith('/')) expect(location, `${label}: one leading slash`).toMatch(/^\/(?![/\\])/);
  else expect(new URL(location!).origin, `${label}: an absolute URL of this origin`).toBe(origin);
  expect(new URL(location!, origin).origin, `${label} stays on the site`).toBe(origin);
}

/** Each mis-joined address answers a 308 to its page, query kept, with the security headers. */
export async function expectDoubledSlashRedirects(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  for (const [target, page] of Object.entries(doubledSlashPaths)) {
    const { status, headers } = await rawGet(port, target);
    expect(status, `${target} answers`).toBe(308);
    expectSameOriginLocation(headers['location'], origin, target);
    expect(new URL(headers['location']!, origin).href, `${target} leads to its page`).toBe(`${origin}${page}`);
    expect(headers['x-content-type-options'], `${target}: nosniff`).toBe('nosniff');
  }
}
