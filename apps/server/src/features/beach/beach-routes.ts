import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZBeachPlayerRankingQuery,
  ZBeachRankingKind,
  ZBeachRankingQuery,
  ZBeachRankingRules,
  ZBeachWorkflowInput,
  type BeachWorkflowStep,
} from '@libero/shared/competitions/beach-api';
import type { Db } from '../../db/connection';
import { requireAdmin } from '../../lib/admin-request';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { actorOf, writeAudit } from '../audit';
import { rankingRulesList, saveRankingRules } from './beach-ranking-store';
import { playerRanking, rankingPage } from './beach-rankings';
import { runWorkflowStep } from './beach-workflow';
import { numberParam } from '../../lib/route-params';

type NoParams = { Params: { no: string } };

/**
 * The beach workflow's steps (`POST /api/beach/tournaments/{no}/{step}`, by whoever runs the
 * tournament) and the players' rankings with their explanation (`GET /api/beach/rankings…`,
 * public as the rankings are). Records themselves are the gateway's (`SaveBeachTeam`…).
 */
export async function beachRoutes(app: FastifyInstance) {
  const step = (name: BeachWorkflowStep) => async (request: FastifyRequest) => {
    const viewer = request.auth?.user;
    if (!viewer) throw new AppError('NotAuthenticated');
    const no = numberParam((request.params as { no?: string }).no, 'no');
    const { version } = validate(ZBeachWorkflowInput, request.body);
    const { db } = await app.databases.get(request.environment);
    const data = await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const after = await runWorkflowStep(trx, viewer, no, name, version);
      await writeAudit(trx, actorOf(request), {
        action: `beach.${name}`,
        entity: 'BeachTournament',
        entityNo: no,
        after,
      });
      return after;
    });
    return { data };
  };
  app.post<NoParams>('/api/beach/tournaments/:no/allocation', step('allocation'));
  app.post<NoParams>('/api/beach/tournaments/:no/draw', step('draw'));
  app.post<NoParams>('/api/beach/tournaments/:no/ranking', step('ranking'));
  app.post<NoParams>('/api/beach/tournaments/:no/ranking/publish', step('ranking/publish'));

  app.get('/api/beach/rankings', async (request) => {
    const query = validate(ZBeachRankingQuery, request.query);
    const { db } = await app.databases.get(request.environment);
    return rankingPage(db, query);
  });

  app.get('/api/beach/ranking-rules', async (request) => {
    const { db } = await app.databases.get(request.environment);
    return { data: await rankingRulesList(db) };
  });

  /** Admins change a ranking's best N and its window; the ranking is computed again at once. */
  app.put<{ Params: { kind: string } }>('/api/admin/beach-ranking-rules/:kind', async (request) => {
    requireAdmin(request, 'beach ranking rules');
    const kind = ZBeachRankingKind.safeParse(request.params.kind);
    if (!kind.success) throw new AppError('NotFound', 'kind');
    const rules = validate(ZBeachRankingRules, request.body);
    const { db } = await app.databases.get(request.environment);
    await db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const before = (await rankingRulesList(trx)).find((entry) => entry.kind === kind.data);
      await saveRankingRules(trx, kind.data, rules);
      await writeAudit(trx, actorOf(request), {
        action: 'save',
        entity: 'BeachRankingRules',
        entityNo: kind.data,
        before: before?.rules,
        after: rules,
      });
    });
    return { data: await rankingRulesList(db) };
  });

  app.get<NoParams>('/api/beach/rankings/players/:no', async (request) => {
    const no = numberParam((request.params as { no?: string }).no, 'no');
    const query = validate(ZBeachPlayerRankingQuery, request.query);
    const { db } = await app.databases.get(request.environment);
    return { data: await playerRanking(db, no, query.kind, query.asOf) };
  });
}
