import type { FastifyInstance } from 'fastify';
import { asc, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { roundRobin, spreadOverDays } from '@libero/shared/competitions/round-robin';
import { VolleyMatch } from '@libero/shared/registry/competitions';
import { buildRequest, save as saveRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import type { Db } from '../../db/connection';
import { volleyMatches, volleyPoolTeams, volleyPools } from '../../db/schema/competitions';
import { save, type CommandContext } from '../../gateway/commands';
import { parseVisXml } from '../../gateway/parse-request';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { actorOf } from '../audit';

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const ZRoundRobin = z.strictObject({
  /** The pool's playing days, in order. */
  dates: z.array(ZDay).min(1).max(60),
  /** The kick-off times of a day: as many matches a day as times. */
  times: z.array(ZTime).min(1).max(12),
  hallNo: z.number().int().positive().optional(),
});

/** Saves one match through the gateway's own command: the same rules, permissions and audit. */
async function saveMatch(context: CommandContext, attributes: VisAttributes): Promise<void> {
  const [request] = parseVisXml(buildRequest(saveRequest('VolleyMatch', attributes))).requests;
  if (!request) throw new Error('A save request was not built');
  await save(context, VolleyMatch, request);
}

/** JSON routes of the competition pages; each write runs the gateway's commands. */
export async function competitionRoutes(app: FastifyInstance) {
  /**
   * `POST /api/volley/pools/{no}/round-robin`: every pair of the pool's teams once, spread over the
   * days given, as many matches a day as kick-off times. A pool that has matches keeps them (409).
   */
  app.post<{ Params: { no: string } }>('/api/volley/pools/:no/round-robin', async (request, reply) => {
    if (!request.auth) throw new AppError('NotAuthenticated');
    const input = validate(ZRoundRobin, request.body);
    const poolNo = Number(request.params.no);
    if (!Number.isInteger(poolNo) || poolNo <= 0) throw new AppError('NotFound', 'pool');
    const { db } = await app.databases.get(request.environment);
    const viewer = request.auth.user;
    const created = await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const [pool] = await trx.select().from(volleyPools).where(eq(volleyPools.no, poolNo)).for('update');
      if (!pool) throw new AppError('NotFound', 'pool');
      const teams = await trx
        .select({ teamNo: volleyPoolTeams.teamNo })
        .from(volleyPoolTeams)
        .where(eq(volleyPoolTeams.poolNo, poolNo))
        .orderBy(asc(volleyPoolTeams.position));
      if (teams.length < 2) throw new AppError('InvalidData', 'TeamNos');
      const [existing] = await trx
        .select({ no: volleyMatches.no })
        .from(volleyMatches)
        .where(eq(volleyMatches.poolNo, poolNo))
        .limit(1);
      if (existing) throw new AppError('Conflict', 'the pool has matches');
      const spread = spreadOverDays(roundRobin(teams.map((team) => team.teamNo)), input.dates, input.times.length);
      if (!spread.ok) throw new AppError('InvalidData', 'dates', { days: spread.daysNeeded });
      const [last] = await trx
        .select({ n: max(volleyMatches.noInTournament) })
        .from(volleyMatches)
        .where(eq(volleyMatches.tournamentNo, pool.tournamentNo));
      const context: CommandContext = { db: trx, viewer, actor: actorOf(request) };
      const perDay = new Map<string, number>();
      for (const [i, match] of spread.matches.entries()) {
        const slot = perDay.get(match.date) ?? 0;
        perDay.set(match.date, slot + 1);
        await saveMatch(context, {
          NoTournament: pool.tournamentNo,
          NoPhase: pool.phaseNo,
          NoPool: pool.no,
          NoInTournament: (last?.n ?? 0) + i + 1,
          NoTeamA: match.home,
          NoTeamB: match.away,
          LocalDate: match.date,
          LocalTime: input.times[slot] ?? input.times.at(-1) ?? null,
          NoHall: input.hallNo ?? null,
        });
      }
      return spread.matches.length;
    });
    return reply.status(201).send({ data: { created } });
  });
}
