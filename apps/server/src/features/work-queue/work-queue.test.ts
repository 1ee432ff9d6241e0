import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { seasonOf } from '@libero/shared/transfers/seasons';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import type { TWorkItem, TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { federations } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { legalCases } from '../../db/schema/legal';
import { playerInjuries } from '../../db/schema/medical';
import { persons } from '../../db/schema/people';

const USERS = [
  'administrator',
  'volleyclub',
  'player2',
  'federation',
  'federation2',
  'coach',
  'presswriter',
  'presstranslator',
  'pressofficer',
  'zonaldevproject',
  'medicalperson',
] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const season = seasonOf(day(0));

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
  await api('administrator', 'PUT', `/api/admin/transfer-windows/${season}`, { opensOn: day(-30), closesOn: day(30) });
});
afterAll(() => t?.close());

function api(user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

async function queueOf(user: User): Promise<TWorkQueue> {
  const response = await api(user, 'GET', '/api/work-queue');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const itemAt = (queue: TWorkQueue, path: string): TWorkItem | undefined =>
  queue.items.find((item) => item.path === path);

describe('the work queue', () => {
  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/work-queue' });
    expect(response.statusCode).toBe(401);
  });

  it('holds a transfer for each party in its turn, until they act, due when the window closes', async () => {
    const [wanjala] = await t.app.identityDb.db
      .select({ no: persons.no })
      .from(persons)
      .where(eq(persons.lastName, 'Wanjala'));
    const started = await api('volleyclub', 'POST', '/api/transfers', {
      playerNo: wanjala!.no,
      firstSeason: season,
      lastSeason: season + 1,
      contractStart: day(1),
      contractEnd: day(400),
      submit: true,
    });
    expect(started.statusCode, started.body).toBe(201);
    const transfer = started.json().data as TTransferDossier;
    expect(transfer.awaiting).toEqual(['player', 'receivingClub']);
    const path = `/volley/transfers/${transfer.no}`;

    const expected = { area: 'transfers', reason: 'transfers.inProgress', dueDay: day(30), overdue: false };
    expect(itemAt(await queueOf('volleyclub'), path)).toMatchObject({ ...expected, title: 'Mercy Wanjala' });
    expect(itemAt(await queueOf('player2'), path)).toMatchObject(expected);
    // Parties not awaited yet, and strangers, have nothing to do on it.
    for (const user of ['federation', 'federation2', 'coach', 'administrator'] as const) {
      expect(itemAt(await queueOf(user), path), user).toBeUndefined();
    }

    const signed = await api('volleyclub', 'POST', `/api/transfers/${transfer.no}/signatures`, {
      version: transfer.version,
      party: 'receivingClub',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(itemAt(await queueOf('volleyclub'), path)).toBeUndefined();
    expect(itemAt(await queueOf('player2'), path)).toBeDefined();

    // Once the window has closed, what still waits is overdue, and comes first.
    await api('administrator', 'PUT', `/api/admin/transfer-windows/${season}`, {
      opensOn: day(-30),
      closesOn: day(-1),
    });
    const late = await queueOf('player2');
    expect(itemAt(late, path)).toMatchObject({ dueDay: day(-1), overdue: true });
    expect(late.items[0]?.overdue).toBe(true);
    expect(late.overdue).toBe(late.items.filter((item) => item.overdue).length);
    await api('administrator', 'PUT', `/api/admin/transfer-windows/${season}`, {
      opensOn: day(-30),
      closesOn: day(30),
    });
  });

  it('holds the legal cases whose awaited party the user is, as their pages say', async () => {
    const cases = await t.app.identityDb.db.select({ no: legalCases.no }).from(legalCases);
    expect(cases.length).toBeGreaterThan(5);
    for (const user of ['federation', 'federation2', 'administrator', 'coach'] as const) {
      const expected: Record<string, Pick<TWorkItem, 'dueDay' | 'overdue'>> = {};
      for (const { no } of cases) {
        const response = await api(user, 'GET', `/api/legal/cases/${no}`);
        if (response.statusCode !== 200) continue;
        const dossier = response.json() as TCaseDossier;
        if (dossier.awaited && dossier.roles.includes(dossier.awaited))
          expected[`/legal/cases/${no}`] = { dueDay: dossier.dueDay, overdue: dossier.overdue };
      }
      if (user === 'federation' || user === 'administrator') expect(Object.keys(expected), user).not.toHaveLength(0);
      const legal = (await queueOf(user)).items.filter((item) => item.area === 'legal');
      expect(
        Object.fromEntries(legal.map((item) => [item.path, { dueDay: item.dueDay, overdue: item.overdue }])),
        user,
      ).toEqual(expected);
    }
  });

  it('holds an article for each press role in its turn: submission, review, translation', async () => {
    const send = async (user: User, method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await api(user, method, url, payload);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as { no: number; version: number };
    };
    const reasonOf = async (user: User, no: number) => itemAt(await queueOf(user), `/media/articles/${no}`)?.reason;
    const text = { title: 'Queue test', summary: '', body: '' };
    let article = await send('presswriter', 'POST', '/api/media/articles', { ...text, kind: 'article' });
    const no = article.no;
    expect(await reasonOf('presswriter', no)).toBe('articles.submit');
    for (const user of ['pressofficer', 'presstranslator', 'coach', 'federation'] as const)
      expect(await reasonOf(user, no), user).toBeUndefined();

    article = await send('presswriter', 'POST', `/api/media/articles/${no}/steps/submit`, { version: article.version });
    expect(await reasonOf('presswriter', no)).toBeUndefined();
    expect(await reasonOf('pressofficer', no)).toBe('articles.review');
    expect(await reasonOf('presstranslator', no)).toBe('articles.translate');

    for (const language of ['fr', 'es'])
      article = await send('presstranslator', 'PUT', `/api/media/articles/${no}/texts/${language}`, {
        ...text,
        version: article.version,
      });
    expect(await reasonOf('presstranslator', no)).toBeUndefined();
    await send('pressofficer', 'POST', `/api/media/articles/${no}/steps/publish`, { version: article.version });
    expect(await reasonOf('pressofficer', no)).toBeUndefined();
  });

  it("holds the empowerment programme's next steps: a federation's in the programme, and the reviewers'", async () => {
    // The queue orders them its own way: compared as sets.
    const empowerment = async (user: User) =>
      (await queueOf(user)).items
        .filter((item) => item.area === 'empowerment')
        .map((item) => [item.reason, item.path])
        .sort();
    const todoOf = async (user: User) => {
      const response = await api(user, 'GET', '/api/empowerment/summary');
      expect(response.statusCode, response.body).toBe(200);
      const { todo } = response.json() as { todo: { kind: string; path: string }[] };
      return todo.map((entry) => [`empowerment.${entry.kind}`, entry.path]).sort();
    };
    const kenya = await empowerment('federation');
    expect(kenya).toContainEqual([
      'empowerment.uploadInvoice',
      expect.stringMatching(/^\/empowerment\/projects\/\d+$/),
    ]);
    expect(kenya).toEqual(await todoOf('federation'));
    const reviewers = await empowerment('zonaldevproject');
    expect(reviewers.map(([reason]) => reason)).toContain('empowerment.reviewApplication');
    expect(reviewers).toEqual(await todoOf('zonaldevproject'));
    for (const user of ['federation2', 'coach'] as const) expect(await empowerment(user), user).toEqual([]);
  });

  it('holds an injury whose follow-up has come for the medical person treating it, named by its number only', async () => {
    const [medical] = await t.app.identityDb.db
      .select({ typeNo: users.typeNo })
      .from(users)
      .where(eq(users.username, 'medicalperson'));
    const [injury] = await t.app.identityDb.db
      .update(playerInjuries)
      .set({ treatingPersonNo: medical!.typeNo, followUpOn: day(-2), status: 'recovering' })
      .where(eq(playerInjuries.no, sql`(select min(no) from ${playerInjuries})`))
      .returning({ no: playerInjuries.no });
    const path = `/medical/injuries/${injury!.no}`;
    expect(itemAt(await queueOf('medicalperson'), path)).toEqual({
      key: `medical:${injury!.no}:followUp:${day(-2)}`,
      area: 'medical',
      reason: 'medical.followUp',
      title: `#${injury!.no}`,
      path,
      dueDay: day(-2),
      overdue: true,
    });
    for (const user of ['coach', 'federation2', 'administrator', 'player2'] as const)
      expect(itemAt(await queueOf(user), path), user).toBeUndefined();
    await t.app.identityDb.db
      .update(playerInjuries)
      .set({ status: 'recovered' })
      .where(eq(playerInjuries.no, injury!.no));
    expect(itemAt(await queueOf('medicalperson'), path)).toBeUndefined();
  });

  it("shows an admin a federation's queue as its users see it, and no one else", async () => {
    const [kenya] = await t.app.identityDb.db
      .select({ no: federations.no })
      .from(federations)
      .where(eq(federations.code, 'KEN'));
    const keys = (queue: TWorkQueue) => queue.items.map((item) => item.key).sort();
    const asAdmin = await api('administrator', 'GET', `/api/work-queue?federation=${kenya!.no}`);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    const own = await queueOf('federation');
    expect(own.items.length).toBeGreaterThan(0);
    expect(keys(asAdmin.json())).toEqual(keys(own));

    const refused = await api('federation2', 'GET', `/api/work-queue?federation=${kenya!.no}`);
    expect(refused.statusCode).toBe(403);
    expect((await api('administrator', 'GET', '/api/work-queue?federation=x')).statusCode).toBe(400);
    expect((await api('administrator', 'GET', '/api/work-queue?federation=999999')).statusCode).toBe(404);
  });
});
