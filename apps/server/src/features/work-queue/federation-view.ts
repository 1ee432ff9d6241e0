import { and, eq } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { Access } from '@libero/shared/auth/accesses';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { userAccesses, users } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';

/**
 * The federation's view of the work queue, for an admin (issue #26): what waits on federation
 * `param`, as a user of it holding every grant its active users hold together.
 */
export async function federationViewer(identityDb: Db, db: Db, admin: AuthUser, param: string): Promise<AuthUser> {
  if (!isAdmin(admin)) throw new AppError('AccessDenied', 'federation');
  const no = Number(param);
  if (!Number.isSafeInteger(no) || no <= 0) throw new AppError('BadParameter', `federation: ${param}`);
  const [[federation], grants] = await Promise.all([
    db
      .select({ code: federations.code, name: federations.name, empowerment: federations.empowerment })
      .from(federations)
      .where(eq(federations.no, no)),
    identityDb
      .selectDistinct({ access: userAccesses.access })
      .from(userAccesses)
      .innerJoin(users, eq(users.no, userAccesses.userNo))
      .where(and(eq(users.type, UserTypeNo.Federation), eq(users.typeNo, no), eq(users.active, true))),
  ]);
  if (!federation) throw new AppError('NotFound', `Federation ${no}`);
  return {
    no: 0,
    type: UserTypeNo.Federation,
    typeNo: no,
    username: federation.code,
    firstName: federation.name,
    lastName: '',
    email: '',
    countryCode: null,
    language: admin.language,
    accesses: grants.map((grant) => grant.access as Access),
    federationEmpowerment: federation.empowerment,
  };
}
