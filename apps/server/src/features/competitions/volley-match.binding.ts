import { eq, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { VolleyMatch, type MatchStatus } from '@libero/shared/registry/competitions';
import type { Db } from '../../db/connection';
import {
  phases,
  volleyHalls,
  volleyMatches,
  volleyPools,
  volleyTeams,
  volleyTournaments,
} from '../../db/schema/competitions';
import { persons } from '../../db/schema/people';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import { type WriteValues } from '../../gateway/values';
import { checkMatchParties } from './match-parties';
import { forfeitPoints, outcomeOf, SET_FIELDS } from './match-results';
import { afterResult, recomputeTournament } from './results-follow-up';
import { managedBy, visibleTournament } from './tournament-access';

const m = volleyMatches;
const tournament = volleyTournaments;
const ALIASES = { teamA: 'team_a', teamB: 'team_b', referee1: 'referee_1', referee2: 'referee_2', scorer: 'scorer' };
const teamA = alias(volleyTeams, ALIASES.teamA);
const teamB = alias(volleyTeams, ALIASES.teamB);
const referee1 = alias(persons, ALIASES.referee1);
const referee2 = alias(persons, ALIASES.referee2);
const scorer = alias(persons, ALIASES.scorer);
const as = (table: PgTable, name: string) => sql`${table} as ${sql.identifier(name)}`;
const nameOf = (person: typeof referee1) => sql`${person.firstName} || ' ' || ${person.lastName}`;

/** Each written field and the match's property holding it. */
const MATCH_COLUMNS = {
  NoTournament: 'tournamentNo',
  NoPhase: 'phaseNo',
  NoPool: 'poolNo',
  NoInTournament: 'noInTournament',
  Bracket: 'bracket',
  NoTeamA: 'teamANo',
  NoTeamB: 'teamBNo',
  NoHall: 'hallNo',
  LocalDate: 'localDate',
  LocalTime: 'localTime',
  NoReferee1: 'referee1No',
  NoReferee2: 'referee2No',
  NoScorer: 'scorerNo',
  Status: 'status',
  ForfeitBy: 'forfeitBy',
  ...Object.fromEntries(
    SET_FIELDS.flatMap((field, i) => [
      [field.a, `pointsA${i + 1}`],
      [field.b, `pointsB${i + 1}`],
    ]),
  ),
} as Readonly<Record<string, keyof typeof m.$inferSelect>>;

const matchWrites = Object.fromEntries(Object.entries(MATCH_COLUMNS).map(([field, key]) => [field, m[key]]));

/** What the rules derive from a result; written with it, never by a client. */
const derivedWrites = { MatchPointsA: m.setsA, MatchPointsB: m.setsB, NoWinner: m.winnerNo };

/** The match as it will stand: what is stored, with what this save changes. */
async function mergedMatch(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  const [row] = no ? await db.select().from(m).where(eq(m.no, no)) : [];
  if (!row) return values;
  const stored = Object.fromEntries(Object.entries(MATCH_COLUMNS).map(([field, key]) => [field, row[key] ?? null]));
  return { ...(stored as WriteValues), ...values };
}

/**
 * Before a match is written: its teams, pool, phase and hall belong together, its referees may
 * officiate it, and its result keeps the rules; the sets won and the winner follow from it.
 */
async function prepareMatch(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  const match = await mergedMatch(db, values, no);
  await checkMatchParties(db, match);
  const teamA = (match.NoTeamA as number | null) ?? null;
  const teamB = (match.NoTeamB as number | null) ?? null;
  const outcome = outcomeOf({
    status: (match.Status ?? 'scheduled') as MatchStatus,
    forfeitBy: (match.ForfeitBy as string | null) ?? null,
    teamA,
    teamB,
    points: match,
  });
  const winner = outcome.winner === 'a' ? teamA : outcome.winner === 'b' ? teamB : null;
  return {
    ...values,
    ...(match.Status === 'forfeit' ? forfeitPoints(outcome.sets) : {}),
    MatchPointsA: outcome.setsA,
    MatchPointsB: outcome.setsB,
    NoWinner: winner,
  };
}

export const volleyMatchBinding: EntityBinding = {
  entity: VolleyMatch,
  from: sql`${m}
    join ${tournament} on ${tournament.no} = ${m.tournamentNo}
    left join ${phases} on ${phases.no} = ${m.phaseNo}
    left join ${volleyPools} on ${volleyPools.no} = ${m.poolNo}
    left join ${as(volleyTeams, ALIASES.teamA)} on ${teamA.no} = ${m.teamANo}
    left join ${as(volleyTeams, ALIASES.teamB)} on ${teamB.no} = ${m.teamBNo}
    left join ${volleyHalls} on ${volleyHalls.no} = ${m.hallNo}
    left join ${as(persons, ALIASES.referee1)} on ${referee1.no} = ${m.referee1No}
    left join ${as(persons, ALIASES.referee2)} on ${referee2.no} = ${m.referee2No}
    left join ${as(persons, ALIASES.scorer)} on ${scorer.no} = ${m.scorerNo}`,
  columns: {
    No: sql`${m.no}`,
    ...readColumns(matchWrites),
    ...readColumns(derivedWrites),
    TournamentName: sql`${tournament.name}`,
    TournamentCode: sql`${tournament.code}`,
    NoEvent: sql`${tournament.eventNo}`,
    PhaseName: sql`${phases.name}`,
    PoolCode: sql`${volleyPools.code}`,
    TeamAName: sql`${teamA.name}`,
    TeamACode: sql`${teamA.code}`,
    TeamBName: sql`${teamB.name}`,
    TeamBCode: sql`${teamB.code}`,
    HallName: sql`${volleyHalls.name}`,
    City: sql`${volleyHalls.city}`,
    CountryCode: sql`${volleyHalls.countryCode}`,
    TimeZone: sql`${volleyHalls.timeZone}`,
    DateTimeLocal: sql`to_char(${m.localDate} + ${m.localTime}::time, 'YYYY-MM-DD"T"HH24:MI:SS')`,
    DateTimeUtc: sql`(${m.localDate} + ${m.localTime}::time) at time zone coalesce(${volleyHalls.timeZone}, 'UTC')`,
    Referee1Name: nameOf(referee1),
    Referee2Name: nameOf(referee2),
    ScorerName: nameOf(scorer),
    TeamNos: sql`concat_ws(' ', ${m.teamANo}, ${m.teamBNo})`,
    RefereeNos: sql`concat_ws(' ', ${m.referee1No}, ${m.referee2No}, ${m.scorerNo})`,
    Version: sql`${m.version}`,
  },
  searchText: sql`coalesce(${teamA.name}, '') || ' ' || coalesce(${teamB.name}, '')`,
  write: {
    table: m,
    no: m.no,
    version: m.version,
    columns: { ...matchWrites, ...derivedWrites },
    prepare: prepareMatch,
    afterSave: afterResult,
    afterDelete: async (db, before) =>
      recomputeTournament(db, Number(before.NoTournament), before.NoPool == null ? null : Number(before.NoPool)),
  },
  partyScope: (viewer) => managedBy(viewer),
  visibleTo: (viewer) => visibleTournament(viewer),
};
