import { isAdmin, type Typed } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { MEDIA_PERSON_USERS, PRESS_OFFICERS, type AccreditationActor } from '@libero/shared/media/organizations';

type User = Typed & { typeNo: number };

const isOneOf = (user: Typed, codes: readonly (keyof typeof UserTypeNo)[]) =>
  codes.some((code) => UserTypeNo[code] === user.type);

/** Mirrors the server: admins and press officers keep the organisations and decide on accreditations. */
export const isPressOfficer = (user: Typed) => isAdmin(user) || isOneOf(user, PRESS_OFFICERS);

/** The media person a user stands for (a media person or a photographer), if any. */
export const mediaPersonOf = (user: User): number | null => (isOneOf(user, MEDIA_PERSON_USERS) ? user.typeNo : null);

/** What the user is to a media person's accreditations: a press officer, that person, both or neither. */
export function accreditationActors(user: User, personNo: number): AccreditationActor[] {
  return [
    ...(isPressOfficer(user) ? (['officer'] as const) : []),
    ...(mediaPersonOf(user) === personNo ? (['self'] as const) : []),
  ];
}
