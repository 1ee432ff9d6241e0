import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/guard';
import { lazyRoute } from '../../app/lazy-route';
import { APP_META, plannedRoute } from '../core/planned-route';

/** The audit trail names the registry's fields with their labels: their areas' texts load with it. */
const AUDIT_NAMESPACES = ['admin', 'bodies', 'people', 'players', 'transfers'];

/**
 * Administration (SPEC §2): users and who is online, the audit trail and the e-mail outbox. The
 * sidebar shows it to admins only; its pages refuse others, as the server does.
 */
export const adminRoutes: RouteObject[] = [
  plannedRoute('admin/users', 'users'),
  plannedRoute('admin/users/online', 'onlineUsers'),
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
