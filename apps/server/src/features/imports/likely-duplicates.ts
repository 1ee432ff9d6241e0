import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import type { EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';

/** A new record's identity, as the duplicate check compares it. */
export type NewPerson = { row: number; values: WriteValues };

/** At most this many records are offered as what a row may be. */
const MOST_CANDIDATES = 5;

/** Whether records of `binding` are people, checked for duplicates as the person form checks them. */
export function checksDuplicates(binding: EntityBinding): boolean {
  const { columns } = binding;
  return Boolean(binding.searchNormalized && columns.FirstName && columns.LastName && columns.BirthDate);
}

type Pair = { row: number; no: number };

/**
 * The existing records each new person may be, as the form's check finds them: the same birth
 * date and names alike (trigram similarity, accents and case aside); without a birth date, the
 * same names in the same federation. One query for all the rows, whatever their number.
 */
export async function likelyDuplicates(
  db: Db,
  binding: EntityBinding,
  people: readonly NewPerson[],
): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (!checksDuplicates(binding) || people.length === 0) return found;
  const { columns } = binding;
  const federation = binding.federationField ? columns[binding.federationField] : undefined;
  const given = people.map(({ row, values }) => ({
    row,
    name: `${values.FirstName ?? ''} ${values.LastName ?? ''}`,
    birth: values.BirthDate ?? null,
    fed: binding.federationField ? (values[binding.federationField] ?? null) : null,
  }));
  const name = binding.searchNormalized!;
  const byBirth = sql`${columns.BirthDate} = r.birth and ${name} % search_normalize(r.name)`;
  const byName = federation
    ? sql`r.birth is null and ${name} = search_normalize(r.name) and ${federation} = r.fed`
    : sql`r.birth is null and ${name} = search_normalize(r.name)`;
  for (const match of [byBirth, byName]) {
    for (const pair of await pairs(db, binding, given, match)) {
      const nos = found.get(pair.row) ?? [];
      if (nos.length < MOST_CANDIDATES) nos.push(pair.no);
      found.set(pair.row, nos);
    }
  }
  return found;
}

async function pairs(db: Db, binding: EntityBinding, given: object[], match: SQL): Promise<Pair[]> {
  const where = binding.where ? sql`where ${binding.where}` : sql``;
  const { rows } = (await db.execute(
    sql`select r.row, (${binding.columns.No})::int as no from ${binding.from}
      join jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as r("row" int, name text, birth date, fed int) on ${match}
      ${where} order by r.row, ${binding.columns.No}`,
  )) as unknown as { rows: Pair[] };
  return rows.map((pair) => ({ row: Number(pair.row), no: Number(pair.no) }));
}
