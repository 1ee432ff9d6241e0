import { isAdmin, type Typed } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { VolleyHall } from '@libero/shared/registry/competitions';

/**
 * Who records and changes halls, by the registry's rule (the server applies the same): admins,
 * tournament managers and federations.
 */
export function canSaveHalls(user: Typed): boolean {
  return isAdmin(user) || VolleyHall.rules.save.types.some((type) => UserTypeNo[type] === user.type);
}
