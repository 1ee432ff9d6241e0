import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { volleyClubs } from '../../db/schema/bodies';
import {
  phases,
  volleyPools,
  volleyTeams,
  volleyTournamentTypes,
  volleyTournaments,
} from '../../db/schema/competitions';
import { persons } from '../../db/schema/people';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';

const REFEREE_FIELDS = ['NoReferee1', 'NoReferee2', 'NoScorer'] as const;

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];
}

/** Refuses `field` unless the record it names belongs to the match's tournament. */
async function inTournament(
  db: Db,
  table: typeof volleyTeams | typeof volleyPools | typeof phases,
  no: unknown,
  tournamentNo: number,
  field: string,
) {
  if (typeof no !== 'number') return;
  const row = await one(
    db,
    sql`select 1 from ${table} where ${table.no} = ${no} and ${table.tournamentNo} = ${tournamentNo}`,
  );
  if (!row) throw new AppError('InvalidData', field);
}

/** A team's federation: the national team's, or its club's. */
const teamFederation = (teamNo: number) => sql`(select coalesce(${volleyTeams.federationNo},
  (select ${volleyClubs.federationNo} from ${volleyClubs} where ${volleyClubs.no} = ${volleyTeams.clubNo}))
  from ${volleyTeams} where ${volleyTeams.no} = ${teamNo})`;

/** A national league's officials come from its own federation, as its teams do. */
async function isNationalLeague(db: Db, tournamentNo: number): Promise<boolean> {
  const row = await one<{ league: boolean }>(
    db,
    sql`select ${volleyTournamentTypes.nationalLeague} as league from ${volleyTournaments}
      join ${volleyTournamentTypes} on ${volleyTournamentTypes.no} = ${volleyTournaments.typeNo}
      where ${volleyTournaments.no} = ${tournamentNo}`,
  );
  return row?.league === true;
}

/**
 * The parts of a match belong together: its teams, pool and phase are its tournament's, a team
 * does not play itself, no official holds two seats, and (but in a national league) none comes
 * from either team's federation.
 */
export async function checkMatchParties(db: Db, match: WriteValues): Promise<void> {
  const tournamentNo = match.NoTournament;
  if (typeof tournamentNo !== 'number') throw new AppError('InvalidData', 'NoTournament');
  await inTournament(db, volleyTeams, match.NoTeamA, tournamentNo, 'NoTeamA');
  await inTournament(db, volleyTeams, match.NoTeamB, tournamentNo, 'NoTeamB');
  await inTournament(db, volleyPools, match.NoPool, tournamentNo, 'NoPool');
  await inTournament(db, phases, match.NoPhase, tournamentNo, 'NoPhase');
  if (match.NoTeamA != null && match.NoTeamA === match.NoTeamB) throw new AppError('InvalidData', 'NoTeamB');
  const officials = REFEREE_FIELDS.filter((field) => typeof match[field] === 'number');
  const seats = new Set(officials.map((field) => match[field]));
  if (seats.size !== officials.length) throw new AppError('InvalidData', officials.at(-1));
  const teams = [match.NoTeamA, match.NoTeamB].filter((no): no is number => typeof no === 'number');
  if (teams.length === 0 || (await isNationalLeague(db, tournamentNo))) return;
  for (const field of officials) {
    const clash = await one(
      db,
      sql`select 1 from ${persons} where ${persons.no} = ${match[field] as number}
        and ${persons.federationNo} in (${sql.join(teams.map(teamFederation), sql`, `)})`,
    );
    if (clash) throw new AppError('RefereeFromTeamFederation', field);
  }
}
