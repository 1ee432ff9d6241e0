import { eq, sql, type SQL } from 'drizzle-orm';
import { LISTED_FROM, scorePair, type BirthRelation } from '@libero/shared/duplicates/duplicate-score';
import type { Db } from '../../db/connection';
import { personDuplicates } from '../../db/schema/duplicates';
import { appMeta } from '../../db/schema/meta';

/** Where the finder stands: the highest version of the persons it has looked at. */
const STATE_KEY = 'personDuplicates';

type FoundPair = {
  a: number;
  b: number;
  names: number;
  birth: BirthRelation;
  same_gender: boolean;
  same_federation: string | null;
  same_nationality: string | null;
  same_passport: boolean;
};

/**
 * The pairs of persons likely to be one, among those of `changed` (all when undefined) and everyone.
 * Never every pair: each block joins on a key an equality serves (a hash join), a word of the names
 * (accents and case aside) with the same birth day, the day and month swapped, or a year apart; the
 * same names in any order with a birth date unknown; the same passport number. The names are
 * compared (trigrams) only within the blocks, and the score decides.
 */
async function candidatePairs(db: Db, changed: SQL | undefined): Promise<FoundPair[]> {
  const left = changed ? sql`w where w.no in (${changed})` : sql`w`;
  const leftPerson = changed ? sql`p where p.no in (${changed})` : sql`p`;
  // A whole search finds each pair once (a < b); a search for the changed finds it from their side.
  const pairOrder = changed ? sql`b.no <> a.no` : sql`b.no > a.no`;
  const { rows } = (await db.execute(sql`
    with p as (
      select no, search_name as name, birth_date as birth, gender, nationality, federation_no as fed,
        nullif(upper(regexp_replace(coalesce(passport_no, ''), '[^A-Za-z0-9]', '', 'g')), '') as passport,
        array_to_string(array(select w from unnest(string_to_array(search_name, ' ')) w where w <> '' order by w), ' ') as name_key
      from persons
    ),
    w as (
      select distinct p.no, p.birth, word from p, unnest(string_to_array(p.name, ' ')) as word
      where p.birth is not null and length(word) > 1
    ),
    a as (select * from ${left}),
    ap as (select * from ${leftPerson}),
    candidates as (
      select a.no as x, b.no as y from a join w b on b.birth = a.birth and b.word = a.word and ${pairOrder}
      union
      select a.no, b.no from a join w b
        on b.birth = make_date(extract(year from a.birth)::int, extract(day from a.birth)::int, extract(month from a.birth)::int)
        and b.word = a.word and ${pairOrder}
        where extract(day from a.birth) <= 12 and extract(day from a.birth) <> extract(month from a.birth)
      union
      select a.no, b.no from a join w b on b.birth = (a.birth + interval '1 year')::date and b.word = a.word
      union
      select a.no, b.no from a join w b on b.birth = (a.birth - interval '1 year')::date and b.word = a.word
      union
      select a.no, b.no from ap a join p b on b.name_key = a.name_key and ${pairOrder}
        where a.birth is null or b.birth is null
      union
      select a.no, b.no from ap a join p b on b.passport = a.passport and ${pairOrder}
    ),
    pairs as (select distinct least(x, y) as a, greatest(x, y) as b from candidates)
    select pairs.a, pairs.b,
      similarity(pa.name, pb.name)::float8 as names,
      case
        when pa.birth is null or pb.birth is null then 'missing'
        when pa.birth = pb.birth then 'same'
        when extract(year from pa.birth) = extract(year from pb.birth)
          and extract(day from pa.birth) = extract(month from pb.birth)
          and extract(month from pa.birth) = extract(day from pb.birth) then 'swapped'
        when pb.birth = (pa.birth + interval '1 year')::date or pa.birth = (pb.birth + interval '1 year')::date then 'yearApart'
        else 'differs'
      end as birth,
      pa.gender = pb.gender as same_gender,
      case when pa.fed = pb.fed then (select code from federations where no = pa.fed) end as same_federation,
      case when pa.nationality = pb.nationality then pa.nationality end as same_nationality,
      coalesce(pa.passport = pb.passport, false) as same_passport
    from pairs join p pa on pa.no = pairs.a join p pb on pb.no = pairs.b`)) as unknown as { rows: FoundPair[] };
  return rows;
}

async function searchedUpTo(db: Db): Promise<number | undefined> {
  const [state] = await db.select().from(appMeta).where(eq(appMeta.key, STATE_KEY));
  return (state?.value as { version?: number } | undefined)?.version;
}

/**
 * Brings the pairs up to date, in one transaction (one search at a time): the first time over every
 * person, then over the persons changed since (their pairs found again, the others kept).
 */
export async function refreshDuplicates(
  db: Db,
): Promise<{ searched: 'everyone' | 'changed' | 'nobody'; pairs: number }> {
  return db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    await trx.execute(sql`select pg_advisory_xact_lock(hashtext('person-duplicates'))`);
    const since = await searchedUpTo(trx);
    const { rows } = (await trx.execute(
      sql`select coalesce(max(version), 0)::bigint::text as version from persons`,
    )) as unknown as { rows: { version: string }[] };
    const upTo = Number(rows[0]?.version ?? 0);
    if (since !== undefined && since >= upTo) return { searched: 'nobody', pairs: 0 };
    const changed = since === undefined ? undefined : sql`select no from persons where version > ${since}`;
    const found = await candidatePairs(trx, changed);
    if (changed) {
      await trx.execute(sql`delete from ${personDuplicates} where a_no in (${changed}) or b_no in (${changed})`);
    } else {
      await trx.delete(personDuplicates);
    }
    const scored = found.flatMap((pair) => {
      const { score, reasons } = scorePair({
        names: Number(pair.names),
        birth: pair.birth,
        sameGender: pair.same_gender,
        sameFederation: pair.same_federation,
        sameNationality: pair.same_nationality,
        samePassport: pair.same_passport,
      });
      return score >= LISTED_FROM ? [{ aNo: Number(pair.a), bNo: Number(pair.b), score, reasons }] : [];
    });
    for (let start = 0; start < scored.length; start += 5000) {
      await trx
        .insert(personDuplicates)
        .values(scored.slice(start, start + 5000))
        .onConflictDoNothing();
    }
    await trx
      .insert(appMeta)
      .values({ key: STATE_KEY, value: { version: upTo } })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: { version: upTo }, updatedAt: sql`now()` } });
    return { searched: changed ? 'changed' : 'everyone', pairs: scored.length };
  });
}
