import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildRequest, save } from '@libero/shared/vis/request-builder';
import { federations } from '../db/schema/bodies';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['administrator', 'federation']) cookies[user] = await signIn(t.app, user);
});
afterAll(() => t?.close());

const saveAs = (user: string, attributes: Record<string, string | number>) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { cookie: cookies[user], 'content-type': 'application/xml', accept: 'application/json' },
    payload: buildRequest(save('Federation', attributes)),
  });

describe('two users saving one record at the same moment', () => {
  it('keeps one save and refuses the other with 409: never a lost update', async () => {
    for (let round = 0; round < 5; round++) {
      const [kenya] = await t.app.identityDb.db.select().from(federations).where(eq(federations.code, 'KEN'));
      const [first, second] = await Promise.all([
        saveAs('administrator', { No: kenya!.no, Version: kenya!.version, Website: `https://admin-${round}.example` }),
        saveAs('federation', { No: kenya!.no, Version: kenya!.version, Website: `https://kenya-${round}.example` }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses, `${first.body} ${second.body}`).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const loser = first.statusCode === 200 ? second : first;
      expect(loser.json().errors[0].code).toBe('Conflict');
      const [stored] = await t.app.identityDb.db.select().from(federations).where(eq(federations.no, kenya!.no));
      expect(stored!.website).toBe(winner.json().data.website);
      expect(stored!.version).toBe(winner.json().data.version);
    }
  });
});
