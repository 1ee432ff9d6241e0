import { and, eq, sql } from 'drizzle-orm';
import { isAccess } from '@libero/shared/auth/accesses';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { isLanguage } from '@libero/shared/i18n/languages';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { userAccesses, users } from '../../db/schema/identity';
import type { AuthUser, RequestAuth } from '../../lib/request-auth';

/** A user's columns with grants and federation flag, to select from `users` (alone or joined). */
export const authUserColumns = {
  no: users.no,
  type: users.type,
  typeNo: users.typeNo,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  countryCode: users.countryCode,
  language: users.language,
  accesses: sql<
    string[] | null
  >`(select array_agg(${userAccesses.access} order by ${userAccesses.access}) from ${userAccesses} where ${userAccesses.userNo} = ${users.no})`,
  federationEmpowerment: sql<
    boolean | null
  >`(select ${federations.empowerment} from ${federations} where ${federations.no} = ${users.typeNo} and ${users.type} = ${UserTypeNo.Federation})`,
};

type AuthUserRow = Omit<AuthUser, 'language' | 'accesses' | 'federationEmpowerment'> & {
  language: string;
  accesses: string[] | null;
  federationEmpowerment: boolean | null;
};

export function toAuthUser(row: AuthUserRow): AuthUser {
  return {
    ...row,
    language: isLanguage(row.language) ? row.language : 'en',
    accesses: (row.accesses ?? []).filter(isAccess),
    federationEmpowerment: row.federationEmpowerment === true,
  };
}

/** Loads an active user with grants and federation flag in one query; undefined when gone or inactive. */
export async function loadAuthUser(db: Db, userNo: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.no, userNo), eq(users.active, true)));
  return row ? toAuthUser(row) : undefined;
}

export function toCurrentUser(auth: RequestAuth): TCurrentUser {
  const { user, realUser } = auth;
  return {
    no: user.no,
    type: user.type,
    typeNo: user.typeNo,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    eMailAddress: user.email,
    information: { countryCode: user.countryCode },
    language: user.language,
    accesses: user.accesses,
    impersonator: auth.impersonating ? { no: realUser.no, username: realUser.username } : null,
    federationEmpowerment: user.federationEmpowerment,
  };
}
