import {
  NETWORK_FAILURE_HELP,
  SERVER_FAILURE_HELP,
  outcomeOfError,
  outcomeOfResponse,
  postBody,
} from '@/lib/forms/webhook';

describe('outcome rules', () => {
  it('treats any OK status as success, whatever the body', () => {
    expect(outcomeOfResponse(200, '{"message":"Workflow was started"}')).toEqual({ ok: true });
    expect(outcomeOfResponse(201, '')).toEqual({ ok: true });
    expect(outcomeOfResponse(204, 'not json')).toEqual({ ok: true });
    expect(outcomeOfResponse(299, '{}')).toEqual({ ok: true });
  });

  it('uses the JSON body message of a failed answer', () => {
    expect(outcomeOfResponse(500, '{"message":"Error in workflow"}')).toEqual({
      ok: false,
      message: 'Submission failed: Error in workflow',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(422, '{"code":422,"message":"Invalid email"}')).toEqual({
      ok: false,
      message: 'Submission failed: Invalid email',
      help: SERVER_FAILURE_HELP,
    });
  });

  it('falls back to the status when the body is not JSON or has no usable message', () => {
    expect(outcomeOfResponse(500, '<html>Internal Server Error</html>')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 500',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(404, '{"error":"nope"}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 404',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(502, '{"message":""}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 502',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(503, '{"message":42}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 503',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(400, '')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 400',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(301, 'null')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 301',
      help: SERVER_FAILURE_HELP,
    });
  });

  it("shows a server's message only as plain text of one line, at most 200 characters (issue 52)", () => {
    // The probe's answer: markup before the workflow's text.
    expect(outcomeOfResponse(500, '{"message":"<img src=x onerror=alert(1)>Error in workflow"}')).toEqual({
      ok: false,
      message: 'Submission failed: Error in workflow',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(500, JSON.stringify({ message: 'Bad <b>input</b>\n\n\tin\u0000 node\u202E 3' }))).toEqual({
      ok: false,
      message: 'Submission failed: Bad input in node 3',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(500, '{"message":"Failed <script src=//evil.example/x.js"}')).toEqual({
      ok: false,
      message: 'Submission failed: Failed',
      help: SERVER_FAILURE_HELP,
    });
    const long = outcomeOfResponse(500, JSON.stringify({ message: `${'word '.repeat(100)}end` }));
    expect(long.ok || long.message).toBe(`Submission failed: ${'word '.repeat(39)}word…`);
    // Cut between code points: never half of a surrogate pair.
    const emoji = outcomeOfResponse(500, JSON.stringify({ message: `${'a'.repeat(198)}\u{1F468}\u{1F469}\u{1F467}` }));
    expect(emoji.ok || emoji.message).toBe(`Submission failed: ${'a'.repeat(198)}\u{1F468}…`);
  });

  it('falls back to the status when nothing readable is left of the message', () => {
    expect(outcomeOfResponse(500, '{"message":"<script></script><img src=x onerror=alert(1)>"}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 500',
      help: SERVER_FAILURE_HELP,
    });
    expect(outcomeOfResponse(502, '{"message":"\\u0000\\u200F \\n"}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 502',
      help: SERVER_FAILURE_HELP,
    });
  });

  it("gives a network error's own text", () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({
      ok: false,
      message: 'Submission failed: Failed to fetch',
      help: NETWORK_FAILURE_HELP,
    });
  });

  it('gives a chunk of the page that failed to load (offline before the form code came) the help line, without its file path', () => {
    const chunk = Object.assign(
      new Error('Failed to load chunk /_next/static/chunks/0x1y2z.js from module 2271: TypeError: Failed to fetch'),
      { name: 'ChunkLoadError' },
    );
    const expected = {
      ok: false,
      message: 'Submission failed: Part of the page could not be loaded.',
      help: 'Your answers are still here. Check your internet connection, then send the form again.',
    };
    expect(outcomeOfError(chunk)).toEqual(expected);
    expect(
      outcomeOfError(new TypeError('Failed to fetch dynamically imported module: http://localhost/_next/a.js')),
    ).toEqual(expected);
    expect(outcomeOfError(new Error('Loading chunk 42 failed.'))).toEqual(expected);
  });

  it('gives any error the help line while the browser is offline', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(outcomeOfError(new Error('Something odd'))).toEqual({
      ok: false,
      message: 'Submission failed: Something odd',
      help: NETWORK_FAILURE_HELP,
    });
    onLine.mockRestore();
    expect(outcomeOfError(new Error('Something odd'))).toEqual({
      ok: false,
      message: 'Submission failed: Something odd',
    });
  });

  it('gives "An unknown error occurred." for anything else', () => {
    expect(outcomeOfError('boom')).toEqual({ ok: false, message: 'Submission failed: An unknown error occurred.' });
    expect(outcomeOfError(undefined)).toEqual({ ok: false, message: 'Submission failed: An unknown error occurred.' });
    expect(outcomeOfError(new Error(''))).toEqual({
      ok: false,
      message: 'Submission failed: An unknown error occurred.',
    });
  });
});

describe('webhook client', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  const answer = (status: number, body: string) =>
    ({ ok: status >= 200 && status < 300, status, text: async () => body }) as Response;

  it('POSTs JSON with the content type and the body', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, ''));
    global.fetch = fetchMock;
    await expect(postBody('https://hooks.example/webhook/forms', { name: 'Ada' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://hooks.example/webhook/forms');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('POSTs multipart form data without setting a content type (the browser adds the boundary)', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(500, '{"message":"Disk full"}'));
    global.fetch = fetchMock;
    const body = new FormData();
    body.append('fullName', 'Ada');
    await expect(postBody('https://hooks.example/webhook/application', body)).resolves.toEqual({
      ok: false,
      message: 'Submission failed: Disk full',
      help: SERVER_FAILURE_HELP,
    });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(body);
    expect(init.headers).toBeUndefined();
  });

  it('reports a rejected request with its text', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('NetworkError when attempting to fetch resource.'));
    await expect(postBody('https://hooks.example', {})).resolves.toEqual({
      ok: false,
      message: 'Submission failed: NetworkError when attempting to fetch resource.',
      help: NETWORK_FAILURE_HELP,
    });
  });

  it('gives up after 20 seconds by default with the timeout text', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        ),
    );
    let settled: unknown = null;
    const outcome = postBody('https://hooks.example', {}).then((result) => (settled = result));
    await jest.advanceTimersByTimeAsync(19_999);
    expect(settled).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
    expect(settled).toEqual({
      ok: false,
      message: 'Submission failed: The server did not respond in time. Please try again.',
    });
  });

  it('accepts a shorter timeout', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        ),
    );
    const outcome = postBody('https://hooks.example', {}, { timeoutMs: 50 });
    await jest.advanceTimersByTimeAsync(50);
    await expect(outcome).resolves.toMatchObject({ ok: false });
  });
});
