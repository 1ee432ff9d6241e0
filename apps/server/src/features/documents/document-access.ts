import { isAdmin, type Actor } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';

/** User types that stand for one person: their `typeNo` is that person's number. */
const PERSON_USER_TYPES = new Set(
  (['Player', 'Coach', 'Referee', 'Official', 'MedicalPerson', 'MediaPerson'] as const).map((code) => UserTypeNo[code]),
);

export type DocumentOwner = { no: number; federationNo: number | null };

/** Who may see and keep a person's documents: admins, the person's federation, the person themself. */
export function canKeepDocuments(user: Pick<Actor, 'type' | 'typeNo'>, person: DocumentOwner): boolean {
  if (isAdmin(user)) return true;
  if (user.type === UserTypeNo.Federation) return person.federationNo !== null && user.typeNo === person.federationNo;
  return PERSON_USER_TYPES.has(user.type) && user.typeNo === person.no;
}
