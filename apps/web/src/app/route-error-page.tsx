import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/page-title';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { errorMessage } from '../lib/error-message';

const RELOADED_KEY = 'app:module-reload';

/** A chunk of the app could not be fetched: usually a new version was deployed meanwhile. */
function isModuleLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** Reloads once; a second failure within a minute shows the error instead of looping. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** What a route shows when its module or data failed to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('notFound.title') : t('errors.title');
  usePageTitle(title);
  const moduleLoad = isModuleLoadError(error);

  useEffect(() => {
    if (!moduleLoad) return;
    console.error('The application was not able to load all the modules', error);
    reloadOnce();
  }, [moduleLoad, error]);

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
