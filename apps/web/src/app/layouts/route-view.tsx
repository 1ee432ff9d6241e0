import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { forgetModuleReload } from '../module-load';
import { PageLoading } from './page-loading';

/**
 * The routed page, faded in on every path change (SPEC §2; CSS only, and not at all for people
 * who ask for reduced motion). A page still loading its data keeps the frame around it.
 */
export function RouteView() {
  const { pathname } = useLocation();
  // The router only shows a page once its modules and data are in: they all loaded.
  useEffect(() => forgetModuleReload(), [pathname]);
  return (
    <div key={pathname} className="motion-safe:animate-fade-in">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
