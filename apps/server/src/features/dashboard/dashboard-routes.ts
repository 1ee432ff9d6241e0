import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
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
        ownFederation = { no: federation.no, code: federation.code, name: federation.name, counts: await bodyCounts(db, federation.no) };
      }
    }

    const entries = await db
      .select()
      .from(auditLog)
      .where(admin ? undefined : eq(auditLog.actorUserNo, auth.user.no))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(RECENT);
    const userNos = [...new Set(entries.flatMap((e) => [e.actorUserNo, e.impersonatorUserNo]).filter((n): n is number => n !== null))];
    const names = userNos.length
      ? await app.identityDb.db.select({ no: users.no, username: users.username }).from(users).where(inArray(users.no, userNos))
      : [];
    const person = (no: number | null) => {
      const found = names.find((n) => n.no === no);
      return found ? { no: found.no, username: found.username } : null;
    };

    return {
      environment: request.environment,
      counts,
      ownFederation,
      recentActivity: entries.map((e) => ({
        at: e.at.toISOString(),
        action: e.action,
        entity: e.entity,
        entityNo: e.entityNo,
        actor: person(e.actorUserNo),
        impersonator: person(e.impersonatorUserNo),
      })),
    };
  });
}
