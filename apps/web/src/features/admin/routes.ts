import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/guard';
import { lazyRoute } from '../../app/lazy-route';
import { APP_META } from '../core/planned-route';

/**
 * The user pages name the grants (`account:grants.names`); the form uses the forms' shared texts
 * and the unsaved-changes prompt's (`entity-form`).
 */
const USER_FORM_NAMESPACES = ['admin', 'user-form', 'forms', 'account', 'entity-form'];

/** The audit trail names the registry's fields with their labels: their areas' texts load with it. */
const AUDIT_NAMESPACES = ['admin', 'bodies', 'people', 'players', 'transfers'];

/**
 * Administration (SPEC §2): users and who is online, the audit trail and the e-mail outbox. The
 * sidebar shows it to admins only; its pages refuse others, as the server does.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/users',
    handle: { section: 'users', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['admin', 'users', 'account'], async () => ({
      Component: (await import('./users/users-list-page')).UsersListPage,
    })),
  },
  {
    path: 'admin/users/new',
    handle: { section: 'newUser', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(USER_FORM_NAMESPACES, async () => ({
      Component: (await import('./users/user-form-page')).NewUserPage,
    })),
  },
  {
    path: 'admin/users/online',
    handle: { section: 'onlineUsers', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['admin', 'online-users'], async () => ({
      Component: (await import('./users/online-users-page')).OnlineUsersPage,
    })),
  },
  {
    path: 'admin/users/:no',
    handle: { section: 'userAccount', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(USER_FORM_NAMESPACES, async () => ({
      Component: (await import('./users/user-form-page')).EditUserPage,
    })),
  },
  {
    path: 'admin/audit',
    handle: { section: 'audit', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(AUDIT_NAMESPACES, async () => ({ Component: (await import('./audit-page')).AuditPage })),
  },
  {
    path: 'admin/outbox',
    handle: { section: 'outbox', meta: APP_META } satisfies RouteHandle,
    lazy: lazyRoute(['admin'], async () => ({ Component: (await import('./outbox-page')).OutboxPage })),
  },
];
