import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  SIGN_INS_SHOWN,
  ZDigestChoice,
  ZProfileUpdate,
  type TDigestChoice,
  type TCurrentUser,
  type TProfileFields,
  type TSignIns,
} from '@libero/shared/auth/current-user';
import { isEnvironment } from '@libero/shared/http/environments';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { actorOf, writeAudit } from '../audit';
import { writingUniqueUser } from './unique-user';
import { announceAuthChange } from './auth-changes';
import { passwordGuessThrottle } from './password-guess-throttle';
import { loadAuthUser, toCurrentUser } from './auth-user';
import { type AuthUser } from '../../lib/request-auth';
import { verifyPassword } from './passwords';

/** The fields of "My account" as the user has them now. */
function profileOf(user: AuthUser): TProfileFields {
  return { firstName: user.firstName, lastName: user.lastName, eMailAddress: user.email, language: user.language };
}

/** The columns of `users` the profile fields are stored in. */
const COLUMNS = { firstName: 'firstName', lastName: 'lastName', eMailAddress: 'email', language: 'language' } as const;

/**
 * `/auth/me` for the signed-in user's own account (issue #8): change names, e-mail address and
 * language (a new e-mail address asks for the current password); see the latest sign-ins.
 * Identity lives in the production database, and so do the sign-ins' audit entries.
 */
export async function myAccountRoutes(app: FastifyInstance) {
  const db = () => app.identityDb.db;

  app.patch('/auth/me', { preHandler: passwordGuessThrottle(app) }, async (request): Promise<TCurrentUser> => {
    const auth = request.auth;
    if (!auth) throw new AppError('NotAuthenticated');
    // One's own account only: an administrator acting as someone does not change their account.
    if (auth.impersonating) throw new AppError('AccessDenied');
    const input = validate(ZProfileUpdate, request.body);
    const before = profileOf(auth.user);
    const after: Partial<TProfileFields> = {};
    const values: Partial<Record<(typeof COLUMNS)[keyof typeof COLUMNS], string>> = {};
    for (const field of Object.keys(COLUMNS) as (keyof TProfileFields)[]) {
      const value = input[field];
      if (value === undefined || value === before[field]) continue;
      Object.assign(after, { [field]: value });
      values[COLUMNS[field]] = value;
    }
    // A new address would let "forgot password" take the account over: the password proves it is the user.
    if (after.eMailAddress !== undefined) {
      if (input.currentPassword === undefined) throw new AppError('InvalidData', 'currentPassword');
      const [row] = await db()
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.no, auth.user.no));
      if (!(await verifyPassword(row?.passwordHash, input.currentPassword))) {
        throw new AppError('WrongPassword', 'currentPassword');
      }
    }
    if (Object.keys(after).length > 0) {
      await writingUniqueUser(
        () =>
          db().transaction(async (tx) => {
            const trx = tx as unknown as Db;
            await trx
              .update(users)
              .set({ ...values, updatedAt: new Date(), version: sql`nextval('record_version')` })
              .where(eq(users.no, auth.user.no));
            await announceAuthChange(trx, { user: auth.user.no });
            await writeAudit(trx, actorOf(request), {
              action: 'save',
              entity: 'User',
              entityNo: auth.user.no,
              before,
              after,
            });
          }),
        'eMailAddress',
      );
    }
    const user = (await loadAuthUser(db(), auth.user.no)) ?? auth.user;
    return toCurrentUser({ ...auth, user, realUser: user });
  });

  app.get('/auth/me/digest', async (request): Promise<TDigestChoice> => {
    if (!request.auth) throw new AppError('NotAuthenticated');
    const [row] = await db()
      .select({ optOut: users.digestOptOut })
      .from(users)
      .where(eq(users.no, request.auth.user.no));
    return { digest: row?.optOut === false };
  });

  app.put('/auth/me/digest', async (request): Promise<TDigestChoice> => {
    const auth = request.auth;
    if (!auth) throw new AppError('NotAuthenticated');
    if (auth.impersonating) throw new AppError('AccessDenied');
    const { digest } = validate(ZDigestChoice, request.body);
    await db().transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const [before] = await trx.select({ optOut: users.digestOptOut }).from(users).where(eq(users.no, auth.user.no));
      if (before?.optOut === !digest) return;
      await trx.update(users).set({ digestOptOut: !digest, updatedAt: new Date() }).where(eq(users.no, auth.user.no));
      await writeAudit(trx, actorOf(request), {
        action: 'save',
        entity: 'User',
        entityNo: auth.user.no,
        before: { digest: !before?.optOut },
        after: { digest },
      });
    });
    return { digest };
  });

  app.get('/auth/me/sign-ins', async (request): Promise<TSignIns> => {
    const auth = request.auth;
    if (!auth) throw new AppError('NotAuthenticated');
    const rows = await db()
      .select({ at: auditLog.at, ip: auditLog.ip, environment: auditLog.environment })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'User'), eq(auditLog.entityNo, String(auth.user.no)), eq(auditLog.action, 'login')),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(SIGN_INS_SHOWN);
    return {
      data: rows.map((row) => ({
        at: row.at.toISOString(),
        ip: row.ip,
        environment: isEnvironment(row.environment) ? row.environment : 'production',
      })),
    };
  });
}
