import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { z } from 'zod';
import { ENVIRONMENT_STORAGE_KEY } from './environment';
import { apiErrorOf, getJson, http, ResponseSchemaError } from './http';
import { i18n } from './i18n';

type Call = { method: string; url: string; headers: Headers; credentials: RequestCredentials; at: number };

/** Stubs the global fetch: answers from a list (or with `answer`) and records what was asked. */
function stubFetch(...answers: (Response | ((request: Request) => Promise<Response>))[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const { method, url, headers, credentials } = request;
    calls.push({ method, url, headers, credentials, at: Date.now() });
    const answer = answers.shift();
    if (!answer) throw new Error('No more answers');
    return typeof answer === 'function' ? answer(request) : answer;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const status = (code: number, headers: Record<string, string> = {}) => new Response(null, { status: code, headers });

/** Like a fetch that gets no answer: it ends only when its request is aborted. */
const never = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

const BASE = 'http://app.test';

/** Runs a request under fake timers to its end; resolves with its result or its error. */
async function settle<T>(request: Promise<T>): Promise<T | unknown> {
  const outcome = request.catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('http headers', () => {
  it('sends the interface language, the network and cookies', async () => {
    await i18n.changeLanguage('fr');
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, 'uat');
    const calls = stubFetch(json(200, { ok: true }));
    await http.get(`${BASE}/auth/check`).json();
    expect(calls[0]?.headers.get('accept-language')).toBe('fr');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.get('x-fivb-env')).toBe('uat');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends production when no network was chosen', async () => {
    const calls = stubFetch(json(200, {}));
    await http.get(`${BASE}/x`).json();
    expect(calls[0]?.headers.get('x-fivb-env')).toBe('production');
  });
});

describe('http errors', () => {
  it("keeps the server's error for the UI", async () => {
    const body = { errors: [{ code: 'InvalidCredentials', status: '401', message: 'Wrong username or password.' }] };
    stubFetch(json(401, body));
    const error = await http.post(`${BASE}/auth/login`, { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(apiErrorOf(error)).toEqual(body.errors[0]);
  });

  it('ignores an error body that is not ours', async () => {
    stubFetch(new Response('<html>Bad request</html>', { status: 400 }));
    const error = await http.get(`${BASE}/x`).catch((e: unknown) => e);
    expect(apiErrorOf(error)).toBeUndefined();
  });

  it('names status, status text, method and URL', async () => {
    stubFetch(new Response(null, { status: 404, statusText: 'Not Found' }));
    const error = await http.delete(`${BASE}/players/12`).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`Request failed with status code 404 Not Found: DELETE ${BASE}/players/12`);
  });

  it('leaves no blank where the status text is empty (HTTP/2)', async () => {
    stubFetch(status(401));
    const error = await http.post(`${BASE}/auth/login`, { json: {} }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`Request failed with status code 401: POST ${BASE}/auth/login`);
  });

  it('says which request timed out', async () => {
    vi.useFakeTimers();
    stubFetch(never);
    const error = await settle(http.get(`${BASE}/slow`, { timeout: 50 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(`Request timed out: GET ${BASE}/slow`);
  });

  it('refuses an answer that does not match its schema', async () => {
    stubFetch(json(200, { status: 'maybe' }));
    const schema = z.strictObject({ status: z.enum(['yes']) });
    const error = await getJson(`${BASE}/auth/check`, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseSchemaError);
  });
});

describe('http timeout', () => {
  it('is 10 seconds by default', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(never);
    const outcome = http.get(`${BASE}/slow`).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('cannot exceed 2147483647 ms, and the refusal is not retried', async () => {
    // Timers stay frozen: a retry would wait for ever.
    vi.useFakeTimers();
    const calls = stubFetch(json(200, {}));
    const error = await http.get(`${BASE}/x`, { timeout: 2_147_483_648 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RangeError);
    expect(calls).toHaveLength(0);
  });

  it('accepts 2147483647 ms', async () => {
    const calls = stubFetch(json(200, { ok: true }));
    await expect(http.get(`${BASE}/x`, { timeout: 2_147_483_647 }).json()).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
  });
});

describe('http retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  const delays = (calls: Call[]) => calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));

  it('retries a GET at most twice, 300 then 600 ms apart', async () => {
    const calls = stubFetch(status(503), status(502), status(500), json(200, {}));
    const error = await settle(http.get(`${BASE}/x`));
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(500);
    expect(calls).toHaveLength(3);
    expect(delays(calls)).toEqual([300, 600]);
  });

  it.each([408, 413, 429, 500, 502, 503, 504])('retries status %i', async (code) => {
    // 413 is retried only when the server says when (Retry-After), like ky does.
    const headers: Record<string, string> = code === 413 ? { 'Retry-After': '1' } : {};
    const calls = stubFetch(status(code, headers), json(200, { ok: true }));
    await expect(settle(http.get(`${BASE}/x`).json())).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409, 422, 501])('does not retry status %i', async (code) => {
    const calls = stubFetch(status(code), json(200, {}));
    expect(await settle(http.get(`${BASE}/x`))).toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(1);
  });

  it.each(['put', 'delete', 'head', 'options'] as const)('retries %s', async (method) => {
    const calls = stubFetch(status(503), status(204));
    await settle(http(`${BASE}/x`, { method }));
    expect(calls.map((c) => c.method)).toEqual([method.toUpperCase(), method.toUpperCase()]);
  });

  it.each(['post', 'patch'] as const)('never retries %s', async (method) => {
    const calls = stubFetch(status(503), json(200, {}));
    expect(await settle(http(`${BASE}/x`, { method, json: {} }))).toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(1);
  });

  it('waits as long as Retry-After says, in seconds', async () => {
    const calls = stubFetch(status(503, { 'Retry-After': '2' }), json(200, {}));
    await settle(http.get(`${BASE}/x`));
    expect(delays(calls)).toEqual([2_000]);
  });

  it('waits until the date Retry-After gives', async () => {
    const calls = stubFetch(
      async () => status(429, { 'Retry-After': new Date(Date.now() + 5_000).toUTCString() }),
      json(200, {}),
    );
    await settle(http.get(`${BASE}/x`));
    // An HTTP date has whole seconds: the wait is at most 5 s.
    expect(delays(calls)[0]).toBeGreaterThan(3_999);
    expect(delays(calls)[0]).toBeLessThanOrEqual(5_000);
  });

  it('ignores Retry-After on a status that does not honour it', async () => {
    const calls = stubFetch(status(500, { 'Retry-After': '30' }), json(200, {}));
    await settle(http.get(`${BASE}/x`));
    expect(delays(calls)).toEqual([300]);
  });

  it('does not retry a 413 without Retry-After', async () => {
    const calls = stubFetch(status(413), json(200, {}));
    expect(await settle(http.get(`${BASE}/x`))).toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(1);
  });
});
