import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE_CODES, type UserTypeCode } from '@libero/shared/auth/user-types';
import { ENTITIES } from '@libero/shared/registry/registry';
import {
  buildRequest,
  get,
  getList,
  save,
  type VisAttributes,
  type VisRequest,
} from '@libero/shared/vis/request-builder';
import { multipartBody } from '../../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../../test/test-app';
import { createDocumentStorage } from '../../documents';
import { auditLog } from '../../../db/schema/audit';
import { federations } from '../../../db/schema/bodies';
import { users } from '../../../db/schema/identity';
import { injuryDocuments, playerInjuries } from '../../../db/schema/medical';
import { personRoles, persons } from '../../../db/schema/people';

/**
 * The confidentiality matrix of issue #24: an injury of a Japanese player, recorded by the demo
 * `medicalperson` (a Japanese doctor), asked for by a user of each of the 26 types and by nobody.
 */
type Viewer = UserTypeCode | null;
const VIEWERS: readonly Viewer[] = [...USER_TYPE_CODES, null];

/** Readers of that injury; the `player` demo user (Italian) is allowed the entity but not this record. */
const READERS: readonly Viewer[] = ['Administrator', 'Supervisor', 'MedicalAdministrator', 'MedicalPerson'];
const WRITERS = READERS;

let t: TestApp;
const cookies = new Map<string, string>();
const db = () => t.app.identityDb.db;
let japanese = 0;
let italian = 0;
let injury = { no: 0, version: 0 };

const usernameOf = (viewer: Viewer) => viewer?.toLowerCase() ?? null;

function send(viewer: Viewer | string, xml: string, url = '/proxy') {
  const username =
    viewer && (USER_TYPE_CODES as readonly string[]).includes(viewer) ? usernameOf(viewer as Viewer) : viewer;
  return username
    ? t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: cookies.get(username) ?? '', 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      })
    : t.app.inject({
        method: 'POST',
        url: url === '/proxy' ? '/vis2009/XmlRequest.asmx' : url,
        headers: { 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      });
}
const request = (viewer: Viewer | string, one: VisRequest) => send(viewer, buildRequest(one));
const saveInjury = (viewer: Viewer | string, record: VisAttributes) => request(viewer, save('PlayerInjury', record));

const NEW_INJURY = (playerNo: number): VisAttributes => ({
  NoPlayer: playerNo,
  OccurredOn: '2026-01-10',
  BodyPart: 'ankle',
  InjuryType: 'sprain',
  Severity: 'moderate',
  ExpectedReturnOn: '2026-02-01',
  Notes: 'Rolled an ankle in training.',
});

const counts = async () => ({
  injuries: await db().$count(playerInjuries),
  writes: (
    await db()
      .select({ n: count() })
      .from(auditLog)
      .where(sql`${auditLog.action} <> 'read'`)
  )[0]?.n,
});
const readsBy = async (username: string) =>
  db()
    .select({ entityNo: auditLog.entityNo, after: auditLog.after })
    .from(auditLog)
    .innerJoin(users, eq(users.no, auditLog.actorUserNo))
    .where(and(eq(auditLog.action, 'read'), eq(auditLog.entity, 'PlayerInjury'), eq(users.username, username)));

async function playerOf(code: string) {
  const [row] = await db()
    .select({ no: persons.no })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .innerJoin(federations, eq(federations.no, persons.federationNo))
    .where(eq(federations.code, code))
    .limit(1);
  return row!.no;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const viewer of VIEWERS) if (viewer) cookies.set(usernameOf(viewer)!, await signIn(t.app, usernameOf(viewer)!));
  japanese = await playerOf('JPN');
  italian = await playerOf('ITA');
  const created = await saveInjury('MedicalPerson', NEW_INJURY(japanese));
  expect(created.statusCode).toBe(200);
  injury = created.json().data;
}, 120_000);
afterAll(() => t?.close());

const isReader = (viewer: Viewer) => READERS.includes(viewer);
/** What a refused viewer is told: who they are not (401), not allowed (403), or, for a player, not found. */
const refusal = (viewer: Viewer, notFound = 404) => (viewer === null ? 401 : viewer === 'Player' ? notFound : 403);

describe.each(VIEWERS.map((viewer) => [viewer ?? 'anonymous', viewer] as const))('%s', (_name, viewer) => {
  it('reads the injury only when allowed, and each read is audited', async () => {
    const one = await request(viewer, get('PlayerInjury', injury.no));
    expect(one.statusCode).toBe(isReader(viewer) ? 200 : refusal(viewer));
    if (isReader(viewer)) {
      expect(one.json().data).toMatchObject({ no: injury.no, noPlayer: japanese, federationCode: 'JPN' });
      const reads = await readsBy(usernameOf(viewer)!);
      expect(reads.some((read) => read.entityNo === String(injury.no))).toBe(true);
    } else {
      expect(one.body).not.toContain('Rolled an ankle');
    }
  });

  it('lists it, filtered or not, and exports it only when allowed', async () => {
    const lists = [
      getList('PlayerInjury', { take: 100, filter: { NoPlayer: japanese } }),
      getList('PlayerInjury', { take: 100, filter: { FederationCode: 'JPN', Statuses: 'active', Search: 'a' } }),
      getList('PlayerInjury', { filter: { OccurredFrom: '2026-01-01', OccurredTo: '2026-01-31' } }),
    ];
    for (const list of lists) {
      const answer = await request(viewer, list);
      if (viewer === 'Player') {
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toEqual([]);
      } else if (isReader(viewer)) {
        expect(answer.json().data.map((row: { no: number }) => row.no)).toContain(injury.no);
      } else expect(answer.statusCode).toBe(refusal(viewer));
    }
    const exported = await send(
      viewer,
      buildRequest(getList('PlayerInjury', { fields: ['No', 'PlayerName', 'Notes'] })),
      '/proxy/export?format=csv',
    );
    if (isReader(viewer)) expect(exported.body).toContain('Rolled an ankle');
    else {
      expect(exported.body).not.toContain('Rolled an ankle');
      if (viewer !== 'Player') expect(exported.statusCode).toBe(refusal(viewer));
    }
  });

  it('answers its documents only to its readers', async () => {
    const username = usernameOf(viewer);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/medical/injuries/${injury.no}/documents`,
      headers: username ? { cookie: cookies.get(username)! } : {},
    });
    expect(answer.statusCode).toBe(isReader(viewer) ? 200 : refusal(viewer));
  });

  it('records an injury only for the medical staff, and writes nothing on refusal', async () => {
    const before = await counts();
    const answer = await saveInjury(viewer, NEW_INJURY(japanese));
    if (WRITERS.includes(viewer)) {
      expect(answer.statusCode).toBe(200);
      expect((await counts()).injuries).toBe(before.injuries + 1);
    } else {
      expect(answer.statusCode).toBe(viewer === null ? 401 : 403);
      expect(await counts()).toEqual(before);
    }
  });
});

describe('the scope of each reader', () => {
  it("lets a player read only their own injuries, and the medical person only their federation's", async () => {
    const [egonu] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'player'));
    const own = await request('Player', getList('PlayerInjury', { take: 100, fields: ['No', 'NoPlayer'] }));
    const rows = own.json().data as { noPlayer: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.noPlayer === egonu!.typeNo)).toBe(true);
    const medical = await request('MedicalPerson', getList('PlayerInjury', { take: 100 }));
    const codes = (medical.json().data as { federationCode: string }[]).map((row) => row.federationCode);
    expect(new Set(codes)).toEqual(new Set(['JPN']));
  });

  it('lets a medical person read the players of a team they serve as doctor, not as coach', async () => {
    const [doctor] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'medicalperson'));
    const italianInjury = (await saveInjury('Administrator', NEW_INJURY(italian))).json().data;
    expect((await request('MedicalPerson', get('PlayerInjury', italianInjury.no))).statusCode).toBe(404);
    const roster = await db().execute(
      sql`select team_no, tournament_no from volley_rosters where player_no = ${italian} limit 1`,
    );
    let [line] = (roster as unknown as { rows: { team_no: number; tournament_no: number }[] }).rows;
    if (!line) {
      const team = await db().execute(sql`select no as team_no, tournament_no from volley_teams limit 1`);
      line = (team as unknown as { rows: { team_no: number; tournament_no: number }[] }).rows[0]!;
      await db().execute(
        sql`insert into volley_rosters (team_no, tournament_no, player_no, shirt_number, position)
            values (${line.team_no}, ${line.tournament_no}, ${italian}, 98, 'libero')`,
      );
    }
    const serve = (role: string) =>
      db().execute(
        sql`insert into volley_team_staff (team_no, tournament_no, person_no, role)
            values (${line.team_no}, ${line.tournament_no}, ${doctor!.typeNo}, ${role})`,
      );
    // Written straight to the database: a kept answer is dropped once the write's notification arrives (PostgreSQL).
    const status = async () => (await request('MedicalPerson', get('PlayerInjury', italianInjury.no))).statusCode;
    try {
      await serve('assistantCoach');
      expect(await status()).toBe(404);
      await serve('doctor');
      await expect.poll(status).toBe(200);
    } finally {
      await db().execute(sql`delete from volley_team_staff where person_no = ${doctor!.typeNo}`);
    }
  });

  it('offers each writer only the players they may treat to record an injury', async () => {
    const patients = async (username: string, search: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/medical/injuries/patients?search=${search}`,
        headers: { cookie: cookies.get(username)! },
      });
      return {
        status: answer.statusCode,
        nos: answer.statusCode === 200 ? answer.json<{ no: number }[]>().map((p) => p.no) : [],
      };
    };
    expect(await patients('medicalperson', String(japanese))).toEqual({ status: 200, nos: [japanese] });
    expect(await patients('medicalperson', String(italian))).toEqual({ status: 200, nos: [] });
    expect(await patients('medicaladministrator', String(italian))).toEqual({ status: 200, nos: [italian] });
    expect((await patients('player', String(japanese))).status).toBe(403);
    expect((await patients('coach', String(japanese))).status).toBe(403);
  });

  it("refuses a medical person an injury of another federation's player, writing nothing", async () => {
    const before = await counts();
    const answer = await saveInjury('MedicalPerson', NEW_INJURY(italian));
    expect(answer.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('audits a whole list and an export with the records answered', async () => {
    await request('MedicalAdministrator', getList('PlayerInjury', { filter: { No: injury.no } }));
    await send(
      'MedicalAdministrator',
      buildRequest(getList('PlayerInjury', { filter: { No: injury.no } })),
      '/proxy/export?format=csv',
    );
    const reads = await readsBy('medicaladministrator');
    const listed = reads.filter((read) => (read.after as { nos: number[] }).nos?.includes(injury.no));
    expect(listed.length).toBeGreaterThanOrEqual(2);
  });

  it('leaves no injury field on any other entity', () => {
    for (const entity of Object.values(ENTITIES)) {
      if (entity.name === 'PlayerInjury') continue;
      expect(Object.keys(entity.fields).filter((name) => /injur/i.test(name))).toEqual([]);
      expect(Object.values(entity.relations).filter((r) => r.target === 'PlayerInjury')).toEqual([]);
    }
  });
});

describe('SavePlayerInjury and DeletePlayerInjury', () => {
  it('updates with the version read and refuses a stale one', async () => {
    const current = (await request('MedicalPerson', get('PlayerInjury', injury.no))).json().data;
    const updated = await saveInjury('MedicalPerson', {
      No: injury.no,
      Version: current.version,
      Status: 'recovering',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.status).toBe('recovering');
    const stale = await saveInjury('MedicalPerson', { No: injury.no, Version: current.version, Status: 'recovered' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('Conflict');
  });

  it.each([
    ['an injury in the future', { OccurredOn: '2999-01-01', ExpectedReturnOn: null }, 'OccurredOn'],
    ['a return before the injury', { ExpectedReturnOn: '2025-12-31' }, 'ExpectedReturnOn'],
    ['an unknown body part', { BodyPart: 'tail' }, 'BodyPart'],
    ['an unknown severity', { Severity: 'fatal' }, 'Severity'],
    ['no injury type', { InjuryType: null }, 'InjuryType'],
    ['a treating person who is not medical staff', { NoTreatingPerson: -1 }, 'NoTreatingPerson'],
  ])('refuses %s (422)', async (_what, change, field) => {
    let values: VisAttributes = { ...NEW_INJURY(japanese), ...change };
    if (field === 'NoTreatingPerson') values = { ...values, NoTreatingPerson: japanese };
    const before = await counts();
    const answer = await saveInjury('MedicalPerson', values);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors[0]).toMatchObject({ code: 'InvalidData' });
    expect(answer.body).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('keeps an injury its player, and checks the return date against the stored one', async () => {
    const current = (await request('MedicalPerson', get('PlayerInjury', injury.no))).json().data;
    const moved = await saveInjury('MedicalPerson', { No: injury.no, Version: current.version, NoPlayer: italian });
    expect(moved.statusCode).toBe(422);
    const early = await saveInjury('MedicalPerson', {
      No: injury.no,
      Version: current.version,
      ExpectedReturnOn: '2025-01-01',
    });
    expect(early.statusCode).toBe(422);
  });

  it('is deleted by medical administrators only, with its documents', async () => {
    const created = (await saveInjury('MedicalPerson', NEW_INJURY(japanese))).json().data;
    const { payload, headers } = multipartBody({});
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/medical/injuries/${created.no}/documents`,
      headers: { ...headers, cookie: cookies.get('medicalperson')! },
      payload,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const [document] = await db().select().from(injuryDocuments).where(eq(injuryDocuments.injuryNo, created.no));
    const [{ version }] = (await db()
      .select({ version: playerInjuries.version })
      .from(playerInjuries)
      .where(eq(playerInjuries.no, created.no))) as [{ version: number }];
    const remove = (viewer: Viewer) =>
      request(viewer, { type: 'DeletePlayerInjury', attributes: { No: created.no, Version: version } });
    expect((await remove('MedicalPerson')).statusCode).toBe(403);
    expect((await remove('Player')).statusCode).toBe(403);
    expect((await remove('MedicalAdministrator')).statusCode).toBe(200);
    expect(await db().$count(playerInjuries, eq(playerInjuries.no, created.no))).toBe(0);
    const stored: string[] = [];
    for await (const key of createDocumentStorage(t.config).keys()) stored.push(key);
    expect(stored).not.toContain(document!.storageKey);
  });
});

describe('injury documents', () => {
  const upload = (username: string, file?: Buffer, fileName?: string) => {
    const { payload, headers } = multipartBody({}, file, fileName);
    return t.app.inject({
      method: 'POST',
      url: `/api/medical/injuries/${injury.no}/documents`,
      headers: { ...headers, cookie: cookies.get(username)! },
      payload,
    });
  };

  it('keeps a PDF sent by the medical staff, audited, and gives it to readers only', async () => {
    const sent = await upload('medicalperson');
    expect(sent.statusCode).toBe(201);
    const { no } = sent.json() as { no: number };
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'upload'), eq(auditLog.entity, 'InjuryDocument'), eq(auditLog.entityNo, String(no))),
      );
    expect(entry?.after).toMatchObject({ injuryNo: injury.no });
    const record = (await request('MedicalPerson', get('PlayerInjury', injury.no))).json().data;
    expect(record.documentCount).toBe(1);
    const download = (username: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/medical/injuries/${injury.no}/documents/${no}`,
        headers: { cookie: cookies.get(username)! },
      });
    const file = await download('medicaladministrator');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await download('player')).statusCode).toBe(404);
    expect((await download('coach')).statusCode).toBe(403);
    const [read] = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'read'), eq(auditLog.entity, 'InjuryDocument'), eq(auditLog.entityNo, String(no))),
      );
    expect(read?.after).toEqual({ injuryNo: injury.no });
  });

  it('refuses what is not a PDF or an image by its bytes, and uploads by others', async () => {
    const before = await db().$count(injuryDocuments);
    const text = await upload('medicalperson', Buffer.from('just some text, not a pdf'), 'scan.pdf');
    expect(text.statusCode).toBe(415);
    expect((await upload('player')).statusCode).toBe(403);
    expect((await upload('coach')).statusCode).toBe(403);
    expect(await db().$count(injuryDocuments)).toBe(before);
  });

  it('removes a document for the medical staff', async () => {
    const { no } = (await upload('medicaladministrator')).json() as { no: number };
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/medical/injuries/${injury.no}/documents/${no}`,
      headers: { cookie: cookies.get('medicalperson')! },
    });
    expect(removed.statusCode).toBe(204);
    expect(await db().$count(injuryDocuments, eq(injuryDocuments.no, no))).toBe(0);
  });
});
