import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { endProgress, NavigationProgress, startProgress } from './navigation-progress';

/** Everything every page has: the progress bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Shown while the first page loads: only the progress bar moves (no spinner). */
export function LoadingScreen() {
  useEffect(() => {
    startProgress();
    return endProgress;
  }, []);
  return <div className="min-h-dvh" aria-busy="true" />;
}
