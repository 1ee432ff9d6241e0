import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/connection';
import { refreshDuplicates } from './duplicate-finder';

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = (await t.app.databases.get('production')).db;
});
afterAll(() => t.close());

type Person = { no: number; first: string; last: string; birth: string; gender: number; fed: number; nat: string };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A person of the demo born on a day that can be read the other way round (the 3rd of May, 5th of March). */
async function someone(offset: number): Promise<Person> {
  const [person] = await rows<Person>(sql`select no, first_name as first, last_name as last, birth_date::text as birth,
      gender, federation_no as fed, nationality as nat from persons
    where birth_date is not null and federation_no is not null and nationality is not null
      and extract(day from birth_date) <= 12 and extract(day from birth_date) <> extract(month from birth_date)
    order by no offset ${offset} limit 1`);
  return person!;
}

async function plant(values: Partial<Person> & { passport?: string }, like: Person): Promise<number> {
  const person = { ...like, ...values };
  const [created] = await rows<{ no: number }>(sql`insert into persons
      (first_name, last_name, birth_date, gender, federation_no, nationality, passport_no)
    values (${person.first}, ${person.last}, ${person.birth ?? null}, ${person.gender}, ${person.fed}, ${person.nat},
      ${values.passport ?? null}) returning no`);
  return created!.no;
}

async function pairOf(a: number, b: number) {
  const [pair] = await rows<{ score: number; reasons: unknown[] }>(
    sql`select score, reasons from person_duplicates where a_no = ${Math.min(a, b)} and b_no = ${Math.max(a, b)}`,
  );
  return pair;
}

const swapped = (birth: string) => `${birth.slice(0, 4)}-${birth.slice(8, 10)}-${birth.slice(5, 7)}`;
const yearLater = (birth: string) => `${Number(birth.slice(0, 4)) + 1}${birth.slice(4)}`;

it('finds each kind of likely pair among the whole registry, scores it and says why', async () => {
  const [p1, p2, p3, p4, p5, p6] = await Promise.all([0, 1, 2, 3, 4, 5].map(someone));
  const typo = await plant({ first: `${p1!.first.slice(0, -1)}x` }, p1!);
  const reversed = await plant(
    { first: p1!.last === p2!.last ? 'Zed' : p2!.last.toUpperCase(), last: p2!.first, birth: undefined },
    p2!,
  );
  await db.execute(sql`update persons set birth_date = null where no = ${reversed}`);
  const dayMonth = await plant({ birth: swapped(p3!.birth) }, p3!);
  const yearApart = await plant({ birth: yearLater(p4!.birth) }, p4!);
  const passport = await plant({ birth: '1950-01-01', passport: 'AB 123-456' }, p5!);
  await db.execute(sql`update persons set passport_no = 'ab123456' where no = ${p5!.no}`);
  const otherGender = await plant({ gender: 1 - p6!.gender }, p6!);

  expect(await refreshDuplicates(db)).toMatchObject({ searched: 'everyone' });

  const fedCode = async (no: number) =>
    (await rows<{ code: string }>(sql`select code from federations where no = ${no}`))[0]!.code;
  expect(await pairOf(p1!.no, typo)).toMatchObject({
    reasons: [
      { reason: 'birth', relation: 'same' },
      { reason: 'names', percent: expect.any(Number) },
      { reason: 'sameFederation', code: await fedCode(p1!.fed) },
    ],
  });
  expect((await pairOf(p1!.no, typo))!.score).toBeGreaterThanOrEqual(75);
  if (p1!.last !== p2!.last) {
    expect(await pairOf(p2!.no, reversed)).toMatchObject({
      reasons: [
        { reason: 'birth', relation: 'missing' },
        { reason: 'names', percent: 100 },
        { reason: 'sameFederation' },
      ],
    });
  }
  expect(await pairOf(p3!.no, dayMonth)).toMatchObject({
    reasons: [
      { reason: 'birth', relation: 'swapped' },
      { reason: 'names', percent: 100 },
      { reason: 'sameFederation' },
    ],
  });
  expect(await pairOf(p4!.no, yearApart)).toMatchObject({
    reasons: [
      { reason: 'birth', relation: 'yearApart' },
      { reason: 'names', percent: 100 },
      { reason: 'sameFederation' },
    ],
  });
  expect(await pairOf(p5!.no, passport)).toMatchObject({
    reasons: [
      { reason: 'samePassport' },
      { reason: 'birth', relation: 'differs' },
      { reason: 'names' },
      { reason: 'sameFederation' },
    ],
  });
  // The same names and day, but a man and a woman: still shown, far lower.
  const mixed = await pairOf(p6!.no, otherGender);
  expect(mixed?.reasons).toContainEqual({ reason: 'otherGender' });
  expect(mixed!.score).toBeLessThan((await pairOf(p3!.no, dayMonth))!.score);
});

it('searches again only the persons changed since, finding their new pairs and dropping their old ones', async () => {
  expect(await refreshDuplicates(db)).toEqual({ searched: 'nobody', pairs: 0 });
  const p = await someone(10);
  const lookalike = await plant({ first: 'Quentin', last: 'Quibble' }, p);
  const before = await refreshDuplicates(db);
  expect(before.searched).toBe('changed');
  expect(await pairOf(p.no, lookalike)).toBeUndefined();
  await db.execute(sql`update persons set first_name = ${p.first}, last_name = ${p.last} where no = ${lookalike}`);
  expect(await refreshDuplicates(db)).toMatchObject({ searched: 'changed' });
  expect((await pairOf(p.no, lookalike))?.reasons[0]).toEqual({ reason: 'birth', relation: 'same' });
  await db.execute(sql`update persons set birth_date = '1901-01-01' where no = ${lookalike}`);
  await refreshDuplicates(db);
  expect(await pairOf(p.no, lookalike)).toBeUndefined();
});
