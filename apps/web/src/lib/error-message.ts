import { TimeoutError } from 'ky';
import { apiErrorOf } from './http';
import { i18n } from './i18n';

/**
 * What to tell the user about a failed call: the server's own message (already in the
 * interface language), else a plain sentence about the network or a generic one.
 * Call it while rendering so that it follows the interface language.
 */
export function errorMessage(error: unknown): string {
  const apiError = apiErrorOf(error);
  if (apiError) return apiError.message;
  if (error instanceof TimeoutError) return i18n.t('common:errors.timeout');
  if (isNetworkError(error)) return i18n.t('common:errors.network');
  return i18n.t('common:errors.generic');
}

/** What browsers throw when a request gets no answer at all (SPEC §8 lists these). */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /Failed to fetch|Load failed|NetworkError when attempting to fetch resource|fetch failed/i.test(error.message)
  );
}
