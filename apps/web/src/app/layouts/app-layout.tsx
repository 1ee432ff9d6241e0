import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorOf } from '../../lib/session/actor';
import { useCurrentUser } from '../../lib/session/current-user';
import { restartTour } from '../../features/empowerment/tour-request';
import { PageHeadingContext } from '../../lib/page-layout';
import { TranslationNotice } from '../language-select';
import { Header } from '../shell/header';
import { MobileSidebar } from '../shell/mobile-sidebar';
import { navigationFor } from '../shell/navigation';
import { Sidebar } from '../shell/sidebar';
import { useSidebar } from '../shell/use-sidebar';
import { useWorkNotifications } from '../shell/use-work-notifications';
import { RouteView } from './route-view';

/** The title pages report, kept with the path it belongs to so that it never outlives its page. */
function usePageHeading() {
  const { pathname } = useLocation();
  const [heading, setHeading] = useState<{ pathname: string; title: string }>();
  const report = useCallback((title: string) => setHeading({ pathname, title }), [pathname]);
  return { title: heading?.pathname === pathname ? heading.title : '', report };
}

/**
 * The shell of signed-in pages (SPEC §2): sidebar (collapsible on wide screens, a drawer on narrow
 * ones), header with the page title and the user menu, then the page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const sidebar = useSidebar();
  const heading = usePageHeading();
  useWorkNotifications(user.no);
  const sections = useMemo(() => navigationFor(actorOf(user)), [user]);
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const onRestartTour = useCallback(
    () => restartTour({ userNo: user.no, pathname, navigating, go: (path) => void navigate(path) }),
    [user.no, pathname, navigating, navigate],
  );

  return (
    <PageHeadingContext value={heading.report}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <div className="flex min-h-0 flex-1">
        <Sidebar
          sections={sections}
          collapsed={sidebar.collapsed}
          onToggleCollapsed={sidebar.toggleCollapsed}
          onRestartTour={onRestartTour}
        />
        <MobileSidebar
          sections={sections}
          open={sidebar.mobileOpen}
          onOpenChange={sidebar.setMobileOpen}
          onRestartTour={onRestartTour}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header
            title={heading.title}
            user={user}
            mobileSidebarOpen={sidebar.mobileOpen}
            onOpenMobileSidebar={() => sidebar.setMobileOpen(true)}
          />
          <TranslationNotice className="mx-4 mt-3 narrow:mx-2" />
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-5 narrow:px-2 narrow:py-3 focus:outline-none">
            <RouteView />
          </main>
        </div>
      </div>
    </PageHeadingContext>
  );
}
