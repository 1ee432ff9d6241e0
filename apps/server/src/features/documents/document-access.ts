import { isAdmin, type Actor } from '@libero/shared/auth/permissions';
import { PERSON_USER_TYPES, UserTypeNo } from '@libero/shared/auth/user-types';

const PERSON_TYPE_NOS = new Set<number>(PERSON_USER_TYPES.map((code) => UserTypeNo[code]));

export type DocumentOwner = { no: number; federationNo: number | null };

/** Who may see and keep a person's documents: admins, the person's federation, the person themself. */
export function canKeepDocuments(user: Pick<Actor, 'type' | 'typeNo'>, person: DocumentOwner): boolean {
  if (isAdmin(user)) return true;
  if (user.type === UserTypeNo.Federation) return person.federationNo !== null && user.typeNo === person.federationNo;
  return PERSON_TYPE_NOS.has(user.type) && user.typeNo === person.no;
}
