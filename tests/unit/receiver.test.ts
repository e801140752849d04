/** @jest-environment node */
import fs from 'node:fs';
import { startReceiver } from './start-receiver';

let origin = '';
let logFile = '';
let stop = () => {};

beforeAll(async () => {
  ({ origin, logFile, stop } = await startReceiver({ portBase: 5600, name: 'receiver' }));
});

afterAll(() => stop());

const logged = async (contains: string) =>
  (await (await fetch(`${origin}/__control/log?contains=${contains}`)).json()) as Array<Record<string, unknown>>;

/** The file's text once it holds `text`, or as it is after 5 s; a file not yet written reads as empty (the
 * receiver appends after it answers, and on a loaded machine the first line can come after the reply). */
async function fileOnceItHolds(file: string, text: string) {
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const until = Date.now() + 5000;
  let content = read();
  while (!content.includes(text) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    content = read();
  }
  return content;
}

describe('local webhook receiver', () => {
  it('answers a JSON form POST like n8n and logs it, with CORS for the site origin', async () => {
    const response = await fetch(`${origin}/webhook/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ name: 'Ada', marker: 'json-post-1' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toEqual({ message: 'Workflow was started' });
    const [record] = await logged('json-post-1');
    expect(record).toMatchObject({
      method: 'POST',
      path: '/webhook/forms',
      body: { name: 'Ada', marker: 'json-post-1' },
    });
    // The file is appended without holding up the reply (server.mjs): a loaded machine writes it a moment later.
    expect(await fileOnceItHolds(logFile, 'json-post-1')).toContain('json-post-1');
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${origin}/webhook/forms`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('parses a multipart upload and logs the fields and the file name and size', async () => {
    const form = new FormData();
    form.append('fullName', 'Grace Hopper');
    form.append('position', 'multipart-1');
    form.append('resume', new Blob([new Uint8Array(1234)], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${origin}/webhook/application`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const [record] = await logged('multipart-1');
    expect(record).toMatchObject({
      body: { fullName: 'Grace Hopper', position: 'multipart-1' },
      files: { resume: { filename: 'cv.pdf', type: 'application/pdf', size: 1234 } },
    });
  });

  it('answers a chat sendMessage GET with output and logs the query', async () => {
    const response = await fetch(`${origin}/webhook/chat?action=sendMessage&sessionId=s-1&message=chat-get-1`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { output: string };
    // A word the site does not know: a plain "no answer", never the message echoed back.
    expect(body.output).toMatch(/^Our site doesn't answer that, so I won't guess/);
    expect(body.output).not.toContain('chat-get-1');
    const [record] = await logged('chat-get-1');
    expect(record).toMatchObject({
      method: 'GET',
      query: { action: 'sendMessage', sessionId: 's-1', message: 'chat-get-1' },
    });
  });

  it('answers a chat POST with chatInput', async () => {
    const response = await fetch(`${origin}/webhook/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: 's-2', chatInput: 'What does it cost?' }),
    });
    expect(((await response.json()) as { output: string }).output).toContain('$89/month');
  });

  it('streams n8n chunks when the client accepts a stream', async () => {
    const response = await fetch(`${origin}/webhook/chat?action=sendMessage&sessionId=s-3&message=stream-1`, {
      headers: { Accept: 'text/plain' },
    });
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; content?: string });
    expect(lines[0]!.type).toBe('begin');
    expect(lines.at(-1)!.type).toBe('end');
    expect(
      lines
        .filter((l) => l.type === 'item')
        .map((l) => l.content)
        .join(''),
    ).toMatch(/^Sorry, I didn't catch that\./);
  });

  describe('fault modes, aimed by a marker in the request', () => {
    const setFault = (fault: object) =>
      fetch(`${origin}/__control/fault`, { method: 'POST', body: JSON.stringify(fault) });
    const post = (marker: string) =>
      fetch(`${origin}/webhook/forms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ marker }),
      });

    it('error-json: HTTP 500 with a JSON message, once', async () => {
      await setFault({ mode: 'error-json', match: 'fault-a', times: 1, message: 'Workflow could not be started!' });
      const failed = await post('fault-a');
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ message: 'Workflow could not be started!' });
      expect((await post('fault-a')).status).toBe(200);
    });

    it('error-text: HTTP 500 with a body that is not JSON', async () => {
      await setFault({ mode: 'error-text', match: 'fault-b', times: 1 });
      const failed = await post('fault-b');
      expect(failed.status).toBe(500);
      expect(await failed.text()).toBe('Internal Server Error');
    });

    it('slow: answers after the delay', async () => {
      await setFault({ mode: 'slow', match: 'fault-c', times: 1, delayMs: 400 });
      const started = Date.now();
      expect((await post('fault-c')).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    });

    it('drop: closes the connection without an answer', async () => {
      await setFault({ mode: 'drop', match: 'fault-d', times: 1 });
      await expect(post('fault-d')).rejects.toThrow();
    });

    it('empty-json: HTTP 200 with an empty JSON object (a reply without any text field)', async () => {
      await setFault({ mode: 'empty-json', match: 'fault-f', times: 1 });
      const reply = await post('fault-f');
      expect(reply.status).toBe(200);
      expect(await reply.json()).toEqual({});
    });

    it('a fault leaves requests without its marker alone', async () => {
      await setFault({ mode: 'error-json', match: 'fault-e' });
      expect((await post('other')).status).toBe(200);
      expect((await post('fault-e')).status).toBe(500);
      await setFault({ mode: 'ok', match: 'fault-e' });
      expect((await post('fault-e')).status).toBe(200);
    });
  });
});
