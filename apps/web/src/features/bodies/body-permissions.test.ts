import { describe, expect, it } from 'vitest';
import { UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';
import { bodyWriteAccess, canCreateBody, type BodyRecord, type BodyUser } from './body-permissions';

const federationWriteAccess = (user: BodyUser, record: BodyRecord) => bodyWriteAccess('Federation', user, record);
const clubWriteAccess = (user: BodyUser, record: BodyRecord) => bodyWriteAccess('VolleyClub', user, record);
const canCreateClub = (user: BodyUser) => canCreateBody('VolleyClub', user);

const user = (type: UserTypeCode, typeNo = 0) => ({ type: UserTypeNo[type], typeNo });

describe('federationWriteAccess', () => {
  const italy = { no: 7, noConfederation: 1 };

  it('gives admins everything', () => {
    expect(federationWriteAccess(user('Administrator'), italy)).toBe('all');
    expect(federationWriteAccess(user('Supervisor'), italy)).toBe('all');
  });

  it("gives a federation its own record's contacts, and nothing on another's", () => {
    expect(federationWriteAccess(user('Federation', 7), italy)).toBe('contacts');
    expect(federationWriteAccess(user('Federation', 9), italy)).toBe('none');
  });

  it('gives nothing to other users, whatever their number', () => {
    expect(federationWriteAccess(user('Confederation', 1), italy)).toBe('none');
    expect(federationWriteAccess(user('VolleyClub', 7), italy)).toBe('none');
    expect(federationWriteAccess(user('Player', 7), italy)).toBe('none');
    expect(federationWriteAccess(user('Guest'), italy)).toBe('none');
  });
});

describe('clubWriteAccess', () => {
  const club = { no: 31, noFederation: 7 };

  it('gives admins and the club’s federation everything', () => {
    expect(clubWriteAccess(user('Administrator'), club)).toBe('all');
    expect(clubWriteAccess(user('Federation', 7), club)).toBe('all');
  });

  it('gives the club’s own user its contacts', () => {
    expect(clubWriteAccess(user('VolleyClub', 31), club)).toBe('contacts');
  });

  it('gives nothing to another federation, another club or anyone else', () => {
    expect(clubWriteAccess(user('Federation', 9), club)).toBe('none');
    expect(clubWriteAccess(user('VolleyClub', 32), club)).toBe('none');
    // A federation whose number is the club's is not its federation.
    expect(clubWriteAccess(user('Federation', 31), club)).toBe('none');
    expect(clubWriteAccess(user('Confederation', 7), club)).toBe('none');
  });
});

describe('confederation write access', () => {
  it('gives admins everything, and a confederation its own contacts only', () => {
    const cev = { no: 3 };
    expect(bodyWriteAccess('Confederation', user('Administrator'), cev)).toBe('all');
    expect(bodyWriteAccess('Confederation', user('Confederation', 3), cev)).toBe('contacts');
    expect(bodyWriteAccess('Confederation', user('Confederation', 4), cev)).toBe('none');
    expect(bodyWriteAccess('Confederation', user('Federation', 3), cev)).toBe('none');
    expect(canCreateBody('Confederation', user('Confederation', 3))).toBe(false);
  });
});

describe('canCreateClub', () => {
  it('lets admins and federations add clubs', () => {
    expect(canCreateClub(user('Administrator'))).toBe(true);
    expect(canCreateClub(user('Federation', 7))).toBe(true);
    expect(canCreateClub(user('VolleyClub', 31))).toBe(false);
    expect(canCreateClub(user('Confederation', 1))).toBe(false);
  });
});
