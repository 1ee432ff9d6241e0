import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { canSeeFederationActivity } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TActivityList } from '@libero/shared/dashboard/dashboard';
import { auditLog } from '../../db/schema/audit';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { recentActivity } from '../audit';

const RECENT = 20;

/** `GET /api/federations/{no}/activity`: the latest writes by the federation's users and on its record and clubs. */
export async function federationActivityRoutes(app: FastifyInstance) {
  app.get<{ Params: { no: string } }>('/api/federations/:no/activity', async (request): Promise<TActivityList> => {
    const auth = request.auth;
    if (!auth) throw new AppError('NotAuthenticated');
    const no = Number(request.params.no);
    if (!Number.isSafeInteger(no) || no <= 0) throw new AppError('BadParameter', `No: ${request.params.no}`);
    const { db } = await app.databases.get(request.environment);
    const [federation] = await db
      .select({ no: federations.no, confederationNo: federations.confederationNo })
      .from(federations)
      .where(eq(federations.no, no));
    if (!federation) throw new AppError('NotFound', `Federation ${no}`);
    if (!canSeeFederationActivity(auth.user, federation)) throw new AppError('AccessDenied', `Federation ${no}`);

    const members = await app.identityDb.db
      .select({ no: users.no })
      .from(users)
      .where(and(eq(users.type, UserTypeNo.Federation), eq(users.typeNo, no)));
    const clubs = db
      .select({ no: sql<string>`${volleyClubs.no}::text` })
      .from(volleyClubs)
      .where(eq(volleyClubs.federationNo, no));
    const where = or(
      members.length
        ? inArray(
            auditLog.actorUserNo,
            members.map((m) => m.no),
          )
        : undefined,
      and(eq(auditLog.entity, 'Federation'), eq(auditLog.entityNo, String(no))),
      and(eq(auditLog.entity, 'VolleyClub'), inArray(auditLog.entityNo, clubs)),
    );
    return { activity: await recentActivity(db, app.identityDb.db, where, RECENT) };
  });
}
