import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { volleyRosters, volleyTeams, volleyTournamentTypes, volleyTournaments } from '../../db/schema/competitions';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';

/**
 * Before a roster line is written: the player is on no other team of the tournament, and the
 * shirt number is not worn by another player of the team. (The database's unique keys hold the
 * same; this says which rule was broken.)
 */
export async function checkRosterLine(db: Db, values: WriteValues, no: number): Promise<void> {
  const [line] = no ? await db.select().from(volleyRosters).where(eq(volleyRosters.no, no)) : [undefined];
  const teamNo = (values.NoTeam ?? line?.teamNo) as number | undefined;
  const tournamentNo = (values.NoTournament ?? line?.tournamentNo) as number | undefined;
  const playerNo = (values.NoPlayer ?? line?.playerNo) as number | undefined;
  const shirt = (values.ShirtNumber ?? line?.shirtNumber) as number | undefined;
  if (teamNo === undefined || tournamentNo === undefined) return;
  const others = ne(volleyRosters.no, no);
  if (playerNo !== undefined) {
    const [taken] = await db
      .select({ teamName: volleyTeams.name })
      .from(volleyRosters)
      .innerJoin(volleyTeams, eq(volleyTeams.no, volleyRosters.teamNo))
      .where(and(eq(volleyRosters.tournamentNo, tournamentNo), eq(volleyRosters.playerNo, playerNo), others));
    if (taken) throw new AppError('PlayerInAnotherTeam', 'NoPlayer', { team: taken.teamName ?? '' });
  }
  if (shirt !== undefined) {
    const [worn] = await db
      .select({ no: volleyRosters.no })
      .from(volleyRosters)
      .where(and(eq(volleyRosters.teamNo, teamNo), eq(volleyRosters.shirtNumber, shirt), others));
    if (worn) throw new AppError('ShirtNumberTaken', 'ShirtNumber', { number: shirt });
  }
}

/** After a roster line is written: the team keeps within its tournament type's limits. */
export async function checkRoster(db: Db, no: number): Promise<void> {
  const [limits] = await db
    .select({
      teamNo: volleyRosters.teamNo,
      maxPlayers: volleyTournamentTypes.maxPlayers,
      maxLiberos: volleyTournamentTypes.maxLiberos,
    })
    .from(volleyRosters)
    .innerJoin(volleyTournaments, eq(volleyTournaments.no, volleyRosters.tournamentNo))
    .innerJoin(volleyTournamentTypes, eq(volleyTournamentTypes.no, volleyTournaments.typeNo))
    .where(eq(volleyRosters.no, no));
  if (!limits) return;
  const [tally] = await db
    .select({
      players: count(),
      liberos: sql<number>`count(*) filter (where ${volleyRosters.position} = 'libero')::int`,
      captains: sql<number>`count(*) filter (where ${volleyRosters.captain})::int`,
    })
    .from(volleyRosters)
    .where(eq(volleyRosters.teamNo, limits.teamNo));
  if (!tally) return;
  if (tally.players > limits.maxPlayers) throw new AppError('RosterFull', 'NoPlayer', { max: limits.maxPlayers });
  if (tally.liberos > limits.maxLiberos) throw new AppError('TooManyLiberos', 'Position', { max: limits.maxLiberos });
  if (tally.captains > 1) throw new AppError('OneCaptain', 'IsCaptain');
}
