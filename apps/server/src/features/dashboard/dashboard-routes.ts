import type { FastifyInstance } from 'fastify';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardCountKey, TDashboard } from '@libero/shared/dashboard/dashboard';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { personRoles, persons, type PersonRole } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import { recentActivity } from '../audit';

const ROLE_COUNTS: [DashboardCountKey, PersonRole][] = [
  ['players', 'player'],
  ['coaches', 'coach'],
  ['referees', 'referee'],
  ['officials', 'official'],
  ['medicalStaff', 'medical'],
  ['mediaStaff', 'media'],
];
const RECENT = 10;

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

async function bodyCounts(db: Db, federationNo?: number) {
  const inFederation = (column: AnyPgColumn): SQL | undefined =>
    federationNo === undefined ? undefined : eq(column, federationNo);
  const counts: TDashboard['counts'] = [];
  if (federationNo === undefined) {
    counts.push({ key: 'federations', count: await countOf(db.select({ n: count() }).from(federations)) });
  }
  counts.push({
    key: 'volleyClubs',
    count: await countOf(db.select({ n: count() }).from(volleyClubs).where(inFederation(volleyClubs.federationNo))),
  });
  for (const [key, role] of ROLE_COUNTS) {
    const query = db
      .select({ n: count() })
      .from(personRoles)
      .innerJoin(persons, eq(persons.no, personRoles.personNo))
      .where(and(eq(personRoles.role, role), inFederation(persons.federationNo)));
    counts.push({ key, count: await countOf(query) });
  }
  return counts;
}

/** `GET /api/dashboard`: a summary for the signed-in user in the selected environment. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard', async (request): Promise<TDashboard> => {
    const auth = request.auth;
    if (!auth) throw new AppError('NotAuthenticated');
    const { db } = await app.databases.get(request.environment);
    const admin = isAdmin(auth.user);

    const counts = await bodyCounts(db);
    if (admin) counts.push({ key: 'users', count: await app.identityDb.db.$count(users) });

    let ownFederation: TDashboard['ownFederation'] = null;
    if (auth.user.type === UserTypeNo.Federation) {
      const [federation] = await db.select().from(federations).where(eq(federations.no, auth.user.typeNo));
      if (federation) {
        ownFederation = {
          no: federation.no,
          code: federation.code,
          name: federation.name,
          counts: await bodyCounts(db, federation.no),
        };
      }
    }

    return {
      environment: request.environment,
      counts,
      ownFederation,
      recentActivity: await recentActivity(
        db,
        app.identityDb.db,
        admin ? undefined : eq(auditLog.actorUserNo, auth.user.no),
        RECENT,
      ),
    };
  });
}
