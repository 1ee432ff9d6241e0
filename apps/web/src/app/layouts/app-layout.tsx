import { Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authCheckQuery, authKeys, currentUserQuery, useCurrentUser } from '../../features/auth/api';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { httpStatusOf } from '../../lib/http';
import { APP_VERSION } from '../../lib/product';
import { loginPath } from '../guard';
import { LanguageSelect, TranslationNotice } from '../language-select';
import { queryClient } from '../query-client';
import { ProductMark } from './product-mark';

/** Signed-in pages need the current user: load it with the route. */
export async function appLayoutLoader({ request }: LoaderFunctionArgs) {
  const check = await queryClient.ensureQueryData(authCheckQuery);
  if (check.status !== 'authenticated') return null; // the guard is sending the visitor to sign in
  try {
    await queryClient.ensureQueryData(currentUserQuery);
  } catch (error) {
    if (httpStatusOf(error) !== 401) throw error;
    // The session ended between the check and now: start again from the sign-in page.
    queryClient.removeQueries({ queryKey: authKeys.all });
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname === '/' ? undefined : `${url.pathname}${url.search}`));
  }
  return null;
}

/** The shell of signed-in pages: header with who is signed in, then the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <ProductMark />
          <div className="ml-auto flex flex-wrap items-center gap-2 sm:gap-3">
            <span
              className="hidden text-sm text-slate-600 md:inline"
              title={t('shell.userMenu', { name, username: user.username })}
            >
              {name}
            </span>
            <LanguageSelect compact />
            <SignOutButton />
          </div>
        </div>
      </header>
      <TranslationNotice className="mx-auto mt-3 w-[calc(100%-2rem)] max-w-7xl" />
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-5 focus:outline-none">
        <div key={pathname} className="mx-auto w-full max-w-7xl motion-safe:animate-fade-in">
          <Outlet />
        </div>
      </main>
      <footer className="px-4 py-3 text-center text-xs text-slate-500">
        {t('app.version', { version: APP_VERSION })}
      </footer>
    </div>
  );
}
