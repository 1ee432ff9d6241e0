import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Remembered in this browser: whether the desktop sidebar is reduced to its icons. */
export const SIDEBAR_COLLAPSED_KEY = 'sidebar:collapsed';
/** From this width the sidebar is part of the page; below it, a drawer (Tailwind's `lg`). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // the choice then lasts until the page reloads
  }
}

function isToggleShortcut(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'b' &&
    // Ctrl+B means bold in rich text.
    !target?.isContentEditable
  );
}

export type SidebarState = {
  collapsed: boolean;
  toggleCollapsed: () => void;
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
};

/**
 * SPEC §2, §4: the desktop sidebar collapsed or expanded (remembered), the mobile sidebar open or
 * closed. The mobile sidebar belongs to the page it was opened on, so a route change closes it.
 * Ctrl+B toggles the mobile sidebar; on a wide screen, where there is none, it collapses or
 * expands the desktop one.
 */
export function useSidebar(): SidebarState {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;

  const toggleCollapsed = useCallback(() => {
    const next = !collapsed;
    writeCollapsed(next);
    setCollapsed(next);
  }, [collapsed]);
  const setMobileOpen = useCallback((open: boolean) => setOpenOn(open ? pathname : null), [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      if (window.matchMedia(DESKTOP_MEDIA_QUERY).matches) toggleCollapsed();
      else setOpenOn((current) => (current === pathname ? null : pathname));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pathname, toggleCollapsed]);

  return { collapsed, toggleCollapsed, mobileOpen, setMobileOpen };
}
