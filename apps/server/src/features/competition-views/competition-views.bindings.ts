import { sql, type SQL } from 'drizzle-orm';
import { BEACH_MATCH_STATUS, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { Match, Tournament, type CompetitionKind } from '@libero/shared/registry/competition-views';
import type { EntityDef } from '@libero/shared/registry/types';
import { beachTournaments } from '../../db/schema/beach';
import { volleyTournaments } from '../../db/schema/competitions';
import type { EntityBinding } from '../../gateway/binding';
import { countryNames } from '../../lib/country-names';
import type { AuthUser } from '../../lib/request-auth';
import { beachMatchBinding, beachTournamentBinding, visibleBeachTournament } from '../beach';
import { visibleTournament, volleyMatchBinding, volleyTournamentBinding } from '../competitions';

/** What a kind's records put in the view: each of its columns, by the field (or hidden column) it fills. */
type Branch = { kind: CompetitionKind; binding: EntityBinding; columns: Readonly<Record<string, SQL>> };

/** The tournament columns a row's visibility is decided on, beside the view's fields. */
const HIDDEN = ['tournamentNo', 'published', 'organizerType', 'organizerNo', 'confederationNo', 'federationNo'];

/** A numeric code's name, in SQL: `case status when 4 then 'running' … end`. */
function codeName(code: SQL, codes: Readonly<Record<string, number>>): SQL {
  const cases = Object.entries(codes).map(
    ([name, value]) => `when ${Number(value)} then '${name.replace(/'/g, "''")}'`,
  );
  return sql`case ${code} ${sql.raw(cases.join(' '))} end`;
}

/** The binding's own column of each field of `entity` it has, renamed to `names` where the view calls it otherwise. */
function fieldsOf(entity: EntityDef, binding: EntityBinding, names: Readonly<Record<string, string>> = {}) {
  return Object.fromEntries(
    Object.keys(entity.fields).flatMap((field) => {
      const column = binding.columns[names[field] ?? field];
      return column ? [[field, column]] : [];
    }),
  );
}

/**
 * A view over both kinds as a binding: one `union all` of each kind's records in the entity's fields
 * (but those computed after reading, `derived`), with the columns that say who sees a row; a row is
 * visible as its own kind's would be.
 */
function viewBinding(
  entity: EntityDef,
  alias: string,
  branches: Branch[],
  derived: EntityBinding['derived'] = {},
): EntityBinding {
  const fields = Object.keys(entity.fields).filter((field) => !derived[field]);
  const selects = branches.map(({ kind, binding, columns: own }) => {
    const values: Readonly<Record<string, SQL>> = { ...own, Kind: sql.raw(`'${kind}'::text`) };
    const selected = [...fields, ...HIDDEN].map((name) => sql`${values[name] ?? sql`null`} as ${sql.identifier(name)}`);
    return sql`select ${sql.join(selected, sql`, `)} from ${binding.from}`;
  });
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return {
    entity,
    from: sql`(${sql.join(selects, sql` union all `)}) as ${sql.identifier(alias)}`,
    columns: Object.fromEntries(fields.map((field) => [field, column(field)])),
    derived,
    ...(entity.filters.Search
      ? { searchText: sql`${column('Code')} || ' ' || ${column('Name')} || ' ' || coalesce(${column('City')}, '')` }
      : {}),
    visibleTo: (viewer) => visibleOfKind(viewer, column),
  };
}

/** Each row as visible as in its own kind: the indoor tournaments' rule, or the beach ones'. */
function visibleOfKind(viewer: AuthUser | null, column: (name: string) => SQL): SQL | undefined {
  const tournament = {
    no: column('tournamentNo'),
    published: column('published'),
    organizerType: column('organizerType'),
    organizerNo: column('organizerNo'),
    confederationNo: column('confederationNo'),
    federationNo: column('federationNo'),
  };
  const volley = visibleTournament(viewer, tournament);
  const beach = visibleBeachTournament(viewer, tournament);
  if (!volley && !beach) return undefined;
  const kind = column('Kind');
  return sql`((${kind} = 'Volley' and ${volley ?? sql`true`}) or (${kind} = 'Beach' and ${beach ?? sql`true`}))`;
}

const volley = volleyTournaments;
const beach = beachTournaments;
const volleyHidden = {
  published: sql`${volley.published}`,
  organizerType: sql`${volley.organizerType}`,
  organizerNo: sql`${volley.organizerNo}`,
};
const beachHidden = {
  published: sql`${beach.published}`,
  confederationNo: sql`${beach.confederationNo}`,
  federationNo: sql`${beach.federationNo}`,
};

export const tournamentBinding = viewBinding(
  Tournament,
  'tournaments',
  [
    {
      kind: 'Volley',
      binding: volleyTournamentBinding,
      columns: { ...fieldsOf(Tournament, volleyTournamentBinding), tournamentNo: sql`${volley.no}`, ...volleyHidden },
    },
    {
      kind: 'Beach',
      binding: beachTournamentBinding,
      columns: {
        ...fieldsOf(Tournament, beachTournamentBinding),
        Status: codeName(sql`${beach.status}`, BEACH_TOURNAMENT_STATUS),
        tournamentNo: sql`${beach.no}`,
        ...beachHidden,
      },
    },
  ],
  { CountryName: { from: 'CountryCode', compute: countryNames } },
);

export const matchBinding = viewBinding(Match, 'matches', [
  {
    kind: 'Volley',
    binding: volleyMatchBinding,
    columns: { ...fieldsOf(Match, volleyMatchBinding), tournamentNo: sql`${volley.no}`, ...volleyHidden },
  },
  {
    kind: 'Beach',
    binding: beachMatchBinding,
    columns: {
      ...fieldsOf(Match, beachMatchBinding, { DateTimeUtc: 'BeginDateTimeUtc' }),
      Status: codeName(sql`${beachMatchBinding.columns.Status}`, BEACH_MATCH_STATUS),
      tournamentNo: sql`${beach.no}`,
      ...beachHidden,
    },
  },
]);
