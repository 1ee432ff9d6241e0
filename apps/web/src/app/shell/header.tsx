import { useTranslation } from 'react-i18next';
import { Menu } from 'lucide-react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { MOBILE_SIDEBAR_ID } from './mobile-sidebar';
import { UserMenu } from './user-menu';

export type HeaderProps = {
  /** The page's title, as the page reported it. */
  title: string;
  user: TCurrentUser;
  mobileSidebarOpen: boolean;
  onOpenMobileSidebar: () => void;
};

/** SPEC §2: the page title, the hamburger that opens the mobile sidebar, and the user menu. */
export function Header({ title, user, mobileSidebarOpen, onOpenMobileSidebar }: HeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <header className="sticky top-[var(--banners-height,0px)] z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="flex h-14 items-center gap-2 px-4 narrow:px-2">
        <button
          type="button"
          onClick={onOpenMobileSidebar}
          aria-label={t('sidebar.open')}
          aria-haspopup="dialog"
          aria-expanded={mobileSidebarOpen}
          aria-controls={mobileSidebarOpen ? MOBILE_SIDEBAR_ID : undefined}
          title={`${t('sidebar.open')} (Ctrl+B)`}
          className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        {title ? (
          <h1
            id="page-title"
            className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight text-slate-900 narrow:text-base"
          >
            {title}
          </h1>
        ) : (
          <div className="flex-1" />
        )}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
