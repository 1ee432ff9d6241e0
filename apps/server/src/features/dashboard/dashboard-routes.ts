import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DashboardCountKey, TDashboard } from '@libero/shared/dashboard/dashboard';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/prepared';
import { auditLog } from '../../db/schema/audit';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { personRoles, persons, type PersonRole } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import { recentActivity } from '../audit';
import { roleSection } from './role-sections';

const ROLE_COUNTS: [DashboardCountKey, PersonRole][] = [
  ['players', 'player'],
  ['coaches', 'coach'],
  ['referees', 'referee'],
  ['officials', 'official'],
  ['medicalStaff', 'medical'],
  ['mediaStaff', 'media'],
];
const RECENT = 10;

/**
 * The counts of the dashboard in one statement: one pass over the people's roles (grouped with
 * `filter`), not one query per role, for it is read by every user at every visit.
 */
async function bodyCounts(db: Db, federationNo?: number): Promise<TDashboard['counts']> {
  const inFederation = (column: AnyPgColumn): SQL =>
    federationNo === undefined ? sql`true` : sql`${column} = ${federationNo}`;
  // Every role belongs to a person (foreign key): the whole world needs no join.
  const roles =
    federationNo === undefined
      ? sql`${personRoles}`
      : sql`${personRoles} join ${persons} on ${persons.no} = ${personRoles.personNo} and ${inFederation(persons.federationNo)}`;
  const roleCounts = ROLE_COUNTS.map(
    ([key, role]) => sql`count(*) filter (where ${personRoles.role} = ${role})::int as ${sql.identifier(key)}`,
  );
  const [row] = await queryRows<Record<DashboardCountKey, number>>(
    db,
    sql`select ${sql.join(roleCounts, sql`, `)},
          (select count(*)::int from ${volleyClubs} where ${inFederation(volleyClubs.federationNo)}) as "volleyClubs",
          (select count(*)::int from ${federations}) as "federations"
        from ${roles}`,
  );
  const keys: DashboardCountKey[] = [
    ...(federationNo === undefined ? (['federations'] as const) : []),
    'volleyClubs',
    ...ROLE_COUNTS.map(([key]) => key),
  ];
  return keys.map((key) => ({ key, count: Number(row?.[key] ?? 0) }));
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
      role: await roleSection(db, auth.user),
      recentActivity: await recentActivity(
        db,
        app.identityDb.db,
        admin ? undefined : eq(auditLog.actorUserNo, auth.user.no),
        RECENT,
      ),
    };
  });
}
