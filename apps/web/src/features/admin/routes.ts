import type { RouteObject } from 'react-router';
import { plannedRoute } from '../core/planned-route';

/** Administration (SPEC §2): users and who is online. The sidebar shows it to admins only. */
export const adminRoutes: RouteObject[] = [
  plannedRoute('admin/users', 'users'),
  plannedRoute('admin/users/online', 'onlineUsers'),
];
