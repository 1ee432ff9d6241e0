import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccreditation } from '@libero/shared/media/organizations';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema/audit';
import { events } from '../../../db/schema/competitions';
import { users } from '../../../db/schema/identity';
import { mailOutbox } from '../../../db/schema/mail';
import { mediaAccreditations } from '../../../db/schema/media';
import { personRoles, persons } from '../../../db/schema/people';

/** mediaperson and photographer stand for media persons; pressofficer and pressadministrator decide. */
const USERS = [
  'administrator',
  'pressofficer',
  'pressadministrator',
  'mediaperson',
  'photographer',
  'presswriter',
  'federation',
] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const people = new Map<User, number>();
const db = () => t.app.identityDb.db;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) {
    cookies.set(user, await signIn(t.app, user));
    const [row] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, user));
    people.set(user, row!.typeNo);
  }
  await db()
    .update(persons)
    .set({ email: 'mediaperson@press.example' })
    .where(eq(persons.no, people.get('mediaperson')!));
});
afterAll(() => t?.close());

function api(user: User, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie: cookies.get(user) ?? '' }, ...(payload && { payload }) });
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; detail?: string }[] }).errors[0]!;

let eventCount = 0;
/** A new event, so that each test's accreditations are the only ones for it. */
async function newEvent(): Promise<number> {
  const [event] = await db()
    .insert(events)
    .values({
      code: `ACC-${++eventCount}`,
      name: `Accreditation Cup ${eventCount}`,
      startDate: '2030-06-01',
      endDate: '2030-06-10',
    })
    .returning({ no: events.no });
  return event!.no;
}

async function request(user: User, personOf: User, eventNo?: number) {
  return api(user, 'POST', '/api/media/accreditations', {
    personNo: people.get(personOf),
    eventNo: eventNo ?? (await newEvent()),
    function: 'journalist',
  });
}

async function requested(personOf: User = 'mediaperson'): Promise<TAccreditation> {
  const response = await request(personOf, personOf);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const step = (user: User, a: Pick<TAccreditation, 'no' | 'version'>, name: string, reason?: string) =>
  api(user, 'POST', `/api/media/accreditations/${a.no}/steps/${name}`, {
    version: a.version,
    ...(reason && { reason }),
  });

/** What a refused command must leave untouched: the accreditations, the audit and the outbox. */
const writes = async () => [
  (await db().select({ n: count() }).from(mediaAccreditations))[0]!.n,
  (await db().select().from(mediaAccreditations)).map((row) => `${row.no}:${row.status}:${row.version}`).join(),
  (await db().select({ n: count() }).from(auditLog))[0]!.n,
  (await db().select({ n: count() }).from(mailOutbox))[0]!.n,
];

describe('requesting an accreditation', () => {
  it('lets a media person ask for themself: requested, with their organisation, audited, steps offered', async () => {
    const a = await requested('mediaperson');
    const [role] = await db()
      .select()
      .from(personRoles)
      .where(and(eq(personRoles.personNo, people.get('mediaperson')!), eq(personRoles.role, 'media')));
    expect(a).toMatchObject({ status: 'requested', badgeNumber: null, steps: ['withdraw'] });
    expect(a.organizationNo).toBe(role!.mediaOrganizationNo);
    expect(a.organizationName).toBe('Diario Deportivo del Sur');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'MediaAccreditation'), eq(auditLog.entityNo, String(a.no))));
    expect(audit.map((row) => row.action)).toEqual(['request']);
  });

  it('lets a photographer ask for themself, and press officers and admins for any media person', async () => {
    for (const user of ['photographer', 'pressofficer', 'pressadministrator', 'administrator'] as const) {
      const response = await request(user, user === 'photographer' ? 'photographer' : 'mediaperson');
      expect(response.statusCode, `${user}: ${response.body}`).toBe(201);
    }
  });

  it('refuses a media person asking for someone else, and users who are neither, writing nothing', async () => {
    const before = await writes();
    expect((await request('mediaperson', 'photographer')).statusCode).toBe(403);
    expect((await request('presswriter', 'mediaperson')).statusCode).toBe(403);
    expect((await request('federation', 'mediaperson')).statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a person who is not media staff, an unknown event and a second live request for the event (nothing written)', async () => {
    const eventNo = await newEvent();
    expect((await request('mediaperson', 'mediaperson', eventNo)).statusCode).toBe(201);
    const before = await writes();
    const twice = await request('mediaperson', 'mediaperson', eventNo);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('Duplicate');
    const notMedia = await request('pressofficer', 'federation', eventNo);
    expect(notMedia.statusCode).toBe(422);
    expect(errorOf(notMedia).detail).toBe('personNo');
    const unknown = await api('pressofficer', 'POST', '/api/media/accreditations', {
      personNo: people.get('mediaperson'),
      eventNo: 99_999_999,
      function: 'journalist',
    });
    expect(unknown.statusCode).toBe(422);
    const badFunction = await api('pressofficer', 'POST', '/api/media/accreditations', {
      personNo: people.get('mediaperson'),
      eventNo,
      function: 'astronaut',
    });
    expect(badFunction.statusCode).toBe(422);
    expect(await writes()).toEqual(before);
  });
});

describe('deciding', () => {
  it('approves for a press officer: a badge number, an e-mail to the person, the step audited', async () => {
    const a = await requested();
    const response = await step('pressofficer', a, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const approved: TAccreditation = response.json();
    expect(approved).toMatchObject({
      status: 'approved',
      badgeNumber: `B-${a.eventNo}-${String(a.no).padStart(5, '0')}`,
    });
    expect(approved.decidedAt).not.toBeNull();
    expect(approved.version).toBeGreaterThan(a.version);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'accreditation-approved'));
    const mail = mails.find((m) => m.text.includes(approved.badgeNumber!));
    expect(mail?.recipients).toEqual(['mediaperson@press.example']);
    // The media person is Argentine: the news is in Spanish.
    expect(mail?.subject).toContain('acreditación aprobada');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'MediaAccreditation'), eq(auditLog.entityNo, String(a.no))));
    expect(audit.map((row) => row.action)).toEqual(['request', 'approve']);
  });

  it('refuses with a reason for a press administrator and for an admin; without a reason is 422', async () => {
    for (const user of ['pressadministrator', 'administrator'] as const) {
      const a = await requested();
      const before = await writes();
      const bare = await step(user, a, 'refuse');
      expect(bare.statusCode).toBe(422);
      expect(errorOf(bare).detail).toBe('reason');
      expect(await writes()).toEqual(before);
      const response = await step(user, a, 'refuse', 'No seats left in the press tribune.');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'refused',
        reason: 'No seats left in the press tribune.',
        badgeNumber: null,
      });
    }
  });

  it('does not let the media person decide on their own accreditation, nor anyone else see it', async () => {
    const a = await requested();
    const before = await writes();
    expect((await step('mediaperson', a, 'approve')).statusCode).toBe(403);
    expect((await step('mediaperson', a, 'refuse', 'No')).statusCode).toBe(403);
    // The photographer is not a party: the accreditation does not exist for them.
    expect((await step('photographer', a, 'withdraw')).statusCode).toBe(404);
    expect((await api('photographer', 'GET', `/api/media/accreditations/${a.no}`)).statusCode).toBe(404);
    expect((await step('presswriter', a, 'approve')).statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a step the accreditation is not at (409) and a stale version (409), writing nothing', async () => {
    const a = await requested();
    const approved: TAccreditation = (await step('pressofficer', a, 'approve')).json();
    const before = await writes();
    const again = await step('pressofficer', approved, 'approve');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('AccreditationStepRefused');
    expect((await step('pressofficer', approved, 'refuse', 'Late')).statusCode).toBe(409);
    const stale = await step('pressofficer', a, 'withdraw');
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('Conflict');
    expect(await writes()).toEqual(before);
  });

  it('lets the person withdraw their request or approval, and not a refused one', async () => {
    const a = await requested();
    expect((await step('mediaperson', a, 'withdraw')).json()).toMatchObject({ status: 'withdrawn', steps: [] });
    const b = await requested();
    const approved: TAccreditation = (await step('pressofficer', b, 'approve')).json();
    expect((await step('mediaperson', approved, 'withdraw')).json()).toMatchObject({ status: 'withdrawn' });
    const c = await requested();
    const refused: TAccreditation = (await step('pressofficer', c, 'refuse', 'Full')).json();
    expect((await step('mediaperson', refused, 'withdraw')).statusCode).toBe(409);
  });
});

describe('the badge', () => {
  it('is a PDF for an approved accreditation, to the person and to press officers', async () => {
    const a = await requested();
    const approved: TAccreditation = (await step('pressofficer', a, 'approve')).json();
    for (const user of ['mediaperson', 'pressofficer'] as const) {
      const response = await api(user, 'GET', `/api/media/accreditations/${a.no}/badge.pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`badge-${approved.badgeNumber}.pdf`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await api('photographer', 'GET', `/api/media/accreditations/${a.no}/badge.pdf`)).statusCode).toBe(404);
  });

  it("shows the person's photo when they have one", async () => {
    const personNo = people.get('mediaperson')!;
    const { payload, headers } = multipartBody({ kind: 'photo' }, PNG, 'me.png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/people/${personNo}/documents`,
      headers: { ...headers, cookie: cookies.get('mediaperson')! },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const a = await requested();
    await step('pressofficer', a, 'approve');
    const badge = await api('mediaperson', 'GET', `/api/media/accreditations/${a.no}/badge.pdf`);
    expect(badge.statusCode).toBe(200);
    expect(badge.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('does not exist before approval, nor after a refusal', async () => {
    const a = await requested();
    expect((await api('mediaperson', 'GET', `/api/media/accreditations/${a.no}/badge.pdf`)).statusCode).toBe(404);
    await step('pressofficer', a, 'refuse', 'Full');
    expect((await api('pressofficer', 'GET', `/api/media/accreditations/${a.no}/badge.pdf`)).statusCode).toBe(404);
  });
});

describe('GetMediaAccreditationList', () => {
  const list = (user: User) =>
    t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: cookies.get(user) ?? '', 'content-type': 'application/xml' },
      payload: buildRequest({ type: 'GetMediaAccreditationList', fields: ['No', 'NoPerson', 'Status'] }),
    });

  it('lists a media person their own accreditations only, press officers all of them, others none', async () => {
    const own = (await list('mediaperson')).json().data as { noPerson: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((row) => row.noPerson))).toEqual(new Set([people.get('mediaperson')]));
    const all = (await list('pressofficer')).json().data as { noPerson: number }[];
    expect(new Set(all.map((row) => row.noPerson)).size).toBeGreaterThan(2);
    expect((await list('presswriter')).statusCode).toBe(403);
  });
});
