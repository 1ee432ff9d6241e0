import { describe, expect, it } from 'vitest';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { Coach } from '@libero/shared/registry/people';
import { Player } from '@libero/shared/registry/players';
import { canCreatePerson, ownFederationOf, writeAccess } from './person-permissions';

const user = (type: keyof typeof UserTypeNo, typeNo = 0) => ({ type: UserTypeNo[type], typeNo });
const PAOLA = { no: 10, noFederation: 7 };

describe('person write permissions', () => {
  it('let admins change and add anyone', () => {
    for (const admin of [user('Administrator'), user('Supervisor')]) {
      expect(writeAccess(Player, admin, PAOLA)).toBe('all');
      expect(canCreatePerson(Coach, admin)).toBe(true);
      expect(ownFederationOf(admin)).toBeUndefined();
    }
  });

  it('let a federation change its own people only, and add people to itself', () => {
    expect(writeAccess(Player, user('Federation', 7), PAOLA)).toBe('all');
    expect(writeAccess(Player, user('Federation', 9), PAOLA)).toBe('none');
    expect(canCreatePerson(Player, user('Federation', 9))).toBe(true);
    expect(ownFederationOf(user('Federation', 9))).toBe(9);
  });

  it('let a person change their own measurements only', () => {
    expect(writeAccess(Player, user('Player', 10), PAOLA)).toBe('measurements');
    expect(writeAccess(Player, user('Player', 11), PAOLA)).toBe('none');
    expect(writeAccess(Coach, user('Player', 10), PAOLA)).toBe('none');
    expect(writeAccess(Coach, user('Coach', 10), PAOLA)).toBe('measurements');
    expect(canCreatePerson(Player, user('Player', 10))).toBe(false);
  });

  it('give others nothing', () => {
    for (const other of [user('Confederation', 7), user('Guest'), user('VolleyClub', 7)]) {
      expect(writeAccess(Player, other, PAOLA)).toBe('none');
      expect(canCreatePerson(Player, other)).toBe(false);
    }
  });
});
