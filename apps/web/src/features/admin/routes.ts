import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { lazyRoute } from '../../lib/routing/lazy-route';
import { APP_META } from '../../lib/routing/planned-route';
import type { SectionKey } from '../../lib/routing/sections';

/**
 * The user pages name the grants (`account:grants.names`); the form uses the forms' shared texts
 * and the unsaved-changes prompt's (`entity-form`).
 */
const USER_FORM_NAMESPACES = ['admin', 'user-form', 'forms', 'account', 'entity-form'];

/** The audit trail names the registry's fields with their labels: their areas' texts load with it. */
const AUDIT_NAMESPACES = ['admin', 'bodies', 'people', 'players', 'transfers'];

/** The transfer settings ask before leaving unsaved changes, as the forms do (`entity-form`). */
const TRANSFER_SETTINGS_NAMESPACES = ['admin', 'transfer-settings', 'entity-form'];

/**
 * The beach settings name the categories' fields and tours as the beach pages do (`beach`), and ask
 * before leaving unsaved changes (`entity-form`).
 */
const BEACH_SETTINGS_NAMESPACES = ['admin', 'beach-settings', 'beach', 'entity-form'];

/**
 * The indoor settings name the kinds' fields and standings criteria as the competitions pages do
 * (`competitions`), and ask before leaving unsaved changes (`entity-form`).
 */
const VOLLEY_SETTINGS_NAMESPACES = ['admin', 'volley-settings', 'competitions', 'entity-form'];

/**
 * The legal settings name the cases' waiting statuses as the legal pages do (`legal`), and ask
 * before leaving unsaved changes (`entity-form`).
 */
const LEGAL_SETTINGS_NAMESPACES = ['admin', 'legal-settings', 'legal', 'entity-form'];

type PageModule = { Component: ComponentType };

/** An administration page: its section's title, the namespaces it speaks, its lazily loaded component. */
function adminRoute(
  path: string,
  section: SectionKey,
  namespaces: readonly string[],
  load: () => Promise<PageModule>,
): RouteObject {
  return {
    path,
    handle: { section, meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(namespaces, load),
  };
}

/**
 * Administration (SPEC §2): users and who is online, the audit trail, the e-mail outbox, the
 * international transfers' settings (fees and windows), the beach settings (tournament
 * categories, ranking rules), the indoor settings (kinds of tournament) and the legal settings
 * (eligibility rules, fee, deadlines of the legal cases). The sidebar shows it
 * to admins only; its pages refuse others, as the server does.
 */
export const adminRoutes: RouteObject[] = [
  adminRoute('admin/users', 'users', ['admin', 'users', 'account'], async () => ({
    Component: (await import('./users/users-list-page')).UsersListPage,
  })),
  adminRoute('admin/users/new', 'newUser', USER_FORM_NAMESPACES, async () => ({
    Component: (await import('./users/user-form-page')).NewUserPage,
  })),
  adminRoute('admin/users/online', 'onlineUsers', ['admin', 'online-users'], async () => ({
    Component: (await import('./users/online-users-page')).OnlineUsersPage,
  })),
  adminRoute('admin/users/:no', 'userAccount', USER_FORM_NAMESPACES, async () => ({
    Component: (await import('./users/user-form-page')).EditUserPage,
  })),
  adminRoute('admin/audit', 'audit', AUDIT_NAMESPACES, async () => ({
    Component: (await import('./audit-page')).AuditPage,
  })),
  adminRoute('admin/outbox', 'outbox', ['admin'], async () => ({
    Component: (await import('./outbox-page')).OutboxPage,
  })),
  adminRoute('admin/transfer-settings', 'transferSettings', TRANSFER_SETTINGS_NAMESPACES, async () => ({
    Component: (await import('./transfer-settings/transfer-settings-page')).TransferSettingsPage,
  })),
  adminRoute('admin/beach-settings', 'beachSettings', BEACH_SETTINGS_NAMESPACES, async () => ({
    Component: (await import('./beach-settings/beach-settings-page')).BeachSettingsPage,
  })),
  adminRoute('admin/volley-settings', 'volleySettings', VOLLEY_SETTINGS_NAMESPACES, async () => ({
    Component: (await import('./volley-settings/volley-settings-page')).VolleySettingsPage,
  })),
  adminRoute('admin/legal-settings', 'legalSettings', LEGAL_SETTINGS_NAMESPACES, async () => ({
    Component: (await import('./legal-settings/legal-settings-page')).LegalSettingsPage,
  })),
];
