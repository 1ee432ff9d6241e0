import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ZOutboxList } from '@libero/shared/mail/outbox';
import { users } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { enqueueMail } from './mail-outbox';

let t: TestApp;
const db = () => t.app.identityDb.db;
const ids: number[] = [];
let administratorNo = 0;

beforeAll(async () => {
  t = await createTestApp({ MAIL_POLL_SECONDS: '0' });
  const [administrator] = await db().select({ no: users.no }).from(users).where(eq(users.username, 'administrator'));
  administratorNo = administrator!.no;
  for (let i = 1; i <= 5; i++) {
    ids.push(
      await enqueueMail(db(), {
        kind: i === 1 ? 'password-reset' : 'notice',
        to: `user${i}@mail.example`,
        subject: `Mail ${i}`,
        text: `Secret body ${i}`,
        ...(i === 2 ? { queuedByUserNo: administratorNo, source: 'POST /somewhere' } : {}),
      }),
    );
  }
  await db()
    .update(mailOutbox)
    .set({ status: 'sent', attempts: 1, sentAt: new Date() })
    .where(inArray(mailOutbox.id, [ids[0]!, ids[2]!]));
  await db()
    .update(mailOutbox)
    .set({ status: 'failed', attempts: 8, lastError: 'ECONNECTION: connect ECONNREFUSED' })
    .where(eq(mailOutbox.id, ids[3]!));
});
afterAll(() => t?.close());

const outbox = async (query = '', user = 'administrator') =>
  t.app.inject({ url: `/api/admin/outbox${query}`, headers: { cookie: await signIn(t.app, user) } });

describe('GET /api/admin/outbox', () => {
  it('lists the queued mails newest first, without their bodies, for an Administrator', async () => {
    const response = await outbox();
    expect(response.statusCode).toBe(200);
    const list = ZOutboxList.parse(response.json());
    expect(list.nbItems).toBe(5);
    expect(list.data.map((m) => m.id)).toEqual([...ids].reverse());
    expect(JSON.stringify(list)).not.toContain('Secret body');
    expect(list.data.find((m) => m.id === ids[1])).toMatchObject({
      kind: 'notice',
      recipients: ['user2@mail.example'],
      subject: 'Mail 2',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      lastError: null,
      queuedBy: { no: administratorNo, username: 'administrator' },
      source: 'POST /somewhere',
    });
    expect(list.data.find((m) => m.id === ids[3])).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: 'ECONNECTION: connect ECONNREFUSED',
      queuedBy: null,
    });
    expect(list.data.find((m) => m.id === ids[0])?.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('filters by status and pages with skip and take', async () => {
    const sent = ZOutboxList.parse((await outbox('?status=sent', 'supervisor')).json());
    expect(sent).toMatchObject({ nbItems: 2 });
    expect(sent.data.map((m) => m.id)).toEqual([ids[2], ids[0]]);
    const page = ZOutboxList.parse((await outbox('?skip=1&take=2')).json());
    expect(page.nbItems).toBe(5);
    expect(page.data.map((m) => m.id)).toEqual([ids[3], ids[2]]);
    const beyond = ZOutboxList.parse((await outbox('?skip=10&take=2&status=pending')).json());
    expect(beyond).toEqual({ data: [], nbItems: 2 });
  });

  it('answers 400 naming a bad or unknown parameter', async () => {
    for (const [query, detail] of [
      ['?status=lost', 'status'],
      ['?take=0', 'take'],
      ['?take=101', 'take'],
      ['?skip=-1', 'skip'],
      ['?take=ten', 'take'],
      ['?order=asc', 'order'],
    ] as const) {
      const response = await outbox(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'BadParameter', detail });
    }
  });

  it('is for admins only: 401 without a session, 403 AccessDenied for anyone else, even an admin acting as them', async () => {
    const anonymous = await t.app.inject({ url: '/api/admin/outbox' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0].code).toBe('NotAuthenticated');
    for (const user of ['federation', 'player', 'guest']) {
      const response = await outbox('', user);
      expect(response.statusCode, user).toBe(403);
      expect(response.json().errors[0].code).toBe('AccessDenied');
    }
    const cookie = await signIn(t.app, 'administrator');
    const [player] = await db().select({ no: users.no }).from(users).where(eq(users.username, 'player'));
    await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie },
      payload: { userNo: player?.no },
    });
    expect((await t.app.inject({ url: '/api/admin/outbox', headers: { cookie } })).statusCode).toBe(403);
  });
});
