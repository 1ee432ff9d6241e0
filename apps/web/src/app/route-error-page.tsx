import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { errorMessage } from '../lib/error-message';
import { hasReloadedForModules, isModuleLoadError, reloadForMissingModule } from './module-load';

/** What a route shows when its module or data failed to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('notFound.title') : t('errors.title');
  usePageTitle(title);
  const moduleLoad = isModuleLoadError(error);

  // A page or layout whose module could not be fetched: reload once (a new deployment), at the
  // address that failed; a second failure is shown.
  const reloading = moduleLoad && !hasReloadedForModules();
  useEffect(() => {
    if (moduleLoad) reloadForMissingModule(error);
  }, [moduleLoad, error]);
  if (reloading) return <div className="min-h-dvh" aria-busy="true" />;

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4 py-8">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <Alert tone="error">{notFound ? t('notFound.message') : errorMessage(error)}</Alert>
      <div>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </div>
    </main>
  );
}
