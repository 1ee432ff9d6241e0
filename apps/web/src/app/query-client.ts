import { HTTPError } from 'ky';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ResponseSchemaError } from '../lib/http';

/** Statuses a query tries again (SPEC §8): server faults that may pass. */
const RETRIED_STATUSES = new Set([500, 503, 504]);
const MAX_QUERY_ATTEMPTS = 5;

/** SPEC §8: never retry an answer that breaks its schema, nor 400/401/404; retry 500/503/504. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ResponseSchemaError) return false;
  if (!(error instanceof HTTPError)) return false;
  return RETRIED_STATUSES.has(error.response.status) && failureCount < MAX_QUERY_ATTEMPTS;
}

/** Fired on every failed query or mutation, for whoever wants to report it. */
export const QUERY_CLIENT_ERROR_EVENT = 'query-client-error';

function announceError(error: unknown) {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(QUERY_CLIENT_ERROR_EVENT, { detail: error }));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: announceError }),
    mutationCache: new MutationCache({ onError: announceError }),
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache: route loaders and components share it. */
export const queryClient = createQueryClient();
