import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** Statuses meaning "no such application for you": the server hides others' applications. */
const NOT_FOUND_STATUSES: ReadonlySet<number | undefined> = new Set([403, 404]);

/** A calm panel: there is nothing here for the viewer (the page links back to the list). */
export function NotFoundPanel() {
  const { t } = useTranslation('applications');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-xs"
    >
      <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div className="flex flex-col gap-1 text-sm">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {t('page.notFoundTitle')}
        </h2>
        <p className="text-slate-700">{t('page.notFound')}</p>
      </div>
    </section>
  );
}

type DossierStatusProps<T> = {
  query: UseQueryResult<T>;
  loadingText: string;
  /** Known not to exist before asking (a malformed number). */
  notFound?: boolean;
  children: (data: T) => ReactNode;
};

/** What a query's page shows until it has its data: loading, not found, or the error with a retry. */
export function DossierStatus<T>({ query, loadingText, notFound = false, children }: DossierStatusProps<T>) {
  const { t } = useTranslation('applications');
  if (notFound || NOT_FOUND_STATUSES.has(httpStatusOf(query.error))) return <NotFoundPanel />;
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert tone="error" className="flex flex-wrap items-center gap-2">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  return (
    <p role="status" className="text-sm text-slate-600">
      {loadingText}
    </p>
  );
}
