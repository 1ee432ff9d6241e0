import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { phases, volleyMatches, volleyPools, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import { advanceFinalRound, finalRoundPositions, nonQualifiedOrder } from './final-round';
import { poolStandings, recomputePool } from './standings-store';

/**
 * Where the teams of a tournament finish, as far as the results tell: the last final round's
 * bracket and the pools, or the pools alone when there is no final round (a league).
 */
async function updateFinalPositions(db: Db, tournamentNo: number, positions: Map<number, number>): Promise<void> {
  const teams = await db.select().from(volleyTeams).where(eq(volleyTeams.tournamentNo, tournamentNo));
  for (const team of teams) {
    const position = positions.get(team.no) ?? null;
    if (team.finalPosition !== position) {
      await db.update(volleyTeams).set({ finalPosition: position }).where(eq(volleyTeams.no, team.no));
    }
  }
}

/**
 * Everything a result changes, in the transaction that saves it: the pool's standings, the final
 * rounds' matches the standings and results fill, and where the teams finish.
 */
export async function recomputeTournament(db: Db, tournamentNo: number, poolNo?: number | null): Promise<void> {
  const poolComplete = poolNo ? (await recomputePool(db, poolNo)).complete : false;
  const finalRounds = await db
    .select()
    .from(phases)
    .where(and(eq(phases.tournamentNo, tournamentNo), eq(phases.kind, 'finalRound')))
    .orderBy(asc(phases.position));
  const pools = await poolStandings(db, tournamentNo);
  let positions = new Map<number, number>();
  for (const phase of finalRounds) positions = finalRoundPositions(await advanceFinalRound(db, phase), pools);
  if (finalRounds.length === 0 && (poolComplete || !poolNo)) {
    nonQualifiedOrder(pools, new Set()).forEach((teamNo, i) => positions.set(teamNo, i + 1));
  }
  await updateFinalPositions(db, tournamentNo, positions);
}

/** After a match is saved. */
export async function afterResult(db: Db, matchNo: number): Promise<void> {
  const [match] = await db.select().from(volleyMatches).where(eq(volleyMatches.no, matchNo));
  if (match) await recomputeTournament(db, match.tournamentNo, match.poolNo);
}

/** A tournament type's standings criteria changed: every pool of its tournaments is ranked again, and what follows. */
export async function afterTypeSave(db: Db, typeNo: number): Promise<void> {
  const tournaments = await db
    .select({ no: volleyTournaments.no })
    .from(volleyTournaments)
    .where(eq(volleyTournaments.typeNo, typeNo));
  for (const tournament of tournaments) {
    const pools = await db
      .select({ no: volleyPools.no })
      .from(volleyPools)
      .where(eq(volleyPools.tournamentNo, tournament.no));
    for (const pool of pools) await recomputePool(db, pool.no);
    await recomputeTournament(db, tournament.no);
  }
}
