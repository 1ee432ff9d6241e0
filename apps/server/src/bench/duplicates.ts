import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { refreshDuplicates } from '../features/duplicates/duplicate-finder';

/** How many look-alikes the bench plants among the generated persons. */
const PLANTED = Number(process.env.BENCH_PLANTED_DUPLICATES ?? 1000);

export type DuplicateFigures = {
  target: string;
  persons: number;
  planted: number;
  found: number;
  plantedFound: number;
  wholeMs: number;
  changedMs: number;
};

/**
 * Names of a registry's variety (the generated ones repeat a few dozen words): syllables drawn from
 * each person's number, so that two persons rarely share a name by chance, as in a real registry.
 */
async function varyNames(db: Db): Promise<void> {
  const syllables = `array['ka','lo','mi','sa','te','ri','no','va','de','zu','bre','cha','fen','gio','har','jul','mar','nel','pet','ros','sil','tor','wen','yan']`;
  await db.execute(
    sql.raw(`update persons set
      first_name = initcap((${syllables})[1 + no % 24] || (${syllables})[1 + (no / 24) % 24] || (${syllables})[1 + (no / 576) % 24]),
      last_name = initcap((${syllables})[1 + (hashint4(no) & 1023) % 24] || (${syllables})[1 + ((hashint4(no) >> 10) & 1023) % 24]
        || (${syllables})[1 + ((hashint4(no) >> 20) & 1023) % 24] || (${syllables})[1 + (no / 13824) % 24]),
      birth_date = date '1960-01-01' + (hashint4(no * 7) & 16383)`),
  );
}

/**
 * Plants `count` look-alikes of persons spread over the registry, each altered as records of one
 * person are: a letter changed, names in the other order without a birth date, an accent, the
 * birth's day and month swapped, born a year apart, the last name misspelt in another federation.
 * Answers the planted pairs (original, copy).
 */
async function plant(db: Db, count: number): Promise<Set<string>> {
  const { rows } = (await db.execute(sql`
    with picked as (
      select no, first_name, last_name, gender, birth_date, nationality, federation_no,
        row_number() over (order by hashint4(no)) as k
      from persons where birth_date is not null order by hashint4(no) limit ${count}
    )
    insert into persons (first_name, last_name, gender, birth_date, nationality, federation_no, passport_no)
    select
      case k % 6 when 0 then left(first_name, -1) || 'x' when 1 then last_name when 2 then replace(first_name, 'e', 'é')
        else first_name end,
      case k % 6 when 1 then first_name when 5 then left(last_name, -2) || 'y' else last_name end,
      gender,
      case k % 6
        when 1 then null
        when 3 then case when extract(day from birth_date) <= 12 and extract(day from birth_date) <> extract(month from birth_date)
          then make_date(extract(year from birth_date)::int, extract(day from birth_date)::int, extract(month from birth_date)::int)
          else birth_date end
        when 4 then (birth_date + interval '1 year')::date
        else birth_date end,
      nationality,
      case k % 6 when 5 then (select min(no) from federations f where f.no <> federation_no) else federation_no end,
      'PLANTED-' || no
    from picked
    returning no, passport_no`)) as unknown as { rows: { no: number; passport_no: string }[] };
  // The copy's passport says whose copy it is; it is cleared so that it gives the finder nothing.
  await db.execute(sql`update persons set passport_no = null where passport_no like 'PLANTED-%'`);
  return new Set(
    rows.map((row) => {
      const original = Number(row.passport_no.slice('PLANTED-'.length));
      return `${Math.min(original, row.no)}:${Math.max(original, row.no)}`;
    }),
  );
}

/**
 * The finder over the generated registry with planted look-alikes: the time of a whole search and
 * of a search after 100 changes, and the pairs it finds (recall: planted pairs found; precision: of
 * the pairs listed, the planted ones).
 */
export async function benchDuplicates(db: Db, target: string): Promise<DuplicateFigures> {
  await varyNames(db);
  const planted = await plant(db, PLANTED);
  await db.execute(sql`delete from app_meta where key = 'personDuplicates'`);
  await db.execute(sql`analyze persons`);
  let started = performance.now();
  await refreshDuplicates(db);
  const wholeMs = performance.now() - started;
  const { rows } = (await db.execute(sql`select a_no, b_no from person_duplicates`)) as unknown as {
    rows: { a_no: number; b_no: number }[];
  };
  const found = rows.map((row) => `${row.a_no}:${row.b_no}`);
  await db.execute(sql`update persons set city = 'Changed' where no in (select no from persons order by no limit 100)`);
  started = performance.now();
  await refreshDuplicates(db);
  const changedMs = performance.now() - started;
  const { rows: counted } = (await db.execute(sql`select count(*)::int as n from persons`)) as unknown as {
    rows: { n: number }[];
  };
  return {
    target,
    persons: counted[0]?.n ?? 0,
    planted: planted.size,
    found: found.length,
    plantedFound: found.filter((pair) => planted.has(pair)).length,
    wholeMs,
    changedMs,
  };
}
