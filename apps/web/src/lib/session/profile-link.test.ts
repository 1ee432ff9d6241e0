import { describe, expect, it } from 'vitest';
import { UserTypeNo, USER_TYPE_CODES, type UserTypeCode } from '@libero/shared/auth/user-types';
import { profilePath } from './profile-link';

const user = (type: UserTypeCode, typeNo = 17) => ({ type: UserTypeNo[type], typeNo });

describe('profilePath', () => {
  it.each([
    ['Player', '/players/17'],
    ['VolleyClub', '/volley/clubs/17'],
    ['Federation', '/federations/17'],
    ['Official', '/officials/17'],
    ['Referee', '/referees/17'],
    ['MediaPerson', '/media-staff/17'],
    ['MedicalPerson', '/medical-staff/17'],
    ['Coach', '/coaches/17'],
    ['PlayerAgent', '/agents/17'],
  ] as const)('leads a %s to %s', (type, path) => {
    expect(profilePath(user(type))).toBe(path);
  });

  it('gives other user types no profile', () => {
    const withProfile = new Set([
      'Player',
      'VolleyClub',
      'Federation',
      'Official',
      'Referee',
      'MediaPerson',
      'MedicalPerson',
      'Coach',
      'PlayerAgent',
    ]);
    for (const type of USER_TYPE_CODES.filter((code) => !withProfile.has(code))) {
      expect(profilePath(user(type)), type).toBeNull();
    }
  });

  it('gives no profile when the user stands for no record', () => {
    expect(profilePath(user('Player', 0))).toBeNull();
  });

  it('gives no profile for an unknown type', () => {
    expect(profilePath({ type: 99, typeNo: 3 })).toBeNull();
  });
});
