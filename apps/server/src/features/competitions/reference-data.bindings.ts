import { sql } from 'drizzle-orm';
import { seasonDays } from '@libero/shared/transfers/seasons';
import { Event, Season, VolleyHall, VolleyTournamentType } from '@libero/shared/registry/competitions';
import { events, seasons, volleyHalls, volleyTournamentTypes, volleyTournaments } from '../../db/schema/competitions';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import { afterTypeSave } from './results-follow-up';

const eventWrites = {
  Code: events.code,
  Name: events.name,
  StartDate: events.startDate,
  EndDate: events.endDate,
  Type: events.type,
  CountryCode: events.countryCode,
  HasBeachTournament: events.hasBeachTournament,
  HasVolleyTournament: events.hasVolleyTournament,
  HasMenTournament: events.hasMenTournament,
  HasWomenTournament: events.hasWomenTournament,
};

export const eventBinding: EntityBinding = {
  entity: Event,
  from: sql`${events}`,
  columns: {
    No: sql`${events.no}`,
    ...readColumns(eventWrites),
    // The public service answers 0 for an event of its own.
    NoParentEvent: sql`coalesce(${events.parentEventNo}, 0)`,
    IsVisManaged: sql`${events.isVisManaged}`,
    Version: sql`${events.version}`,
  },
  searchText: sql`${events.code} || ' ' || ${events.name}`,
  write: {
    table: events,
    no: events.no,
    version: events.version,
    columns: { ...eventWrites, NoParentEvent: events.parentEventNo },
  },
};

const seasonWrites = {
  Year: seasons.year,
  Name: seasons.name,
  StartDate: seasons.startDate,
  EndDate: seasons.endDate,
};

/**
 * A new season takes the days transfers count seasons by (16 October to 15 May) unless given
 * others, and its name from its years (`2025/26`); it ends after it starts.
 */
async function seasonDefaults(_db: unknown, values: WriteValues, no: number): Promise<WriteValues> {
  const year = values.Year;
  const filled =
    no === 0 && typeof year === 'number'
      ? {
          StartDate: seasonDays(year).first,
          EndDate: seasonDays(year).last,
          Name: `${year}/${String((year + 1) % 100).padStart(2, '0')}`,
          ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)),
        }
      : values;
  const cleared = ['Name', 'StartDate', 'EndDate'].find((field) => filled[field] === null);
  if (cleared) throw new AppError('InvalidData', cleared);
  const { StartDate: start, EndDate: end } = filled;
  if (typeof start === 'string' && typeof end === 'string' && end <= start)
    throw new AppError('InvalidData', 'EndDate');
  return filled;
}

export const seasonBinding: EntityBinding = {
  entity: Season,
  from: sql`${seasons}`,
  columns: {
    No: sql`${seasons.no}`,
    ...readColumns(seasonWrites),
    LeagueCount: sql`(select count(*)::int from ${volleyTournaments} where ${volleyTournaments.seasonNo} = ${seasons.no})`,
    Version: sql`${seasons.version}`,
  },
  write: { table: seasons, no: seasons.no, version: seasons.version, columns: seasonWrites, prepare: seasonDefaults },
};

const typeWrites = {
  Code: volleyTournamentTypes.code,
  Name: volleyTournamentTypes.name,
  NameFr: volleyTournamentTypes.nameFr,
  NameEs: volleyTournamentTypes.nameEs,
  StandingsCriteria: volleyTournamentTypes.standingsCriteria,
  MaxPlayers: volleyTournamentTypes.maxPlayers,
  MaxLiberos: volleyTournamentTypes.maxLiberos,
  Official: volleyTournamentTypes.official,
  NationalLeague: volleyTournamentTypes.nationalLeague,
};

export const volleyTournamentTypeBinding: EntityBinding = {
  entity: VolleyTournamentType,
  from: sql`${volleyTournamentTypes}`,
  columns: {
    No: sql`${volleyTournamentTypes.no}`,
    ...readColumns(typeWrites),
    Version: sql`${volleyTournamentTypes.version}`,
  },
  write: {
    table: volleyTournamentTypes,
    no: volleyTournamentTypes.no,
    version: volleyTournamentTypes.version,
    columns: typeWrites,
    afterSave: afterTypeSave,
  },
};

const hallWrites = {
  Name: volleyHalls.name,
  City: volleyHalls.city,
  CountryCode: volleyHalls.countryCode,
  Capacity: volleyHalls.capacity,
  TimeZone: volleyHalls.timeZone,
};

export const volleyHallBinding: EntityBinding = {
  entity: VolleyHall,
  from: sql`${volleyHalls}`,
  columns: { No: sql`${volleyHalls.no}`, ...readColumns(hallWrites), Version: sql`${volleyHalls.version}` },
  searchText: sql`${volleyHalls.name} || ' ' || ${volleyHalls.city}`,
  write: { table: volleyHalls, no: volleyHalls.no, version: volleyHalls.version, columns: hallWrites },
};
