import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError, TimeoutError } from 'ky';
import { z } from 'zod';
import { ENVIRONMENT_STORAGE_KEY } from './environment';
import { apiErrorOf, ResponseSchemaError } from './http';
import { proxyBatch, ProxyContentTypeError, proxyRequest } from './proxy-client';

type Call = { request: Request; body: string };
type Answer = Response | ((request: Request) => Promise<Response>);

/** Stubs the global fetch: answers in order and records each request with its body. */
function stubFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      calls.push({ request, body: await request.clone().text() });
      const answer = answers.shift();
      if (!answer) throw new Error('No more answers');
      return typeof answer === 'function' ? answer(request) : answer;
    }),
  );
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** Like a fetch that gets no answer: it ends only when its request is aborted. */
const never = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

const XML = '<Request Type="GetPlayer" No="10001" Fields="No FirstName"/>';
const ZPlayer = z.strictObject({ data: z.strictObject({ no: z.number(), firstName: z.string() }) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('proxyRequest', () => {
  it('posts the XML to /proxy with cookies and the proxy headers', async () => {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, 'development');
    const calls = stubFetch(json(200, { data: { no: 10001, firstName: 'Ana' } }));
    await proxyRequest(XML);
    const { request, body } = calls[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/proxy');
    expect(request.credentials).toBe('include');
    expect(body).toBe(XML);
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/xml');
    expect(request.headers.get('x-fivb-env')).toBe('development');
    expect(request.headers.get('x-fivb-version')).toBe('VIS2009');
  });

  it('names the protocol version in its header, still posting to /proxy', async () => {
    const calls = stubFetch(json(200, {}), json(200, {}));
    await proxyRequest(XML, { version: 'VISv2' });
    await proxyRequest(XML, { version: 'VISSharp' });
    expect(calls.map((c) => c.request.headers.get('x-fivb-version'))).toEqual(['VISv2', 'VISSharp']);
    expect(calls.map((c) => new URL(c.request.url).pathname)).toEqual(['/proxy', '/proxy']);
  });

  it('sends an object as JSON', async () => {
    const calls = stubFetch(json(200, {}));
    await proxyRequest({ type: 'GetPlayer', no: 10001 });
    expect(calls[0]?.request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(calls[0]!.body)).toEqual({ type: 'GetPlayer', no: 10001 });
  });

  it('reads a JSON answer and checks it against the schema', async () => {
    stubFetch(json(200, { data: { no: 10001, firstName: 'Ana' } }));
    const answer = await proxyRequest(XML, { schema: ZPlayer });
    expect(answer.data.firstName).toBe('Ana');
  });

  it('refuses an answer that breaks the schema', async () => {
    stubFetch(json(200, { data: { no: '10001', firstName: 'Ana' } }));
    const error = await proxyRequest(XML, { schema: ZPlayer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseSchemaError);
    expect((error as Error).message).toContain('data.no');
  });

  it('answers null for 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(proxyRequest(XML)).resolves.toBeNull();
  });

  it('gives the schema the null of a 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(proxyRequest(XML, { schema: ZPlayer.nullable() })).resolves.toBeNull();
  });

  it('refuses any other content type, naming it and the body', async () => {
    stubFetch(new Response('<NoData/>', { status: 200, headers: { 'content-type': 'text/xml' } }));
    const error = await proxyRequest(XML).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProxyContentTypeError);
    expect((error as ProxyContentTypeError).contentType).toBe('text/xml');
    expect((error as ProxyContentTypeError).body).toBe('<NoData/>');
    expect((error as Error).message).toBe('Unexpected content type "text/xml" in the answer: <NoData/>');
  });

  it('refuses an answer without content type', async () => {
    stubFetch(new Response('oops', { status: 200, headers: { 'content-type': '' } }));
    const error = await proxyRequest(XML).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^Unexpected content type "(none|text\/plain;charset=UTF-8)"/);
  });

  it("keeps the server's error and is never retried", async () => {
    const body = { errors: [{ code: 'AccessDenied', status: '403', message: 'You are not allowed to do this.' }] };
    const calls = stubFetch(json(503, body), json(200, {}));
    const error = await proxyRequest(XML).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(apiErrorOf(error)?.code).toBe('AccessDenied');
    expect(calls).toHaveLength(1);
  });

  it('waits 60 seconds before giving up', async () => {
    vi.useFakeTimers();
    stubFetch(never);
    const outcome = proxyRequest(XML).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timed out: POST http://localhost:3000/proxy');
  });

  it('stops when the caller aborts', async () => {
    stubFetch(never);
    const controller = new AbortController();
    const outcome = proxyRequest(XML, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await outcome) as Error).name).toBe('AbortError');
  });
});

describe('proxyBatch', () => {
  it('sends every request at once and reports each outcome in order', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const later = (response: Response) => async () => gate.then(() => response);
    const calls = stubFetch(
      later(json(200, { data: { no: 1, firstName: 'Ana' } })),
      later(new Response('<AccessDenied/>', { status: 403, headers: { 'content-type': 'text/xml' } })),
      later(new Response(null, { status: 204 })),
    );
    const outcomes = proxyBatch([
      { request: XML, schema: ZPlayer },
      { request: XML, version: 'VISv2' },
      { request: { type: 'DeletePlayer', no: 2 } },
    ] as const);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    release();
    const [player, denied, deleted] = await outcomes;
    expect(player).toEqual({ ok: true, value: { data: { no: 1, firstName: 'Ana' } } });
    if (player.ok) expect(player.value.data.no).toBe(1);
    expect(denied.ok).toBe(false);
    expect(denied.ok ? undefined : denied.error).toBeInstanceOf(HTTPError);
    expect(deleted).toEqual({ ok: true, value: null });
  });
});
