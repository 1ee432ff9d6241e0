import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.app.identityDb.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

describe('the demo registry', () => {
  it('has thousands of players in every federation, indoor and beach', async () => {
    const counts = await one<{
      players: number;
      federations: number;
      without: number;
      beach: number;
      indoor: number;
    }>(sql`
      select count(*)::int as players,
             count(distinct p.federation_no)::int as federations,
             (select count(*)::int from federations f where not exists (
                select 1 from persons q join person_roles r on r.person_no = q.no and r.role = 'player' where q.federation_no = f.no)) as without,
             count(*) filter (where p.plays_beach)::int as beach,
             count(*) filter (where p.plays_volley)::int as indoor
      from persons p join person_roles r on r.person_no = p.no and r.role = 'player'`);
    expect(counts.players).toBeGreaterThan(3000);
    expect(counts.without).toBe(0);
    expect(counts.beach).toBeGreaterThan(500);
    expect(counts.indoor).toBeGreaterThan(2000);
  });

  it('has every kind of staff', async () => {
    const roles = await one<Record<string, number>>(sql`
      select count(*) filter (where role = 'coach')::int as coach, count(*) filter (where role = 'referee')::int as referee,
             count(*) filter (where role = 'official')::int as official, count(*) filter (where role = 'medical')::int as medical,
             count(*) filter (where role = 'media')::int as media
      from person_roles`);
    for (const count of Object.values(roles)) expect(count).toBeGreaterThan(200);
  });

  it('names people as their country does, in Latin letters, some with accents', async () => {
    const names = await one<{ nonLatin: number; accented: number; japanese: string[] }>(sql`
      select count(*) filter (where first_name || last_name ~ '[^[:alpha:] ''‘’.-]' or first_name || last_name ~ '[Ѐ-ӿ一-鿿぀-ヿ가-힯؀-ۿͰ-Ͽ]')::int as "nonLatin",
             count(*) filter (where first_name || last_name ~ '[À-ž]')::int as accented,
             (select array_agg(last_name) from persons p join federations f on f.no = p.federation_no where f.code = 'JPN') as japanese
      from persons`);
    expect(names.nonLatin).toBe(0);
    expect(names.accented).toBeGreaterThan(300);
    expect(names.japanese.length).toBeGreaterThan(20);
    expect(names.japanese.every((name) => /^[A-Z][a-z]+$/.test(name))).toBe(true);
  });
});
