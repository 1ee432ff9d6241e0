import { and, eq, lt, max, sql } from 'drizzle-orm';
import {
  bySeed,
  finishingPositions,
  resolveBracket,
  seededFirstRound,
  singleElimination,
  type BracketMatch,
  type ResolvedMatch,
} from '@libero/shared/competitions/bracket';
import type { Side } from '@libero/shared/competitions/match-rules';
import type { Db } from '../../db/connection';
import type { volleyPoolRankings } from '../../db/schema/competitions';
import { phases, volleyMatches, volleyPools } from '../../db/schema/competitions';
import { poolStandings } from './standings-store';

type Phase = typeof phases.$inferSelect;
type RankingRow = typeof volleyPoolRankings.$inferSelect;
type Qualifier = { rank: number; count: number };

/** `1:6 2:6 3:4` → the six pool winners, the six runners-up, the four best thirds. */
export function parseQualifiers(text: string | null): Qualifier[] {
  if (!text?.trim()) return [];
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [rank, count] = pair.split(':').map(Number);
      return { rank: rank ?? 0, count: count ?? 0 };
    });
}

export function qualifiedCount(qualifiers: readonly Qualifier[]): number {
  return qualifiers.reduce((sum, q) => sum + q.count, 0);
}

/** The bracket of a final round: the qualified teams seeded in order, single elimination. */
export function bracketOf(phase: Phase): BracketMatch[] {
  const size = qualifiedCount(parseQualifiers(phase.qualifiers));
  return size >= 2 ? singleElimination(seededFirstRound(size), { bronzeMatch: phase.bronzeMatch }) : [];
}

/** Higher is better, a missing ratio (nothing lost) best of all. */
const ratioKey = (value: number | null) => (value === null ? Number.POSITIVE_INFINITY : value);

/** Teams of different pools at the same place, compared by their records (no head to head between them). */
export function acrossPools(x: RankingRow & { poolCode: string }, y: RankingRow & { poolCode: string }): number {
  return (
    y.won - x.won ||
    y.rankingPoints - x.rankingPoints ||
    ratioKey(y.setRatio) - ratioKey(x.setRatio) ||
    ratioKey(y.pointRatio) - ratioKey(x.pointRatio) ||
    x.poolCode.localeCompare(y.poolCode)
  );
}

type PoolResults = Awaited<ReturnType<typeof poolStandings>>;

/** The pools played before a final round, and whether every one of their matches is played. */
async function poolsBefore(db: Db, phase: Phase): Promise<{ pools: PoolResults; complete: boolean }> {
  const earlier = await db
    .select({ no: volleyPools.no })
    .from(volleyPools)
    .innerJoin(phases, eq(phases.no, volleyPools.phaseNo))
    .where(
      and(
        eq(volleyPools.tournamentNo, phase.tournamentNo),
        eq(phases.kind, 'pools'),
        lt(phases.position, phase.position),
      ),
    );
  const pools = await poolStandings(
    db,
    phase.tournamentNo,
    earlier.map((pool) => pool.no),
  );
  if (pools.length === 0) return { pools, complete: false };
  const { rows } = (await db.execute(sql`select count(*)::int as open from ${volleyMatches}
    where ${volleyMatches.poolNo} in (${sql.join(
      pools.map(({ pool }) => sql`${pool.no}`),
      sql`, `,
    )})
      and ${volleyMatches.status} not in ('finished', 'forfeit')`)) as unknown as { rows: { open: number }[] };
  return { pools, complete: Number(rows[0]?.open ?? 1) === 0 };
}

/** The qualified teams in seeding order: each qualifier group's teams, best first across the pools. */
export function seedsOf(pools: PoolResults, qualifiers: readonly Qualifier[]): number[] {
  return qualifiers.flatMap(({ rank, count }) =>
    pools
      .flatMap(({ pool, rows }) =>
        rows.filter((row) => row.position === rank).map((row) => ({ ...row, poolCode: pool.code })),
      )
      .sort(acrossPools)
      .slice(0, count)
      .map((row) => row.teamNo),
  );
}

/** The teams that did not qualify, after the qualified ones: by their pool place, then across pools. */
export function nonQualifiedOrder(pools: PoolResults, qualified: ReadonlySet<number>): number[] {
  return pools
    .flatMap(({ pool, rows }) => rows.map((row) => ({ ...row, poolCode: pool.code })))
    .filter((row) => !qualified.has(row.teamNo))
    .sort((x, y) => x.position - y.position || acrossPools(x, y))
    .map((row) => row.teamNo);
}

/** Adds the matches of a final round's bracket that are not there yet, numbered after the others. */
export async function ensureBracketMatches(db: Db, phase: Phase): Promise<void> {
  if (phase.kind !== 'finalRound') return;
  const existing = new Set(
    (
      await db.select({ bracket: volleyMatches.bracket }).from(volleyMatches).where(eq(volleyMatches.phaseNo, phase.no))
    ).map((row) => row.bracket),
  );
  const missing = bracketOf(phase).filter((match) => !existing.has(match.id));
  if (missing.length === 0) return;
  const [last] = await db
    .select({ n: max(volleyMatches.noInTournament) })
    .from(volleyMatches)
    .where(eq(volleyMatches.tournamentNo, phase.tournamentNo));
  const first = (last?.n ?? 0) + 1;
  await db.insert(volleyMatches).values(
    missing.map((match, i) => ({
      tournamentNo: phase.tournamentNo,
      phaseNo: phase.no,
      bracket: match.id,
      noInTournament: first + i,
    })),
  );
}

export type FinalRoundState = { resolved: Map<string, ResolvedMatch<number>> | undefined; seeds: number[] };

/**
 * Fills a final round's matches from the pool standings (once every pool match is played) and from
 * the results of its own matches. Only matches not yet played take new teams.
 */
export async function advanceFinalRound(db: Db, phase: Phase): Promise<FinalRoundState> {
  const { pools, complete } = await poolsBefore(db, phase);
  if (!complete) return { resolved: undefined, seeds: [] };
  const seeds = seedsOf(pools, parseQualifiers(phase.qualifiers));
  const rows = await db.select().from(volleyMatches).where(eq(volleyMatches.phaseNo, phase.no));
  const byBracket = new Map(rows.map((row) => [row.bracket, row]));
  const winners: Record<string, Side> = {};
  for (const row of rows) {
    if (row.bracket && row.winnerNo !== null) winners[row.bracket] = row.winnerNo === row.teamANo ? 'a' : 'b';
  }
  const resolved = resolveBracket(bracketOf(phase), bySeed(seeds), winners);
  for (const [id, match] of resolved) {
    const row = byBracket.get(id);
    if (!row || row.status !== 'scheduled') continue;
    const teamA = match.a.kind === 'team' ? match.a.team : null;
    const teamB = match.b.kind === 'team' ? match.b.team : null;
    if (row.teamANo !== teamA || row.teamBNo !== teamB) {
      await db.update(volleyMatches).set({ teamANo: teamA, teamBNo: teamB }).where(eq(volleyMatches.no, row.no));
    }
  }
  return { resolved, seeds };
}

/** Finishing positions known so far: from the bracket, then the teams that did not qualify. */
export function finalRoundPositions(state: FinalRoundState, pools: PoolResults): Map<number, number> {
  const positions = new Map<number, number>();
  if (!state.resolved) return positions;
  for (const finish of finishingPositions(state.resolved)) positions.set(finish.team, finish.position);
  const qualified = new Set(state.seeds);
  nonQualifiedOrder(pools, qualified).forEach((teamNo, i) => positions.set(teamNo, qualified.size + i + 1));
  return positions;
}
