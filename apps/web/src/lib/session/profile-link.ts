import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { userTypeByNo, type UserTypeCode } from '@libero/shared/auth/user-types';

/** SPEC §2: where "My profile" leads, by user type; other types have no profile page. */
const PROFILE_BASES: Partial<Record<UserTypeCode, string>> = {
  Player: '/players',
  VolleyClub: '/volley/clubs',
  Federation: '/federations',
  Official: '/officials',
  Referee: '/referees',
  MediaPerson: '/media-staff',
  MedicalPerson: '/medical-staff',
  Coach: '/coaches',
  PlayerAgent: '/agents',
};

/** `/players/{typeNo}` and so on, or null when the user's type has no profile (or no record). */
export function profilePath(user: Pick<TCurrentUser, 'type' | 'typeNo'>): string | null {
  const code = userTypeByNo(user.type)?.code;
  const base = code ? PROFILE_BASES[code] : undefined;
  return base && user.typeNo > 0 ? `${base}/${user.typeNo}` : null;
}
