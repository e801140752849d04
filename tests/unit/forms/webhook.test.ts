import { NETWORK_FAILURE_HELP, outcomeOfError, outcomeOfResponse, postBody } from '@/lib/forms/webhook';

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
    });
    expect(outcomeOfResponse(422, '{"code":422,"message":"Invalid email"}')).toEqual({
      ok: false,
      message: 'Submission failed: Invalid email',
    });
  });

  it('falls back to the status when the body is not JSON or has no usable message', () => {
    expect(outcomeOfResponse(500, '<html>Internal Server Error</html>')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 500',
    });
    expect(outcomeOfResponse(404, '{"error":"nope"}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 404',
    });
    expect(outcomeOfResponse(502, '{"message":""}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 502',
    });
    expect(outcomeOfResponse(503, '{"message":42}')).toEqual({
      ok: false,
      message: 'Submission failed: Server error: 503',
    });
    expect(outcomeOfResponse(400, '')).toEqual({ ok: false, message: 'Submission failed: Server error: 400' });
    expect(outcomeOfResponse(301, 'null')).toEqual({ ok: false, message: 'Submission failed: Server error: 301' });
  });

  it("gives a network error's own text", () => {
    expect(outcomeOfError(new TypeError('Failed to fetch'))).toEqual({
      ok: false,
      message: 'Submission failed: Failed to fetch',
      help: NETWORK_FAILURE_HELP,
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
