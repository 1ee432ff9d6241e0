import type { BrowserOptions } from '@sentry/react';
import { currentEnvironment } from './environment';
import { APP_VERSION } from './product';

/** SPEC §8: browser noise about the network or layout, not faults of ours. */
export const IGNORED_ERRORS = [
  'ResizeObserver loop limit exceeded',
  'TypeError: Load failed',
  'TypeError: Failed to fetch',
  'TypeError: NetworkError when attempting to fetch resource.',
];

/** SPEC §9: deeper stacks than the browsers' default 10 frames. */
export const STACK_TRACE_LIMIT = 50;

/** Whether an error is worth a report: not one of the ignored messages. */
export function shouldReport(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return !IGNORED_ERRORS.some((ignored) => text.includes(ignored));
}

export function reportingOptions(dsn: string): BrowserOptions {
  const environment = currentEnvironment();
  return {
    dsn,
    release: APP_VERSION,
    environment,
    initialScope: { tags: { environment } },
    ignoreErrors: IGNORED_ERRORS,
    beforeSend: (event, hint) => (shouldReport(hint.originalException) ? event : null),
  };
}

/**
 * Starts error reporting when the build names a Sentry DSN (`VITE_SENTRY_DSN`); otherwise the SDK
 * (~150 KB gzipped) is not even downloaded. Resolves to whether reporting is on.
 */
export async function initErrorReporting(dsn: unknown = import.meta.env.VITE_SENTRY_DSN): Promise<boolean> {
  if (typeof dsn !== 'string' || dsn === '') return false;
  // V8 reads this when an error is created; other engines ignore it.
  Object.assign(Error, { stackTraceLimit: STACK_TRACE_LIMIT });
  const Sentry = await import('@sentry/react');
  Sentry.init(reportingOptions(dsn));
  return true;
}

/** Runs `task` once the browser has nothing more urgent to do (the first page is drawn), within 2 s. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

/**
 * `initErrorReporting` once the first page is drawn: with a DSN, the SDK's download never delays
 * it. Called right after the first render.
 */
export function initErrorReportingWhenIdle(dsn: unknown = import.meta.env.VITE_SENTRY_DSN): Promise<boolean> {
  return new Promise((resolve, reject) => whenIdle(() => initErrorReporting(dsn).then(resolve, reject)));
}
