import { isAdmin, type Typed } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { MEDICAL_KEEPERS } from '@libero/shared/medical/staff';

type User = Typed & { typeNo: number };

/** Mirrors the server: admins and medical administrators keep everyone's qualifications, a medical person their own. */
export function canKeepQualifications(user: User, personNo: number): boolean {
  if (isAdmin(user) || MEDICAL_KEEPERS.some((code) => UserTypeNo[code] === user.type)) return true;
  return user.type === UserTypeNo.MedicalPerson && user.typeNo === personNo;
}
