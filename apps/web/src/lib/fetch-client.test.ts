import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from 'ky';
import { z } from 'zod';
import { ENVIRONMENT_STORAGE_KEY } from './environment';
import { FetchClientError, fetchProxy, proxyBasePath } from './fetch-client';
import { apiErrorOf, ResponseSchemaError } from './http';
import { ProxyContentTypeError } from './proxy-client';

type Call = { request: Request; body: string };

function stubFetch(...answers: (Response | ((request: Request) => Promise<Response>))[]) {
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

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

/** Like a fetch that gets no answer: it ends only when its request is aborted. */
const never = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });

const XML = '<Request Type="GetBeachRoundList" Fields="No Code"/>';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('proxyBasePath', () => {
  it('maps each version to its path', () => {
    expect(proxyBasePath('VIS2009')).toBe('/proxy');
    expect(proxyBasePath('VISv2')).toBe('/proxy/v2');
    expect(proxyBasePath('VISSharp')).toBe('/proxy/v3');
  });
});

describe('fetchProxy', () => {
  it("posts to the version's path with cookies and the proxy headers", async () => {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, 'uat');
    const calls = stubFetch(json(200, { data: [] }));
    await expect(fetchProxy(XML, { version: 'VISv2' })).resolves.toEqual({ data: [] });
    const { request, body } = calls[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/proxy/v2');
    expect(request.credentials).toBe('include');
    expect(body).toBe(XML);
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe('application/xml');
    expect(request.headers.get('x-fivb-env')).toBe('uat');
    expect(request.headers.get('x-fivb-version')).toBe('VISv2');
  });

  it('posts VIS2009 requests to /proxy, objects as JSON', async () => {
    const calls = stubFetch(json(200, {}));
    await fetchProxy({ type: 'GetPlayer' });
    expect(new URL(calls[0]!.request.url).pathname).toBe('/proxy');
    expect(calls[0]?.request.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.request.headers.get('x-fivb-version')).toBe('VIS2009');
  });

  it('can ask for XML and return it as text', async () => {
    const xml = '<BeachRounds NbItems="1"><BeachRound No="1"/></BeachRounds>';
    const calls = stubFetch(new Response(xml, { headers: { 'content-type': 'application/xml' } }));
    const answer: string = await fetchProxy(XML, { accept: 'xml' });
    expect(answer).toBe(xml);
    expect(calls[0]?.request.headers.get('accept')).toBe('application/xml');
  });

  it('checks a JSON answer against the schema', async () => {
    stubFetch(json(200, { data: { no: 1 } }), json(200, { data: { no: 'one' } }));
    const schema = z.object({ data: z.object({ no: z.number() }) });
    expect((await fetchProxy(XML, { schema })).data.no).toBe(1);
    await expect(fetchProxy(XML, { schema })).rejects.toBeInstanceOf(ResponseSchemaError);
  });

  it('answers null for 204 and refuses a JSON call answered otherwise', async () => {
    stubFetch(
      new Response(null, { status: 204 }),
      new Response('<NoData/>', { headers: { 'content-type': 'text/xml' } }),
    );
    await expect(fetchProxy(XML)).resolves.toBeNull();
    await expect(fetchProxy(XML)).rejects.toBeInstanceOf(ProxyContentTypeError);
  });

  it('fails with the status, its text and the parsed body', async () => {
    const body = {
      errors: [{ code: 'BadParameter', status: '400', message: 'A parameter of the request is not valid.' }],
    };
    stubFetch(json(400, body, 'Bad Request'));
    const error = (await fetchProxy(XML).catch((e: unknown) => e)) as FetchClientError;
    expect(error).toBeInstanceOf(FetchClientError);
    expect(error.code).toBe(400);
    expect(error.statusText).toBe('Bad Request');
    expect(error.body).toEqual(body);
    expect(error.message).toBe('Request failed with status code 400 Bad Request: POST http://localhost:3000/proxy');
    expect(apiErrorOf(error)?.code).toBe('BadParameter');
  });

  it('keeps a body that is not JSON as text, an empty one as null', async () => {
    stubFetch(
      new Response('<AccessDenied/>', { status: 403, headers: { 'content-type': 'text/xml' } }),
      new Response(null, { status: 502 }),
    );
    const denied = (await fetchProxy(XML).catch((e: unknown) => e)) as FetchClientError;
    expect(denied.body).toBe('<AccessDenied/>');
    const gateway = (await fetchProxy(XML).catch((e: unknown) => e)) as FetchClientError;
    expect(gateway.code).toBe(502);
    expect(gateway.body).toBeNull();
  });

  it('is not retried', async () => {
    const calls = stubFetch(new Response(null, { status: 503 }), json(200, {}));
    await expect(fetchProxy(XML)).rejects.toBeInstanceOf(FetchClientError);
    expect(calls).toHaveLength(1);
  });

  it('times out after 60 seconds', async () => {
    vi.useFakeTimers();
    stubFetch(never);
    const outcome = fetchProxy(XML).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timed out: POST http://localhost:3000/proxy');
  });

  it("lets the caller's abort through", async () => {
    stubFetch(never);
    const controller = new AbortController();
    const outcome = fetchProxy(XML, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await outcome) as Error).name).toBe('AbortError');
  });
});
