import { eq, sql } from 'drizzle-orm';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { VolleyPlayer, VolleyTeam, VolleyTeamStaff } from '@libero/shared/registry/competitions';
import type { Db } from '../../db/connection';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { volleyRosters, volleyTeamStaff, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import { persons } from '../../db/schema/people';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import { type WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { checkRoster, checkRosterLine } from './roster-rules';
import { nationalTeamName } from './team-names';
import { managedBy, visibleTournament } from './tournament-access';

const team = volleyTeams;
const tournament = volleyTournaments;
const fullName = sql`${persons.firstName} || ' ' || ${persons.lastName}`;

const teamWrites = {
  NoTournament: team.tournamentNo,
  NoFederation: team.federationNo,
  NoClub: team.clubNo,
  Name: team.name,
  Code: team.code,
  Seed: team.seed,
};

/** A team without a name of its own takes its country's (a national team) or its club's, and their code. */
async function nameTeam(db: Db, no: number): Promise<void> {
  const [row] = await db
    .select({
      name: team.name,
      code: team.code,
      federationName: federations.name,
      federationCode: federations.code,
      countryCode: federations.countryCode,
      clubName: volleyClubs.name,
      clubCode: volleyClubs.shortName,
    })
    .from(team)
    .leftJoin(federations, eq(federations.no, team.federationNo))
    .leftJoin(volleyClubs, eq(volleyClubs.no, team.clubNo))
    .where(eq(team.no, no));
  if (!row || (row.name && row.code)) return;
  const name = row.name ?? (row.federationName ? nationalTeamName(row.countryCode, row.federationName) : row.clubName);
  await db
    .update(team)
    // A club's short name may be longer than a team code.
    .set({ name, code: (row.code ?? row.federationCode ?? row.clubCode)?.slice(0, 10) ?? null })
    .where(eq(team.no, no));
}

/** A team is a national team or a club, not both. */
async function oneSide(_db: Db, values: WriteValues): Promise<WriteValues> {
  if (values.NoFederation && values.NoClub) throw new AppError('InvalidData', 'NoClub');
  return values;
}

export const volleyTeamBinding: EntityBinding = {
  entity: VolleyTeam,
  from: sql`${team}
    join ${tournament} on ${tournament.no} = ${team.tournamentNo}
    left join ${federations} on ${federations.no} = ${team.federationNo}
    left join ${volleyClubs} on ${volleyClubs.no} = ${team.clubNo}`,
  columns: {
    No: sql`${team.no}`,
    ...readColumns(teamWrites),
    TournamentName: sql`${tournament.name}`,
    FederationCode: sql`${federations.code}`,
    ClubName: sql`${volleyClubs.name}`,
    PlayerCount: sql`(select count(*)::int from ${volleyRosters} where ${volleyRosters.teamNo} = ${team.no})`,
    FinalPosition: sql`${team.finalPosition}`,
    Version: sql`${team.version}`,
  },
  searchText: sql`coalesce(${team.name}, '') || ' ' || coalesce(${team.code}, '')`,
  write: {
    table: team,
    no: team.no,
    version: team.version,
    columns: teamWrites,
    prepare: oneSide,
    afterSave: nameTeam,
  },
  partyScope: (viewer) => managedBy(viewer),
  visibleTo: (viewer) => visibleTournament(viewer),
};

/** Who keeps a roster: the tournament's managers, and a federation its national team's. */
function rosterKeepers(viewer: AuthUser) {
  const ownNationalTeam =
    viewer.type === UserTypeNo.Federation ? sql`${team.federationNo} = ${viewer.typeNo}` : sql`false`;
  return sql`(${managedBy(viewer)} or ${ownNationalTeam})`;
}

/** The tournament of a roster line or a staff member is their team's. */
async function teamTournament(db: Db, values: WriteValues): Promise<WriteValues> {
  if (typeof values.NoTeam !== 'number') return values;
  const [row] = await db.select({ tournamentNo: team.tournamentNo }).from(team).where(eq(team.no, values.NoTeam));
  if (!row) throw new AppError('InvalidData', 'NoTeam');
  return { ...values, NoTournament: row.tournamentNo };
}

/** A roster line: its team's tournament, and the player on no other team, the shirt number free. */
async function prepareRosterLine(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  const prepared = await teamTournament(db, values);
  await checkRosterLine(db, prepared, no);
  return prepared;
}

const rosterWrites = {
  NoTeam: volleyRosters.teamNo,
  NoTournament: volleyRosters.tournamentNo,
  NoPlayer: volleyRosters.playerNo,
  ShirtNumber: volleyRosters.shirtNumber,
  Position: volleyRosters.position,
  IsCaptain: volleyRosters.captain,
};

export const volleyPlayerBinding: EntityBinding = {
  entity: VolleyPlayer,
  from: sql`${volleyRosters}
    join ${team} on ${team.no} = ${volleyRosters.teamNo}
    join ${tournament} on ${tournament.no} = ${volleyRosters.tournamentNo}
    join ${persons} on ${persons.no} = ${volleyRosters.playerNo}
    left join ${federations} on ${federations.no} = ${persons.federationNo}`,
  columns: {
    No: sql`${volleyRosters.no}`,
    ...readColumns(rosterWrites),
    TeamName: sql`${team.name}`,
    TournamentName: sql`${tournament.name}`,
    TournamentStartDate: sql`${tournament.startDate}`,
    PlayerName: fullName,
    FirstName: sql`${persons.firstName}`,
    LastName: sql`${persons.lastName}`,
    FederationCode: sql`${federations.code}`,
    FinalPosition: sql`${team.finalPosition}`,
    Version: sql`${volleyRosters.version}`,
  },
  write: {
    table: volleyRosters,
    no: volleyRosters.no,
    version: volleyRosters.version,
    columns: rosterWrites,
    prepare: prepareRosterLine,
    afterSave: checkRoster,
  },
  partyScope: rosterKeepers,
  visibleTo: (viewer) => visibleTournament(viewer),
};

const staffWrites = {
  NoTeam: volleyTeamStaff.teamNo,
  NoTournament: volleyTeamStaff.tournamentNo,
  NoPerson: volleyTeamStaff.personNo,
  Role: volleyTeamStaff.role,
};

export const volleyTeamStaffBinding: EntityBinding = {
  entity: VolleyTeamStaff,
  from: sql`${volleyTeamStaff}
    join ${team} on ${team.no} = ${volleyTeamStaff.teamNo}
    join ${tournament} on ${tournament.no} = ${volleyTeamStaff.tournamentNo}
    join ${persons} on ${persons.no} = ${volleyTeamStaff.personNo}`,
  columns: {
    No: sql`${volleyTeamStaff.no}`,
    ...readColumns(staffWrites),
    TeamName: sql`${team.name}`,
    PersonName: fullName,
    Version: sql`${volleyTeamStaff.version}`,
  },
  write: {
    table: volleyTeamStaff,
    no: volleyTeamStaff.no,
    version: volleyTeamStaff.version,
    columns: staffWrites,
    prepare: teamTournament,
  },
  partyScope: rosterKeepers,
  visibleTo: (viewer) => visibleTournament(viewer),
};
