import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './error-message';
import { httpStatusOf } from './http';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

/** Statuses meaning "no such record for you": the server hides records from those who do not reach them. */
const NOT_FOUND_STATUSES: ReadonlySet<number | undefined> = new Set([403, 404]);

/** Whether a record's query failed because there is no such record for the viewer. */
export function isNotFoundError(error: unknown): boolean {
  return NOT_FOUND_STATUSES.has(httpStatusOf(error));
}

/** The record number of a page's `:no`, or undefined when it is not one. */
export function recordNoOf(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
}

type QueryContentProps<T> = {
  query: UseQueryResult<T>;
  loadingText: string;
  /** Said when the record does not exist, or is not one the viewer may see. */
  notFoundText: string;
  /** Known not to exist before asking (a malformed number in the address). */
  notFound?: boolean;
  retryLabel: string;
  children: (data: T) => ReactNode;
};

/** What a record's page shows of its query: not found, the record, the error with a retry, or loading. */
export function QueryContent<T>({
  query,
  loadingText,
  notFoundText,
  notFound = false,
  retryLabel,
  children,
}: QueryContentProps<T>) {
  if (notFound || isNotFoundError(query.error)) return <Alert tone="error">{notFoundText}</Alert>;
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert tone="error" className="flex flex-wrap items-center gap-2">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </Alert>
    );
  return (
    <p role="status" className="text-sm text-slate-600">
      {loadingText}
    </p>
  );
}
