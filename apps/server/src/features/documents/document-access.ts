import { isAdmin, type Actor } from '@libero/shared/auth/permissions';
import { standsForPerson, UserTypeNo } from '@libero/shared/auth/user-types';

export type DocumentOwner = { no: number; federationNo: number | null };

/** Who may see and keep a person's documents: admins, the person's federation, the person themself. */
export function canKeepDocuments(user: Pick<Actor, 'type' | 'typeNo'>, person: DocumentOwner): boolean {
  if (isAdmin(user)) return true;
  if (user.type === UserTypeNo.Federation) return person.federationNo !== null && user.typeNo === person.federationNo;
  return standsForPerson(user) && user.typeNo === person.no;
}
