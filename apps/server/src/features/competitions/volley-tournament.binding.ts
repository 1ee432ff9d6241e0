import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { VolleyTournament } from '@libero/shared/registry/competitions';
import type { Db } from '../../db/connection';
import { confederations, federations } from '../../db/schema/bodies';
import {
  events,
  seasons,
  volleyMatches,
  volleyTeams,
  volleyTournamentManagers,
  volleyTournamentTypes,
  volleyTournaments,
} from '../../db/schema/competitions';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import { AppError } from '../../lib/app-error';
import { countryNames } from '../../lib/country-names';
import type { AuthUser } from '../../lib/request-auth';
import { managedBy, visibleTournament } from './tournament-access';

const t = volleyTournaments;

const tournamentWrites = {
  Code: t.code,
  Name: t.name,
  NoSeason: t.seasonNo,
  Gender: t.gender,
  NoType: t.typeNo,
  CountryCode: t.countryCode,
  City: t.city,
  StartDate: t.startDate,
  EndDate: t.endDate,
  Status: t.status,
  NoEvent: t.eventNo,
  OrganizerType: t.organizerType,
  NoOrganizer: t.organizerNo,
  Division: t.division,
  Published: t.published,
};

/**
 * The years a tournament is played in, from its first day to its last, as the public service writes
 * a season: `2026` for a championship, `2026 2027` for a league across a new year.
 */
function seasonYears(start: AnyPgColumn, end: AnyPgColumn): SQL {
  const first = sql`extract(year from ${start})::int`;
  const last = sql`extract(year from ${end})::int`;
  return sql`case when ${last} > ${first} then ${first} || ' ' || ${last} else ${first}::text end`;
}

/** Replaces a tournament's managers by the users listed (space-separated numbers). */
async function writeManagers(db: Db, tournamentNo: number, value: unknown): Promise<void> {
  const text = typeof value === 'string' ? value.trim() : '';
  const userNos = text === '' ? [] : text.split(/\s+/).map(Number);
  if (userNos.some((no) => !Number.isInteger(no) || no <= 0)) throw new AppError('InvalidData', 'ManagerUserNos');
  await db.delete(volleyTournamentManagers).where(eq(volleyTournamentManagers.tournamentNo, tournamentNo));
  if (userNos.length > 0) {
    await db.insert(volleyTournamentManagers).values([...new Set(userNos)].map((userNo) => ({ tournamentNo, userNo })));
  }
}

/** A tournament manager who creates a tournament manages it. */
async function creatorManages(db: Db, tournamentNo: number, viewer: AuthUser): Promise<void> {
  if (viewer.type !== UserTypeNo.VolleyTournamentManager) return;
  await db.insert(volleyTournamentManagers).values({ tournamentNo, userNo: viewer.no }).onConflictDoNothing();
}

export const volleyTournamentBinding: EntityBinding = {
  entity: VolleyTournament,
  from: sql`${t}
    join ${volleyTournamentTypes} on ${volleyTournamentTypes.no} = ${t.typeNo}
    left join ${seasons} on ${seasons.no} = ${t.seasonNo}
    left join ${events} on ${events.no} = ${t.eventNo}`,
  columns: {
    No: sql`${t.no}`,
    ...readColumns(tournamentWrites),
    SeasonName: sql`${seasons.name}`,
    Season: seasonYears(t.startDate, t.endDate),
    TypeCode: sql`${volleyTournamentTypes.code}`,
    TypeName: sql`${volleyTournamentTypes.name}`,
    EventName: sql`${events.name}`,
    OrganizerName: sql`case ${t.organizerType}
      when 'federation' then (select ${federations.name} from ${federations} where ${federations.no} = ${t.organizerNo})
      when 'confederation' then (select ${confederations.name} from ${confederations} where ${confederations.no} = ${t.organizerNo})
    end`,
    ManagerUserNos: sql`(select string_agg(m.user_no::text, ' ' order by m.user_no)
      from ${volleyTournamentManagers} m where m.tournament_no = ${t.no})`,
    TeamCount: sql`(select count(*)::int from ${volleyTeams} where ${volleyTeams.tournamentNo} = ${t.no})`,
    MatchCount: sql`(select count(*)::int from ${volleyMatches} where ${volleyMatches.tournamentNo} = ${t.no})`,
    Version: sql`${t.version}`,
  },
  derived: { CountryName: { from: 'CountryCode', compute: countryNames } },
  searchText: sql`${t.code} || ' ' || ${t.name} || ' ' || coalesce(${t.city}, '')`,
  write: {
    table: t,
    no: t.no,
    version: t.version,
    columns: tournamentWrites,
    writers: { ManagerUserNos: writeManagers },
    created: creatorManages,
  },
  partyScope: (viewer) => managedBy(viewer),
  visibleTo: (viewer) => visibleTournament(viewer),
};
