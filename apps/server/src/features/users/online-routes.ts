import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canManageUser } from '@libero/shared/auth/permissions';
import { isEnvironment } from '@libero/shared/http/environments';
import type { TOnlineSessions } from '@libero/shared/users/admin-users';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema/identity';
import { requireAdmin } from '../../lib/admin-request';
import { AppError } from '../../lib/app-error';
import { actorOf, writeAudit } from '../audit';
import { deleteSession } from '../auth';
import { seenRecently } from './user-list';

const AREA = 'onlineUsers';
/**
 * A session is named by the first characters of its id's hash: enough to tell sessions apart,
 * and nothing an attacker could turn into a cookie.
 */
const ID_LENGTH = 16;

const impersonated = alias(users, 'impersonated');

/**
 * Who is online (issue #8): the sessions seen in the last ONLINE_MINUTES, read from the database
 * all app processes share, and the admin's way to end one.
 */
export async function onlineRoutes(app: FastifyInstance) {
  const db = () => app.identityDb.db;

  app.get('/api/admin/users/online', async (request): Promise<TOnlineSessions> => {
    const auth = requireAdmin(request, AREA);
    const rows = await db()
      .select({
        idHash: sessions.idHash,
        user: {
          no: users.no,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          type: users.type,
        },
        impersonatingNo: impersonated.no,
        impersonatingUsername: impersonated.username,
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        environment: sessions.environment,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .innerJoin(users, eq(users.no, sessions.userNo))
      .leftJoin(impersonated, eq(impersonated.no, sessions.impersonatedUserNo))
      .where(and(seenRecently(sessions.lastSeenAt), gt(sessions.expiresAt, sql`now()`), eq(users.active, true)))
      .orderBy(desc(sessions.lastSeenAt));
    return {
      data: rows.map(({ idHash, impersonatingNo, impersonatingUsername, ...row }) => ({
        ...row,
        id: idHash.slice(0, ID_LENGTH),
        impersonating:
          impersonatingNo === null || impersonatingUsername === null
            ? null
            : { no: impersonatingNo, username: impersonatingUsername },
        signedInAt: row.signedInAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        environment: isEnvironment(row.environment) ? row.environment : 'production',
        current: idHash === auth.sessionIdHash,
      })),
    };
  });

  app.delete<{ Params: { id: string } }>('/api/admin/users/online/:id', async (request, reply) => {
    const auth = requireAdmin(request, AREA);
    const { id } = request.params;
    if (!new RegExp(`^[0-9a-f]{${ID_LENGTH}}$`).test(id)) throw new AppError('BadParameter', 'id');
    await db().transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const [session] = await trx
        .select({ idHash: sessions.idHash, userNo: users.no, type: users.type })
        .from(sessions)
        .innerJoin(users, eq(users.no, sessions.userNo))
        .where(like(sessions.idHash, `${id}%`))
        .for('update', { of: sessions });
      if (!session) throw new AppError('NotFound', id);
      // One's own session ends by signing out; only a Supervisor ends an admin's.
      if (session.idHash === auth.sessionIdHash || !canManageUser(auth.user, session)) {
        throw new AppError('AccessDenied', 'session');
      }
      await deleteSession(trx, session.idHash);
      await writeAudit(trx, actorOf(request), { action: 'endSession', entity: 'User', entityNo: session.userNo });
    });
    return reply.status(204).send();
  });
}
