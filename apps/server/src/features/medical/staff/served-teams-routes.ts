import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { MEDICAL_STAFF_ROLES, type TServedTeam } from '@libero/shared/medical/staff';
import { volleyTeams, volleyTeamStaff, volleyTournaments } from '../../../db/schema/competitions';
import { AppError } from '../../../lib/app-error';
import { visibleTournament } from '../../competitions';

/**
 * `GET /api/medical/staff/{no}/teams`: the teams a medical person serves as doctor or
 * physiotherapist in the tournaments the viewer sees, latest first (what their profile shows).
 */
export async function servedTeamsRoutes(app: FastifyInstance) {
  app.get<{ Params: { no: string } }>('/api/medical/staff/:no/teams', async (request): Promise<TServedTeam[]> => {
    const raw = request.params.no;
    if (!/^\d{1,9}$/.test(raw)) throw new AppError('BadParameter', 'no');
    const { db } = await app.databases.get(request.environment);
    const rows = await db
      .select({
        staffNo: volleyTeamStaff.no,
        role: volleyTeamStaff.role,
        teamNo: volleyTeams.no,
        teamName: sql<string>`coalesce(${volleyTeams.name}, '')`,
        tournamentNo: volleyTournaments.no,
        tournamentName: volleyTournaments.name,
        startDate: volleyTournaments.startDate,
        endDate: volleyTournaments.endDate,
      })
      .from(volleyTeamStaff)
      .innerJoin(volleyTeams, eq(volleyTeams.no, volleyTeamStaff.teamNo))
      .innerJoin(volleyTournaments, eq(volleyTournaments.no, volleyTeamStaff.tournamentNo))
      .where(
        and(
          eq(volleyTeamStaff.personNo, Number(raw)),
          inArray(volleyTeamStaff.role, [...MEDICAL_STAFF_ROLES]),
          // A draft tournament's teams are shown only to those who see the draft.
          visibleTournament(request.auth?.user ?? null),
        ),
      )
      .orderBy(desc(volleyTournaments.startDate), volleyTeams.name);
    return rows as TServedTeam[];
  });
}
