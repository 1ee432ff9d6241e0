import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/connection';

let t: TestApp;
let db: Db;
const cookies: Record<string, string> = {};
/** A planted look-alike of a Kenyan player and of an Italian coach: [original, copy]. */
let kenya: [number, number];
let italy: [number, number];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A copy of the first person of `federation` in `role`, with one letter of the first name changed. */
async function lookalike(federation: string, role: string): Promise<[number, number]> {
  const [original] = await rows<{ no: number }>(sql`select p.no from persons p
    join federations f on f.no = p.federation_no join person_roles r on r.person_no = p.no
    where f.code = ${federation} and r.role = ${role} and p.birth_date is not null order by p.no limit 1`);
  const [copy] = await rows<{
    no: number;
  }>(sql`insert into persons (first_name, last_name, gender, birth_date, nationality, federation_no)
    select left(first_name, -1) || 'q', last_name, gender, birth_date, nationality, federation_no from persons where no = ${original!.no}
    returning no`);
  return [original!.no, copy!.no];
}

beforeAll(async () => {
  t = await createTestApp();
  db = (await t.app.databases.get('production')).db;
  kenya = await lookalike('KEN', 'player');
  italy = await lookalike('ITA', 'coach');
  for (const user of ['administrator', 'federation', 'federation2', 'guest']) cookies[user] = await signIn(t.app, user);
});
afterAll(() => t.close());

const list = (user: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/person-duplicates${query}`,
    headers: user ? { cookie: cookies[user] } : {},
  });

const dismiss = (user: string, a: number, b: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/person-duplicates/dismiss',
    headers: { cookie: cookies[user] },
    payload: { a, b },
  });

const pairNos = (body: { pairs: { a: { no: number }; b: { no: number } }[] }) =>
  body.pairs.map((pair) => [pair.a.no, pair.b.no]);

describe('GET /api/person-duplicates', () => {
  it('lists every likely pair for an administrator, both persons side by side, scored and explained', async () => {
    const response = await list('administrator');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(pairNos(body)).toEqual(expect.arrayContaining([kenya, italy]));
    const pair = body.pairs.find((p: { a: { no: number } }) => p.a.no === kenya[0]);
    expect(pair).toMatchObject({
      a: { no: kenya[0], federationCode: 'KEN', roles: 'player' },
      b: { no: kenya[1], federationCode: 'KEN', roles: '' },
      score: expect.any(Number),
      reasons: [{ reason: 'birth', relation: 'same' }, { reason: 'names' }, { reason: 'sameFederation', code: 'KEN' }],
    });
    expect(body.total).toBe(body.pairs.length);
  });

  it('filters by federation, kind and score, and sorts', async () => {
    expect(pairNos((await list('administrator', '?federation=ita')).json())).toEqual([italy]);
    expect(pairNos((await list('administrator', '?kind=player')).json())).toEqual([kenya]);
    expect((await list('administrator', '?minScore=100')).json()).toEqual({ total: 0, pairs: [] });
    const scores = (await list('administrator', '?sort=score')).json().pairs.map((p: { score: number }) => p.score);
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    expect((await list('administrator', '?kind=captain')).statusCode).toBe(422);
  });

  it("shows a federation's users the pairs of its own persons only, and refuses everyone else", async () => {
    expect(pairNos((await list('federation')).json())).toEqual([kenya]);
    expect(pairNos((await list('federation2')).json())).toEqual([italy]);
    expect((await list('guest')).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });

  it('exports the pairs as a spreadsheet', async () => {
    const response = await list('administrator', '?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('possible-duplicates.csv');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('Score,No,Name,Born,Federation,Roles,No 2,Name 2,Born 2,Federation 2,Roles 2,Reasons');
    expect(lines.some((line) => line.includes(`,${kenya[0]},`) && line.includes('birth:same'))).toBe(true);
  });
});

describe('POST /api/person-duplicates/dismiss', () => {
  it('takes a pair off the list for good, by its federation or an administrator only', async () => {
    expect((await dismiss('federation', italy[0], italy[1])).statusCode).toBe(404);
    expect((await dismiss('guest', italy[0], italy[1])).statusCode).toBe(403);
    const dismissed = await dismiss('federation2', italy[1], italy[0]);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(pairNos((await list('federation2')).json())).toEqual([]);
    // Found again by the next search (the persons changed), it stays dismissed.
    await db.execute(sql`update persons set city = 'Roma' where no in (${italy[0]}, ${italy[1]})`);
    expect(pairNos((await list('administrator')).json())).not.toContainEqual(italy);
    const [audit] = await rows<{ action: string; after: unknown }>(
      sql`select action, after from audit_log where action = 'dismissDuplicate' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'dismissDuplicate', after: { notTheSameAs: italy[1] } });
  });
});
