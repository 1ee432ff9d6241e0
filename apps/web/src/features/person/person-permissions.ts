import { isAdmin, type Typed } from '@libero/shared/auth/permissions';
import { userTypeByNo, UserTypeNo } from '@libero/shared/auth/user-types';
import type { EntityDef } from '@libero/shared/registry/types';

type User = Typed & { typeNo: number };

/** What a user may change on a record: everything, their own measurements, or nothing. */
export type WriteAccess = 'all' | 'measurements' | 'none';

/** The record fields the rules look at (JSON names). */
export type WrittenRecord = { no?: unknown; noFederation?: unknown };

function savesAsType(entity: EntityDef, user: Typed): boolean {
  const rule = entity.rules.save;
  const code = userTypeByNo(user.type)?.code;
  return typeof rule === 'object' && code !== undefined && rule.types.includes(code);
}

/** The federation a user is limited to: a Federation user's own (its number), else none. */
export function ownFederationOf(user: User): number | undefined {
  return !isAdmin(user) && user.type === UserTypeNo.Federation ? user.typeNo : undefined;
}

/** Admins add anyone; a federation adds people to its own federation (the server's `save` rule). */
export function canCreatePerson(entity: EntityDef, user: User): boolean {
  return isAdmin(user) || savesAsType(entity, user);
}

/**
 * Mirrors the server: admins change everything; a federation its own people; a person of the
 * entity's `saveOwn` types their own measurements (the fields written `self`).
 */
export function writeAccess(entity: EntityDef, user: User, record: WrittenRecord): WriteAccess {
  if (isAdmin(user)) return 'all';
  const federation = ownFederationOf(user);
  if (savesAsType(entity, user) && federation !== undefined && record.noFederation === federation) return 'all';
  const code = userTypeByNo(user.type)?.code;
  if (code !== undefined && entity.rules.saveOwn?.includes(code) && record.no === user.typeNo) return 'measurements';
  return 'none';
}
