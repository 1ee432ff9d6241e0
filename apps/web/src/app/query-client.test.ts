import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { QueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { authKeys, requireCurrentUser } from '../lib/session/current-user';
import { FetchClientError } from '../lib/fetch-client';
import { rememberApiErrorBody, ResponseSchemaError } from '../lib/http';
import { i18n } from '../lib/i18n';
import { dismissAll, getNotifications } from '../lib/notifications/notifications-store';
import { createQueryClient, onQueryClientError, QUERY_CLIENT_ERROR_EVENT, shouldRetry } from './query-client';

const TARGET = 'http://app.test/x';
const request = new Request(TARGET);
const httpError = (status: number) => new HTTPError(new Response(null, { status }), request, {} as never);
const fetchError = (status: number) => new FetchClientError(new Response(null, { status }), request, null);
const schemaError = () => new ResponseSchemaError('GET /x', []);

function withServerMessage<E extends Error>(error: E, message: string): E {
  rememberApiErrorBody(error, { errors: [{ code: 'AccessDenied', status: '403', message }] });
  return error;
}

const messages = () => getNotifications().map((n) => n.message);

afterEach(async () => {
  dismissAll();
  await i18n.changeLanguage('en');
});

describe('shouldRetry', () => {
  it('retries 500, 503 and 504 up to five times', () => {
    for (const error of [httpError(500), httpError(503), httpError(504), fetchError(503)]) {
      expect([0, 1, 2, 3, 4, 5].map((count) => shouldRetry(count, error))).toEqual([
        true,
        true,
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('never retries 400, 401 and 404', () => {
    for (const status of [400, 401, 404]) {
      expect(shouldRetry(0, httpError(status))).toBe(false);
      expect(shouldRetry(0, fetchError(status))).toBe(false);
    }
  });

  it('never retries an answer that breaks its schema', () => {
    expect(shouldRetry(0, schemaError())).toBe(false);
  });

  it('retries nothing else', () => {
    for (const status of [403, 408, 409, 413, 422, 429, 501, 502])
      expect(shouldRetry(0, httpError(status))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(false);
    expect(shouldRetry(0, undefined)).toBe(false);
  });
});

describe('the query-client error hook', () => {
  it("shows the server's translated message", () => {
    onQueryClientError(withServerMessage(httpError(403), 'Vous n’êtes pas autorisé à faire cela.'));
    expect(getNotifications()).toMatchObject([
      { kind: 'query-error', tone: 'error', message: 'Vous n’êtes pas autorisé à faire cela.' },
    ]);
  });

  it('reads the message the fetch client kept too', () => {
    onQueryClientError(withServerMessage(fetchError(403), 'You are not allowed to do this.'));
    expect(messages()).toEqual(['You are not allowed to do this.']);
  });

  it('falls back to a translated generic message', async () => {
    await i18n.changeLanguage('es');
    onQueryClientError(new TypeError('Failed to fetch'));
    expect(messages()).toEqual(['Algo salió mal.']);
  });

  it('shows one notification for several failures', () => {
    onQueryClientError(httpError(500));
    onQueryClientError(withServerMessage(httpError(403), 'Denied.'));
    expect(messages()).toEqual(['Something wrong happened.']);
  });

  it('stays quiet on a 401 of the auth queries', () => {
    onQueryClientError(httpError(401), { queryKey: authKeys.check() });
    onQueryClientError(httpError(401), { queryKey: authKeys.me() });
    expect(getNotifications()).toEqual([]);
    onQueryClientError(httpError(500), { queryKey: authKeys.check() });
    expect(messages()).toEqual(['Something wrong happened.']);
  });

  it('speaks on a 401 elsewhere (an expired session)', () => {
    onQueryClientError(httpError(401), { queryKey: ['players'] });
    expect(getNotifications()).toHaveLength(1);
  });

  it('stays quiet for calls marked silent', () => {
    onQueryClientError(httpError(500), { meta: { silent: true } });
    expect(getNotifications()).toEqual([]);
  });

  it('announces every error, silent ones included', () => {
    const listener = vi.fn();
    window.addEventListener(QUERY_CLIENT_ERROR_EVENT, listener);
    const error = httpError(401);
    onQueryClientError(error, { meta: { silent: true } });
    window.removeEventListener(QUERY_CLIENT_ERROR_EVENT, listener);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toBe(error);
  });
});

describe('createQueryClient', () => {
  it('calls the hook for a failed query, with its key and meta', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['players'], queryFn: () => Promise.reject(httpError(404)), retry: false })
      .catch(() => {});
    await client
      .fetchQuery({
        queryKey: ['other'],
        queryFn: () => Promise.reject(httpError(403)),
        retry: false,
        meta: { silent: true },
      })
      .catch(() => {});
    expect(messages()).toEqual(['Something wrong happened.']);
  });

  it('calls the hook for a failed mutation unless it is silent', async () => {
    const client = createQueryClient();
    const fail = () => Promise.reject(withServerMessage(httpError(409), 'Changed by someone else.'));
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail, meta: { silent: true } })
      .execute(undefined)
      .catch(() => {});
    expect(getNotifications()).toEqual([]);
    await client
      .getMutationCache()
      .build(client, { mutationFn: fail })
      .execute(undefined)
      .catch(() => {});
    expect(messages()).toEqual(['Changed by someone else.']);
  });

  it('retries queries with shouldRetry', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetry);
  });
});

describe('requireCurrentUser', () => {
  const user = { no: 1, username: 'administrator' } as TCurrentUser;

  it('returns the cached user', () => {
    const client = new QueryClient();
    client.setQueryData(authKeys.me(), user);
    const reload = vi.fn();
    expect(requireCurrentUser(client, reload)).toBe(user);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the user is missing, and stops there', () => {
    const reload = vi.fn();
    const error = (() => {
      try {
        requireCurrentUser(new QueryClient(), reload);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(error?.message).toBe('Page should have been reloaded');
    expect((error?.cause as Error).message).toBe('User is not authenticated');
  });
});
