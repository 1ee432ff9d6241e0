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
  if (filter.players?.length === 0) return [];
  const conditions = [
    ...(filter.players ? [sql`player_no = any(${arrayOf(filter.players)}::int[])`] : []),
    ...(filter.gender === undefined ? [] : [sql`gender = ${filter.gender}`]),
  ];
  // Read as plain rows (thousands of them for a whole ranking): the day as text, as rankings compare days.
  const { rows } = (await db.execute(sql`select player_no as "playerNo", tournament_no as "tournamentNo", gender,
      to_char(end_date, 'YYYY-MM-DD') as "endDate", points, earnings
    from ${beachResults} ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`)) as unknown as {
    rows: Earned[];
  };
  return rows;
}

/** A player's prize money over the results that still count or were cut by the best N only. */
function earningsOf(standing: PlayerStanding, earnings: ReadonlyMap<string, number>): number {
  return [...standing.counted, ...standing.dropped.filter((r) => r.reason === 'beyondBestN')].reduce(
    (sum, result) => sum + (earnings.get(`${result.tournamentNo}:${result.playerNo}`) ?? 0),
    0,
  );
}

/** Each result's prize money by `tournament:player`. */
const earningsByResult = (results: readonly Earned[]) =>
  new Map(results.map((result) => [`${result.tournamentNo}:${result.playerNo}`, result.earnings]));

function storedRow(
  kind: BeachRankingKind,
  asOf: string,
  standing: PlayerStanding & { position: number },
  earnings: ReadonlyMap<string, number>,
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
    earnings: earningsOf(standing, earnings),
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
  const earnings = earningsByResult(results);
  await storeRows(
    db,
    kind,
    ranking.players.map((player) => storedRow(kind, asOf, player, earnings)),
  );
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
  const stored = await storedAsOf(db, kind);
  if (stored !== null && stored !== asOf) return recomputeRanking(db, kind, asOf);
  const rules = await rankingRules(db, kind);
  const results = await publishedResults(db, { players });
  const earnings = earningsByResult(results);
  const rows = [...new Set(players)]
    .map((player) => results.filter((r) => r.playerNo === player))
    .filter((own) => own.length > 0)
    .map((own) => playerStanding(own, rules, asOf))
    .filter((standing) => standing.counted.length > 0)
    .map((standing) => storedRow(kind, asOf, { ...standing, position: 0 }, earnings));
  await db
    .delete(beachPlayerRankings)
    .where(and(eq(beachPlayerRankings.kind, kind), inArray(beachPlayerRankings.playerNo, [...players])));
  await storeRows(db, kind, rows);
  // Everyone placed again by points, in the database: rank() shares a place and skips as many after
  // it, as the engine's positions do (a test keeps the two equal).
  await db.execute(sql`update ${beachPlayerRankings} t set position = r.position
    from (select player_no, gender, (rank() over (partition by gender order by points desc))::int as position
          from ${beachPlayerRankings} where kind = ${kind}) r
    where t.kind = ${kind} and t.player_no = r.player_no and t.gender = r.gender and t.position <> r.position`);
}

/** A line as stored, whatever its ranking (given apart). */
type StoredRow = Omit<ReturnType<typeof storedRow>, 'kind'>;

/** A Postgres array literal of numbers, days or flags (no quoting needed). */
const arrayOf = (values: readonly (number | string | boolean)[]) => `{${values.join(',')}}`;

/**
 * Writes lines of a ranking in one statement whatever their number (arrays unnested), a line of a
 * player already ranked replacing the old one.
 */
async function storeRows(db: Db, kind: BeachRankingKind, rows: readonly StoredRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof StoredRow>(key: K) =>
    arrayOf(rows.map((row) => row[key] as number | string | boolean));
  await db.execute(sql`insert into ${beachPlayerRankings}
      (kind, gender, player_no, points, position, nb_counted, nb_participations, has_tournaments_removed, earnings, as_of)
    select ${kind}, * from unnest(${column('gender')}::smallint[], ${column('playerNo')}::int[], ${column('points')}::int[],
      ${column('position')}::int[], ${column('nbCounted')}::smallint[], ${column('nbParticipations')}::smallint[],
      ${column('hasTournamentsRemoved')}::boolean[], ${column('earnings')}::int[], ${column('asOf')}::date[])
    on conflict (kind, gender, player_no) do update set points = excluded.points, position = excluded.position,
      nb_counted = excluded.nb_counted, nb_participations = excluded.nb_participations,
      has_tournaments_removed = excluded.has_tournaments_removed, earnings = excluded.earnings, as_of = excluded.as_of`);
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
