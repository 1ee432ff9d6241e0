import { afterEach, describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { z } from 'zod';
import { shouldRetryQuery } from '../app/query-client';
import { apiErrorOf, getJson, http, ResponseSchemaError } from './http';
import { i18n } from './i18n';

type Call = { url: string; headers: Headers; credentials: RequestCredentials };

/** A fetch that answers from a list and records what was asked. */
function fakeFetch(...answers: Response[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push({ url: request.url, headers: request.headers, credentials: request.credentials });
    const answer = answers.shift();
    if (!answer) throw new Error('No more answers');
    return answer;
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const BASE = 'http://app.test';

describe('http', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('sends the interface language and cookies', async () => {
    await i18n.changeLanguage('fr');
    const { fetch, calls } = fakeFetch(json(200, { ok: true }));
    await http.get(`${BASE}/auth/check`, { fetch }).json();
    expect(calls[0]?.headers.get('accept-language')).toBe('fr');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.credentials).toBe('include');
  });

  it("keeps the server's error for the UI", async () => {
    const body = { errors: [{ code: 'InvalidCredentials', status: '401', message: 'Wrong username or password.' }] };
    const { fetch } = fakeFetch(json(401, body));
    const error = await http.post(`${BASE}/auth/login`, { fetch, json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(apiErrorOf(error)).toEqual(body.errors[0]);
    expect((error as Error).message).toMatch(/^Request failed with status code 401/);
  });

  it('ignores an error body that is not ours', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 400 }));
    const error = await http.get(`${BASE}/x`, { fetch }).catch((e: unknown) => e);
    expect(apiErrorOf(error)).toBeUndefined();
  });

  it('refuses an answer that does not match its schema', async () => {
    const { fetch } = fakeFetch(json(200, { status: 'maybe' }));
    const error = await getJson(`${BASE}/auth/check`, z.strictObject({ status: z.enum(['yes']) }), { fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ResponseSchemaError);
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  const httpError = (status: number) =>
    new HTTPError(new Response(null, { status }), new Request(`${BASE}/x`), {} as never);

  it('retries server faults up to five attempts', () => {
    for (const status of [500, 503, 504]) {
      expect(shouldRetryQuery(0, httpError(status))).toBe(true);
      expect(shouldRetryQuery(4, httpError(status))).toBe(true);
      expect(shouldRetryQuery(5, httpError(status))).toBe(false);
    }
  });

  it('never retries client errors nor other failures', () => {
    for (const status of [400, 401, 403, 404, 422, 429, 502])
      expect(shouldRetryQuery(0, httpError(status))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
