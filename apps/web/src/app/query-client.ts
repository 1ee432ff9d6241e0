import { HTTPError } from 'ky';
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { authKeys } from '../lib/session/current-user';
import { FetchClientError } from '../lib/fetch-client';
import { apiErrorOf, ResponseSchemaError } from '../lib/http';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notifications/notifications-store';

/** `meta` of a query or mutation: `silent` when its caller shows the error itself. */
export type AppMeta = Record<string, unknown> & { silent?: boolean };

// Module augmentation needs an interface.
declare module '@tanstack/react-query' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** Statuses a query tries again (SPEC §8): server faults that may pass. */
const RETRIED_STATUSES = new Set([500, 503, 504]);
/** Retries after the first attempt. */
const MAX_QUERY_RETRIES = 5;

/** The one notification kind of failed calls: several failures at once show one message. */
export const QUERY_ERROR_KIND = 'query-error';

/** Fired on every failed query or mutation, for whoever wants to report it. */
export const QUERY_CLIENT_ERROR_EVENT = 'query-client-error';

/** The HTTP status of a failed call of either client. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof HTTPError) return error.response.status;
  if (error instanceof FetchClientError) return error.code;
  return undefined;
}

/**
 * SPEC §8: never retry an answer that breaks its schema, nor 400/401/404; retry 500/503/504 up
 * to five times; nothing else (network failures included: ky has retried GETs already).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ResponseSchemaError) return false;
  const status = statusOf(error);
  return status !== undefined && RETRIED_STATUSES.has(status) && failureCount < MAX_QUERY_RETRIES;
}

type ErrorSource = { queryKey?: QueryKey | undefined; meta?: AppMeta | undefined };

/** The auth area answers 401 when nobody is signed in: the guard sends to /login, no message. */
function isSilent(error: unknown, { queryKey, meta }: ErrorSource): boolean {
  if (meta?.silent) return true;
  return statusOf(error) === 401 && queryKey?.[0] === authKeys.all[0];
}

/**
 * The global "query-client error" hook (SPEC §8): one notification, with the server's own
 * translated message when it gave one.
 */
export function onQueryClientError(error: unknown, source: ErrorSource = {}): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(QUERY_CLIENT_ERROR_EVENT, { detail: error }));
  if (isSilent(error, source)) return;
  notify({
    kind: QUERY_ERROR_KIND,
    tone: 'error',
    message: apiErrorOf(error)?.message ?? i18n.t('errors:generic'),
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onQueryClientError(error, { queryKey: query.queryKey, meta: query.meta }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) =>
        onQueryClientError(error, { queryKey: mutation.options.mutationKey, meta: mutation.meta }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: route loaders and components share it. */
export const queryClient = createQueryClient();
