import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { APP_VERSION } from '../../lib/product';
import { ProductMark } from '../layouts/product-mark';
import type { NavSection } from './navigation';
import { SidebarNav } from './sidebar-nav';

export type SidebarProps = {
  sections: readonly NavSection[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onRestartTour: () => void;
};

export const SIDEBAR_ID = 'sidebar';

/** The app version at the foot of the sidebar (SPEC §2). */
export function AppVersion({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={`text-xs text-slate-500 ${compact ? 'sr-only' : ''}`}>{t('app.version', { version: APP_VERSION })}</p>
  );
}

/** The sidebar of wide screens: the whole navigation, or an icon strip when collapsed. */
export function Sidebar({ sections, collapsed, onToggleCollapsed, onRestartTour }: SidebarProps) {
  const { t } = useTranslation('shell');
  const toggleLabel = collapsed ? t('sidebar.expand') : t('sidebar.collapse');
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      id={SIDEBAR_ID}
      data-collapsed={collapsed}
      className={`sticky top-[var(--banners-height,0px)] hidden h-[calc(100dvh-var(--banners-height,0px))] shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 motion-reduce:transition-none lg:flex ${
        collapsed ? 'w-16' : 'w-64'
      }`}
    >
      <div className={`flex h-14 items-center border-b border-slate-200 ${collapsed ? 'justify-center' : 'px-4'}`}>
        <ProductMark compact={collapsed} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarNav sections={sections} collapsed={collapsed} onRestartTour={onRestartTour} />
      </div>
      <div
        className={`flex items-center gap-2 border-t border-slate-200 px-3 py-2 ${collapsed ? 'flex-col' : 'justify-between'}`}
      >
        <AppVersion compact={collapsed} />
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-label={toggleLabel}
          title={`${toggleLabel} (Ctrl+B)`}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <ToggleIcon aria-hidden="true" className="size-4.5" />
        </button>
      </div>
    </aside>
  );
}
