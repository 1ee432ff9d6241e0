import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BEACH_RANKING_KINDS,
  type BeachRankingKind,
  type TBeachRankingRules,
  type TBeachRankingRulesList,
} from '@libero/shared/competitions/beach-api';
import {
  computeRanking,
  playerStanding,
  rankPlayers,
  type PlayerStanding,
  type Ranking,
  type RankingResult,
  type RankingRules,
} from '@libero/shared/competitions/world-ranking';
import type { Db } from '../../db/connection';
import { beachPlayerRankings, beachRankingRules, beachResults } from '../../db/schema/beach';

/**
 * The players' beach rankings, stored for reading speed: each ranking (world, Olympic selection)
 * as of the day it was last computed. Publishing a tournament's ranking updates the players of
 * that tournament only; a new day recomputes the whole ranking (results grow old).
 */

type StoredRanking = typeof beachPlayerRankings.$inferSelect;

/** Today on the server's calendar (UTC), as rankings count days. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export async function rankingRules(db: Db, kind: BeachRankingKind): Promise<RankingRules> {
  const [rules] = await db.select().from(beachRankingRules).where(eq(beachRankingRules.kind, kind));
  if (!rules) throw new Error(`No rules for the ${kind} ranking`);
  if (rules.periodFrom && rules.periodTo) {
    return { window: { kind: 'period', from: rules.periodFrom, to: rules.periodTo }, bestN: rules.bestN };
  }
  return { window: { kind: 'rolling', days: rules.windowDays ?? 365 }, bestN: rules.bestN };
}

/** Both rankings' rules, as admins edit them. */
export async function rankingRulesList(db: Db): Promise<TBeachRankingRulesList> {
  const rows = await db.select().from(beachRankingRules);
  return BEACH_RANKING_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return [];
    const rules: TBeachRankingRules =
      row.periodFrom && row.periodTo
        ? {
            window: 'period',
            bestN: row.bestN,
            periodFrom: row.periodFrom,
            periodTo: row.periodTo,
            gamesYear: row.gamesYear,
          }
        : { window: 'rolling', bestN: row.bestN, windowDays: row.windowDays ?? 365 };
    return [{ kind, rules }];
  });
}

/** New rules for a ranking: stored, and the ranking computed again with them. */
export async function saveRankingRules(db: Db, kind: BeachRankingKind, rules: TBeachRankingRules): Promise<void> {
  const values =
    rules.window === 'rolling'
      ? { bestN: rules.bestN, windowDays: rules.windowDays, periodFrom: null, periodTo: null, gamesYear: null }
      : {
          bestN: rules.bestN,
          windowDays: null,
          periodFrom: rules.periodFrom,
          periodTo: rules.periodTo,
          gamesYear: rules.gamesYear,
        };
  await db
    .insert(beachRankingRules)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: beachRankingRules.kind, set: values });
  await recomputeRanking(db, kind, today());
}

type Earned = RankingResult & { earnings: number };

/** The published results, of some players or of everyone (of a gender). */
export async function publishedResults(
  db: Db,
  filter: { players?: readonly number[]; gender?: number } = {},
): Promise<Earned[]> {
  const conditions = [
    ...(filter.players ? [inArray(beachResults.playerNo, [...filter.players])] : []),
    ...(filter.gender === undefined ? [] : [eq(beachResults.gender, filter.gender)]),
  ];
  if (filter.players?.length === 0) return [];
  return db
    .select({
      playerNo: beachResults.playerNo,
      tournamentNo: beachResults.tournamentNo,
      gender: beachResults.gender,
      endDate: beachResults.endDate,
      points: beachResults.points,
      earnings: beachResults.earnings,
    })
    .from(beachResults)
    .where(conditions.length > 0 ? and(...conditions) : undefined);
}

/** A player's prize money over the results that still count or were cut by the best N only. */
function earningsOf(standing: PlayerStanding, results: readonly Earned[]): number {
  const kept = new Set([
    ...standing.counted.map((r) => r.tournamentNo),
    ...standing.dropped.filter((r) => r.reason === 'beyondBestN').map((r) => r.tournamentNo),
  ]);
  return results
    .filter((r) => r.playerNo === standing.playerNo && kept.has(r.tournamentNo))
    .reduce((sum, r) => sum + r.earnings, 0);
}

function storedRow(
  kind: BeachRankingKind,
  asOf: string,
  standing: PlayerStanding & { position: number },
  results: readonly Earned[],
) {
  return {
    kind,
    gender: standing.gender,
    playerNo: standing.playerNo,
    points: standing.totalPoints,
    position: standing.position,
    nbCounted: standing.counted.length,
    nbParticipations: standing.counted.length + standing.dropped.filter((r) => r.reason === 'beyondBestN').length,
    hasTournamentsRemoved: standing.hasTournamentsRemoved,
    earnings: earningsOf(standing, results),
    asOf,
  };
}

/** A ranking computed from the published results, as of any day (nothing stored). */
export async function rankingAsOf(db: Db, kind: BeachRankingKind, asOf: string, gender?: number): Promise<Ranking> {
  const results = await publishedResults(db, gender === undefined ? {} : { gender });
  return computeRanking(results, await rankingRules(db, kind), asOf);
}

/** Computes a ranking whole, as of `asOf`, and stores it in place of the one before. */
export async function recomputeRanking(db: Db, kind: BeachRankingKind, asOf: string): Promise<void> {
  const results = await publishedResults(db);
  const ranking = computeRanking(results, await rankingRules(db, kind), asOf);
  await db.delete(beachPlayerRankings).where(eq(beachPlayerRankings.kind, kind));
  const rows = ranking.players.map((player) => storedRow(kind, asOf, player, results));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(beachPlayerRankings).values(rows.slice(i, i + 1000));
}

/** The day the stored ranking stands as of; null before any. */
export async function storedAsOf(db: Db, kind: BeachRankingKind): Promise<string | null> {
  const [row] = await db
    .select({ asOf: sql<string>`max(${beachPlayerRankings.asOf})` })
    .from(beachPlayerRankings)
    .where(eq(beachPlayerRankings.kind, kind));
  return row?.asOf ?? null;
}

/**
 * Once the results of `players` change (a tournament's ranking published): only they are
 * recomputed, and everyone is ranked again; rows whose values did not change are left alone. A
 * stored ranking of an earlier day is recomputed whole instead.
 */
export async function updateRankingFor(
  db: Db,
  kind: BeachRankingKind,
  players: readonly number[],
  asOf = today(),
): Promise<void> {
  const stored = await db.select().from(beachPlayerRankings).where(eq(beachPlayerRankings.kind, kind));
  if (stored.length > 0 && stored[0]!.asOf !== asOf) return recomputeRanking(db, kind, asOf);
  const changed = new Set(players);
  const rules = await rankingRules(db, kind);
  const results = await publishedResults(db, { players });
  const recomputed = [...changed]
    .map((player) => results.filter((r) => r.playerNo === player))
    .filter((own) => own.length > 0)
    .map((own) => playerStanding(own, rules, asOf))
    .filter((standing) => standing.counted.length > 0)
    .map((standing) => ({ ...standing, row: storedRow(kind, asOf, { ...standing, position: 0 }, results) }));
  const kept = stored
    .filter((row) => !changed.has(row.playerNo))
    .map((row) => ({ playerNo: row.playerNo, gender: row.gender, totalPoints: row.points, row }));
  const ranked = rankPlayers([...kept, ...recomputed]);
  const before = new Map(stored.map((row) => [row.playerNo, row]));
  const rows = ranked
    .map((player) => ({ ...player.row, position: player.position }))
    .filter((row) => {
      const old = before.get(row.playerNo);
      return !old || !sameRow(old, row);
    });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(beachPlayerRankings)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [beachPlayerRankings.kind, beachPlayerRankings.gender, beachPlayerRankings.playerNo],
        set: Object.fromEntries(
          UPDATED.map((column) => [column, sql.raw(`excluded.${beachPlayerRankings[column].name}`)]),
        ),
      });
  }
  const gone = [...changed].filter((player) => before.has(player) && !ranked.some((r) => r.playerNo === player));
  if (gone.length > 0) {
    await db
      .delete(beachPlayerRankings)
      .where(and(eq(beachPlayerRankings.kind, kind), inArray(beachPlayerRankings.playerNo, gone)));
  }
}

/** The columns an update of a stored line rewrites. */
const UPDATED = [
  'points',
  'position',
  'nbCounted',
  'nbParticipations',
  'hasTournamentsRemoved',
  'earnings',
  'asOf',
] as const;

function sameRow(old: StoredRanking, row: Omit<StoredRanking, never>): boolean {
  return (Object.keys(row) as (keyof StoredRanking)[]).every((key) => old[key] === row[key]);
}

/** Makes sure the stored ranking stands as of today (a new day may drop old results). */
export async function ensureCurrent(db: Db, kind: BeachRankingKind): Promise<string> {
  const asOf = today();
  if ((await storedAsOf(db, kind)) === asOf) return asOf;
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    // One process recomputes; another waiting here finds it done.
    await trx.execute(sql`select pg_advisory_xact_lock(hashtext(${`beach-ranking:${kind}`}))`);
    if ((await storedAsOf(trx, kind)) !== asOf) await recomputeRanking(trx, kind, asOf);
  });
  return asOf;
}
