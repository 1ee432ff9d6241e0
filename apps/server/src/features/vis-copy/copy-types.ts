import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { beachMatches, beachRounds, beachTeams } from '../../db/schema/beach';
import { volleyMatches, volleyTeams } from '../../db/schema/competitions';
import type { WriteTarget } from '../../gateway/binding';
import { bindingOf } from '../../gateway/bindings';
import { keepTeamPlayers, recountPublishedResults } from '../beach';
import { recomputeTournament } from '../competitions';
import type { SourceRow } from './vis-source';

/** Which records a field points to: a type's records, or a choice made by the row (an organiser). */
export type Reference = string | ((row: SourceRow) => string | undefined);

/** How one type of record is copied: read from the source's `Get{entity}List`, written here. */
export type CopyType = {
  entity: string;
  /** Whose numbers a record takes: persons of every kind are one `Person`. */
  records: string;
  /** Where it is written: the Save's own target, or the tables the workflows fill (rounds, matches). */
  target: WriteTarget;
  /** The fields read and written: the target's writable fields, without those left out. */
  fields: readonly string[];
  /** Fields pointing to records copied before (their numbers are translated). */
  references: Readonly<Record<string, Reference>>;
  /** A field holding several numbers, space-separated (a pool's teams). */
  referenceLists: Readonly<Record<string, string>>;
  /** What a workflow does after writing such records (a team's players, a pool's standings). */
  afterWrite?: (db: Db, written: readonly WrittenRecord[]) => Promise<void>;
  /** Records pointing to others of their own type come after them (an event's parent). */
  order?: (rows: SourceRow[]) => SourceRow[];
  /**
   * The field naming a record in both services (a federation's code): a record of that name already
   * here is the one copied into, not a second one beside it.
   */
  naturalKey?: { field: string; column: AnyPgColumn };
};

export type WrittenRecord = { no: number; values: Readonly<Record<string, unknown>> };

const PERSON_KINDS = ['Player', 'Coach', 'Referee', 'Official', 'MedicalPerson', 'MediaPerson'];

/** The records a relation's target is numbered in. */
export function recordsOf(entity: string): string {
  return PERSON_KINDS.includes(entity) || entity === 'Person' ? 'Person' : entity;
}

type Options = {
  /** The Save's fields that the copy leaves out: written by functions that need what is not copied (users). */
  skip?: readonly string[];
  /** Fields beyond the Save's, read and written to these columns: what the source's workflows computed. */
  extra?: Readonly<Record<string, AnyPgColumn>>;
  target?: WriteTarget;
  references?: Readonly<Record<string, Reference>>;
  referenceLists?: Readonly<Record<string, string>>;
  afterWrite?: CopyType['afterWrite'];
  order?: CopyType['order'];
  /** The field naming a record in both services, when not `Code`. */
  naturalKey?: string | null;
};

function copyType(entity: string, options: Options = {}): CopyType {
  const binding = bindingOf(entity);
  const base = options.target ?? binding.write;
  if (!base) throw new Error(`${entity} has no place to be written`);
  const target: WriteTarget = { ...base, columns: { ...base.columns, ...options.extra } };
  const writable = [
    ...Object.keys(target.columns),
    ...Object.keys(target.companion?.columns ?? {}),
    ...Object.keys(target.writers ?? {}),
  ];
  const fields = writable.filter((name) => binding.entity.fields[name] && !options.skip?.includes(name));
  const relations = Object.values(binding.entity.relations).map((relation) => [
    relation.key,
    recordsOf(relation.target),
  ]);
  return {
    entity,
    records: recordsOf(entity),
    target,
    fields,
    references: { ...Object.fromEntries(relations), ...options.references },
    referenceLists: options.referenceLists ?? {},
    afterWrite: options.afterWrite,
    order: options.order,
    naturalKey: naturalKeyOf(target, options.naturalKey),
  };
}

/** Records named by a code are matched by it, unless told otherwise (a team's code names it only in its tournament). */
function naturalKeyOf(target: WriteTarget, field: string | null = 'Code'): CopyType['naturalKey'] {
  const column = field === null ? undefined : target.columns[field];
  return field !== null && column ? { field, column } : undefined;
}

/** Those without a parent first, then each generation after the one it points to. */
function parentsFirst(parentField: string) {
  return (rows: SourceRow[]): SourceRow[] => {
    const depth = new Map<unknown, number>();
    const byNo = new Map(rows.map((row) => [row.no, row]));
    const depthOf = (row: SourceRow, seen = new Set<unknown>()): number => {
      const known = depth.get(row.no);
      if (known !== undefined) return known;
      const parent = byNo.get(row[parentField]);
      const result = parent && !seen.has(row.no) ? depthOf(parent, seen.add(row.no)) + 1 : 0;
      depth.set(row.no, result);
      return result;
    };
    return [...rows].sort((a, b) => depthOf(a) - depthOf(b));
  };
}

/**
 * A beach team's players, as its Save keeps them (`beach_team_players`); and where its tournament's
 * ranking is published, the players' results and rankings, as the publication counts them.
 */
async function teamPlayers(db: Db, written: readonly WrittenRecord[]): Promise<void> {
  for (const { no } of written) await keepTeamPlayers(db, no);
  const tournaments = new Set(written.map(({ values }) => Number(values.NoTournament)));
  for (const tournament of tournaments) await recountPublishedResults(db, tournament);
}

/** The standings of each pool whose matches were written, and where the teams finish, as a result entry does. */
async function standingsOfMatches(db: Db, written: readonly WrittenRecord[]): Promise<void> {
  const pools = new Map<string, { tournament: number; pool: number | null }>();
  for (const { values } of written) {
    const tournament = Number(values.NoTournament);
    const pool = typeof values.NoPool === 'number' ? values.NoPool : null;
    pools.set(`${tournament}:${pool}`, { tournament, pool });
  }
  for (const { tournament, pool } of pools.values()) await recomputeTournament(db, tournament, pool);
}

const organizer = (row: SourceRow) =>
  row.organizerType === 'federation'
    ? 'Federation'
    : row.organizerType === 'confederation'
      ? 'Confederation'
      : undefined;

const round = beachRounds;
const match = beachMatches;

/**
 * Every type copied, in an order where what a record points to is copied before it. Users are not
 * copied (accounts belong to an installation), so fields naming them are left out.
 */
export function copyTypes(): CopyType[] {
  return [
    copyType('Confederation'),
    // A federation's president and secretary general are persons, copied after it.
    copyType('Federation', { skip: ['NoPresident', 'NoSecretaryGeneral'] }),
    copyType('VolleyClub'),
    // A media person's organisation is not copied (media organisations are not public data).
    ...PERSON_KINDS.map((kind) => copyType(kind, { skip: ['NoMediaOrganization'] })),
    copyType('Event', { order: parentsFirst('noParentEvent') }),
    copyType('Season', { naturalKey: 'Year' }),
    copyType('VolleyTournamentType'),
    copyType('VolleyHall'),
    copyType('VolleyTournament', {
      skip: ['ManagerUserNos'],
      references: { NoOrganizer: organizer },
    }),
    copyType('VolleyTeam', { extra: { FinalPosition: volleyTeams.finalPosition }, naturalKey: null }),
    copyType('VolleyPlayer'),
    copyType('VolleyTeamStaff'),
    copyType('Phase'),
    copyType('VolleyPool', { referenceLists: { TeamNos: 'VolleyTeam' }, naturalKey: null }),
    copyType('VolleyMatch', {
      references: { NoWinner: 'VolleyTeam', NoPhase: 'Phase', NoPool: 'VolleyPool' },
      afterWrite: standingsOfMatches,
      extra: { NoPool: volleyMatches.poolNo },
    }),
    copyType('BeachCategory'),
    copyType('BeachTournament', {
      skip: ['ManagerUserNos'],
      references: { NoConfederation: 'Confederation', NoFederation: 'Federation' },
    }),
    copyType('BeachTeam', {
      extra: {
        Seed: beachTeams.seed,
        PositionInMainDraw: beachTeams.positionInMainDraw,
        PositionInQualification: beachTeams.positionInQualification,
        Rank: beachTeams.rank,
        EarnedPointsPlayer: beachTeams.earnedPointsPlayer,
        EarningsTeam: beachTeams.earningsTeam,
        EntryDate: beachTeams.enteredAt,
      },
      references: { NoFederation: 'Federation' },
      afterWrite: teamPlayers,
    }),
    copyType('BeachRound', {
      naturalKey: null,
      target: {
        table: round,
        no: round.no,
        version: round.version,
        columns: {
          NoTournament: round.tournamentNo,
          NoInTournament: round.noInTournament,
          Code: round.code,
          Name: round.name,
          Bracket: round.bracket,
          Phase: round.phase,
          StartDate: round.startDate,
          EndDate: round.endDate,
          RankMethod: round.rankMethod,
        },
      },
    }),
    copyType('BeachMatch', {
      extra: {
        NoTournament: match.tournamentNo,
        NoRound: match.roundNo,
        NoInTournament: match.noInTournament,
        Bracket: match.bracket,
        NoTeamA: match.teamANo,
        NoTeamB: match.teamBNo,
        WinnerRank: match.winnerRank,
        LoserRank: match.loserRank,
      },
      references: { NoWinner: 'BeachTeam' },
    }),
  ];
}
