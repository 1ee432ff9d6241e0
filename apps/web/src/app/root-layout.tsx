import { lazy, Suspense, useEffect } from 'react';
import { ScrollRestoration, useMatches } from 'react-router';
import { useSignedInUser } from '../lib/session/current-user';
import { layoutOf } from './guard';
import { type LayoutName, type RouteHandle, type RouteMeta } from '../lib/routing/route-meta';
import { AuthLayout } from './layouts/auth-layout';
import { PlainLayout } from './layouts/plain-layout';
import { endProgress, NavigationProgress, startProgress } from './navigation-progress';
import { ConnectionBanners } from './shell/connection-banners';
import { NotificationList } from './shell/notification-list';
import { useEasterEgg } from './shell/use-easter-egg';

/** The app shell is the biggest frame: fetched with the first signed-in page (the guard preloads it). */
export const loadAppLayout = () => import('./layouts/app-layout');
const AppLayout = lazy(async () => ({ default: (await loadAppLayout()).AppLayout }));

function useLayoutName(): LayoutName {
  const metas = useMatches().flatMap((match) => {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    return meta ? [meta] : ([] as RouteMeta[]);
  });
  // The shell needs the user: a public page seen by someone signed out gets the plain frame.
  const signedIn = useSignedInUser() !== undefined;
  const name = layoutOf(metas);
  return name === 'app' && !signedIn ? 'plain' : name;
}

function Frame({ name }: { name: LayoutName }) {
  switch (name) {
    case 'app':
      return <AppLayout />;
    case 'auth':
      return <AuthLayout />;
    default:
      return <PlainLayout />;
  }
}

/**
 * Everything every page has: the progress bar, scroll restoration, the network banners, the
 * notifications and the easter egg; then the frame the matched route asks for (SPEC §2).
 */
export function RootLayout() {
  const layout = useLayoutName();
  useEasterEgg();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <ScrollRestoration />
      <ConnectionBanners />
      <Suspense fallback={<LoadingScreen />}>
        <Frame name={layout} />
      </Suspense>
      <NotificationList />
    </div>
  );
}

/** Shown while the first page loads: only the progress bar moves (no spinner). */
export function LoadingScreen() {
  useEffect(() => {
    startProgress();
    return endProgress;
  }, []);
  return <div className="min-h-dvh flex-1" aria-busy="true" />;
}
