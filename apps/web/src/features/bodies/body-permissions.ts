import { isAdmin, type Typed } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';

export type BodyUser = Typed & { typeNo: number };

export type BodyEntity = 'Confederation' | 'Federation' | 'VolleyClub';

/** What a user may change on a body: everything, the fields the body keeps itself (`self`: contacts…), or nothing. */
export type BodyWriteAccess = 'all' | 'contacts' | 'none';

/** The record fields the rules look at (JSON names). */
export type BodyRecord = { no?: unknown; noFederation?: unknown };

const isUserOf = (user: BodyUser, type: number, no: unknown) => user.type === type && user.typeNo === no;

/**
 * Mirrors the server's rules: admins change everything; a federation its own clubs, and its own
 * record's contacts and officers; a confederation or a club its own contacts.
 */
export function bodyWriteAccess(entity: BodyEntity, user: BodyUser, record: BodyRecord): BodyWriteAccess {
  if (isAdmin(user)) return 'all';
  switch (entity) {
    case 'Confederation':
      return isUserOf(user, UserTypeNo.Confederation, record.no) ? 'contacts' : 'none';
    case 'Federation':
      return isUserOf(user, UserTypeNo.Federation, record.no) ? 'contacts' : 'none';
    case 'VolleyClub':
      if (isUserOf(user, UserTypeNo.Federation, record.noFederation)) return 'all';
      return isUserOf(user, UserTypeNo.VolleyClub, record.no) ? 'contacts' : 'none';
  }
}

/** Admins create any body; a federation creates clubs (of its own). */
export function canCreateBody(entity: BodyEntity, user: BodyUser): boolean {
  return isAdmin(user) || (entity === 'VolleyClub' && user.type === UserTypeNo.Federation);
}
