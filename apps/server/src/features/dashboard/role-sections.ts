import { and, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import {
  DASHBOARD_LIST_LIMIT,
  type TDashboardMatch,
  type TDashboardRole,
  type TDashboardTeam,
  type TDashboardTransfer,
} from '@libero/shared/dashboard/dashboard';
import { CERTIFIED_STATUSES, CLOSED_STATUSES } from '@libero/shared/transfers/transfer-progress';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { volleyMatches, volleyRosters, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import { persons } from '../../db/schema/people';
import { volleyTransfers } from '../../db/schema/transfers';
import type { AuthUser } from '../../lib/request-auth';
import { agentOfPlayer } from '../agents';

const LIMIT = DASHBOARD_LIST_LIMIT;
const fullName = (table: typeof persons) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

const fromFederation = alias(federations, 'from_federation');
const toFederation = alias(federations, 'to_federation');
const fromClub = alias(volleyClubs, 'from_club');
const toClub = alias(volleyClubs, 'to_club');

/** A side of a transfer as a line reads it: `Club (ITA)`, or the federation's code alone. */
const side = (clubName: AnyPgColumn, federationCode: AnyPgColumn) =>
  sql<string>`coalesce(${clubName} || ' (' || ${federationCode} || ')', ${federationCode})`;

const OPEN = notInArray(volleyTransfers.status, [...CERTIFIED_STATUSES, ...CLOSED_STATUSES]);

/** The transfers matching `where`, newest first. */
function transfers(db: Db, where: SQL | undefined): Promise<TDashboardTransfer[]> {
  return db
    .select({
      no: volleyTransfers.no,
      playerName: fullName(persons),
      from: side(fromClub.name, fromFederation.code),
      to: side(toClub.name, toFederation.code),
      status: volleyTransfers.status,
      firstSeason: volleyTransfers.firstSeason,
    })
    .from(volleyTransfers)
    .innerJoin(persons, eq(persons.no, volleyTransfers.playerNo))
    .innerJoin(fromFederation, eq(fromFederation.no, volleyTransfers.fromFederationNo))
    .innerJoin(toFederation, eq(toFederation.no, volleyTransfers.toFederationNo))
    .leftJoin(fromClub, eq(fromClub.no, volleyTransfers.fromClubNo))
    .leftJoin(toClub, eq(toClub.no, volleyTransfers.toClubNo))
    .where(where)
    .orderBy(desc(volleyTransfers.createdAt), desc(volleyTransfers.no))
    .limit(LIMIT);
}

const teamA = alias(volleyTeams, 'team_a');
const teamB = alias(volleyTeams, 'team_b');
const teamName = (name: AnyPgColumn, code: AnyPgColumn) => sql<string | null>`coalesce(${name}, ${code})`;

/** Matches of published tournaments from today on, in the order they are played. */
async function upcomingMatches(db: Db, where: SQL, duty?: SQL<string | null>): Promise<TDashboardMatch[]> {
  const rows = await db
    .select({
      no: volleyMatches.no,
      tournamentNo: volleyTournaments.no,
      tournamentName: volleyTournaments.name,
      date: volleyMatches.localDate,
      time: volleyMatches.localTime,
      teamA: teamName(teamA.name, teamA.code),
      teamB: teamName(teamB.name, teamB.code),
      duty: duty ?? sql<null>`null`,
    })
    .from(volleyMatches)
    .innerJoin(volleyTournaments, eq(volleyTournaments.no, volleyMatches.tournamentNo))
    .leftJoin(teamA, eq(teamA.no, volleyMatches.teamANo))
    .leftJoin(teamB, eq(teamB.no, volleyMatches.teamBNo))
    .where(
      and(
        where,
        eq(volleyTournaments.published, true),
        eq(volleyMatches.status, 'scheduled'),
        sql`coalesce(${volleyMatches.localDate}, ${volleyTournaments.endDate}) >= ${utcDay(new Date())}`,
      ),
    )
    .orderBy(volleyMatches.localDate, volleyMatches.localTime, volleyMatches.no)
    .limit(LIMIT);
  return rows.map(({ tournamentNo, tournamentName, duty: given, ...match }) => ({
    ...match,
    tournament: { no: tournamentNo, name: tournamentName },
    duty: given as TDashboardMatch['duty'],
  }));
}

async function playerSection(db: Db, playerNo: number): Promise<TDashboardRole> {
  const [player] = await db
    .select({ clubNo: volleyClubs.no, clubName: volleyClubs.name })
    .from(persons)
    .leftJoin(volleyClubs, eq(volleyClubs.no, persons.clubNo))
    .where(eq(persons.no, playerNo));
  const teams = db.select({ no: volleyRosters.teamNo }).from(volleyRosters).where(eq(volleyRosters.playerNo, playerNo));
  return {
    kind: 'player',
    playerNo,
    club: player?.clubNo ? { no: player.clubNo, name: player.clubName ?? '' } : null,
    agent: await agentOfPlayer(db, playerNo),
    transfers: await transfers(db, eq(volleyTransfers.playerNo, playerNo)),
    nextMatches: await upcomingMatches(
      db,
      or(inArray(volleyMatches.teamANo, teams), inArray(volleyMatches.teamBNo, teams))!,
    ),
  };
}

async function clubSection(db: Db, clubNo: number): Promise<TDashboardRole> {
  const players = eq(persons.clubNo, clubNo);
  const roster = await db
    .select({ no: persons.no, name: fullName(persons) })
    .from(persons)
    .where(players)
    .orderBy(persons.lastName, persons.firstName)
    .limit(LIMIT);
  return {
    kind: 'club',
    rosterCount: await db.$count(persons, players),
    roster,
    transfers: await transfers(
      db,
      and(OPEN, or(eq(volleyTransfers.fromClubNo, clubNo), eq(volleyTransfers.toClubNo, clubNo))),
    ),
  };
}

async function refereeSection(db: Db, personNo: number): Promise<TDashboardRole> {
  const duty = sql<
    string | null
  >`case when ${volleyMatches.referee1No} = ${personNo} then 'referee1' when ${volleyMatches.referee2No} = ${personNo} then 'referee2' else 'scorer' end`;
  const assigned = or(
    eq(volleyMatches.referee1No, personNo),
    eq(volleyMatches.referee2No, personNo),
    eq(volleyMatches.scorerNo, personNo),
  )!;
  return { kind: 'referee', assignments: await upcomingMatches(db, assigned, duty) };
}

/** The federation's teams, national or of its clubs, in published tournaments not yet over. */
async function teamsInCompetition(db: Db, federationNo: number): Promise<TDashboardTeam[]> {
  const rows = await db
    .select({
      no: volleyTeams.no,
      name: sql<string>`coalesce(${volleyTeams.name}, ${volleyClubs.name}, ${federations.name}, ${volleyTeams.code}, '')`,
      tournamentNo: volleyTournaments.no,
      tournamentName: volleyTournaments.name,
      startDate: volleyTournaments.startDate,
      endDate: volleyTournaments.endDate,
    })
    .from(volleyTeams)
    .innerJoin(volleyTournaments, eq(volleyTournaments.no, volleyTeams.tournamentNo))
    .leftJoin(volleyClubs, eq(volleyClubs.no, volleyTeams.clubNo))
    .leftJoin(federations, eq(federations.no, volleyTeams.federationNo))
    .where(
      and(
        or(eq(volleyTeams.federationNo, federationNo), eq(volleyClubs.federationNo, federationNo)),
        eq(volleyTournaments.published, true),
        sql`${volleyTournaments.endDate} >= ${utcDay(new Date())}`,
      ),
    )
    .orderBy(volleyTournaments.startDate, volleyTournaments.no, volleyTeams.no)
    .limit(LIMIT);
  return rows.map(({ tournamentNo, tournamentName, ...team }) => ({
    ...team,
    tournament: { no: tournamentNo, name: tournamentName },
  }));
}

async function federationSection(db: Db, federationNo: number): Promise<TDashboardRole> {
  const ours = and(
    OPEN,
    or(eq(volleyTransfers.fromFederationNo, federationNo), eq(volleyTransfers.toFederationNo, federationNo)),
  );
  return {
    kind: 'federation',
    openTransferCount: await db.$count(volleyTransfers, ours),
    openTransfers: await transfers(db, ours),
    teams: await teamsInCompetition(db, federationNo),
  };
}

/**
 * What matters to the user's role on the dashboard, from the records their user stands for; null
 * for the other types and for users standing for no record. One query after another: a section
 * reads little, and a PostgreSQL connection answers one query at a time.
 */
export async function roleSection(db: Db, viewer: AuthUser): Promise<TDashboardRole | null> {
  if (viewer.typeNo <= 0) return null;
  switch (viewer.type) {
    case UserTypeNo.Player:
      return playerSection(db, viewer.typeNo);
    case UserTypeNo.VolleyClub:
      return clubSection(db, viewer.typeNo);
    case UserTypeNo.Referee:
      return refereeSection(db, viewer.typeNo);
    case UserTypeNo.Federation:
      return federationSection(db, viewer.typeNo);
    default:
      return null;
  }
}
