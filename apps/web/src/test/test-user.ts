import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { Access } from '@libero/shared/auth/accesses';
import { UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';

/** A signed-in user of `type` (its record `typeNo`), holding `accesses`. */
export function testUser(type: UserTypeCode, typeNo = 1, accesses: Access[] = []): TCurrentUser {
  return {
    no: 500,
    type: UserTypeNo[type],
    typeNo,
    username: type.toLowerCase(),
    firstName: 'Test',
    lastName: 'User',
    eMailAddress: 'test@example.org',
    information: { countryCode: null },
    language: 'en',
    accesses,
    impersonator: null,
    federationEmpowerment: false,
  };
}
