import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { auditLog } from '../../db/schema/audit';
import { federations } from '../../db/schema/bodies';
import { personContacts, personRoles, persons } from '../../db/schema/people';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

/** federation: Kenya; federation2: Italy, Paola Egonu's federation; player: Paola Egonu. */
const USERS = ['administrator', 'federation', 'federation2', 'player', 'coach'] as const;
type User = (typeof USERS)[number] | null;

let t: TestApp;
const cookies: Record<string, string> = {};
let kenya = 0;
let italy = 0;
let egonu = { no: 0, version: 0 };
beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
  const rows = await db().select().from(federations);
  kenya = rows.find((f) => f.code === 'KEN')!.no;
  italy = rows.find((f) => f.code === 'ITA')!.no;
  const [paola] = await db()
    .select()
    .from(persons)
    .where(and(eq(persons.firstName, 'Paola'), eq(persons.lastName, 'Egonu')));
  egonu = { no: paola!.no, version: paola!.version };
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
const send = (user: User, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { ...(user ? { cookie: cookies[user] } : {}), 'content-type': 'application/xml' },
    payload: xml,
  });
const saveAs = (user: User, entity: string, attributes: VisAttributes) =>
  send(user, buildRequest({ type: `Save${entity}`, node: { name: entity, attributes } }));
const writes = async () => [
  await db().$count(persons),
  await db().$count(personRoles),
  await db().$count(personContacts),
  (await db().select({ n: count() }).from(auditLog))[0]?.n,
];
const current = async (no: number) => (await db().select().from(persons).where(eq(persons.no, no)))[0]!;

async function anotherItalianPlayer() {
  const [row] = await db()
    .select({ no: persons.no, version: persons.version })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(and(eq(persons.federationNo, italy), ne(persons.no, egonu.no)))
    .limit(1);
  return row!;
}

const NEW_PLAYER = {
  FirstName: 'Wanjiku',
  LastName: 'Otieno',
  Gender: 1,
  BirthDate: '2001-05-04',
  NationalityCode: 'KE',
};

describe('SavePlayer: creating', () => {
  it('lets a federation add a player of its own: the number is assigned, the role given, the write audited', async () => {
    const response = await saveAs('federation', 'Player', {
      ...NEW_PLAYER,
      NoFederation: kenya,
      Height: 1_850_000,
      Position: 'setter',
    });
    expect(response.statusCode, response.body).toBe(200);
    const player = response.json().data;
    expect(player).toMatchObject({
      firstName: 'Wanjiku',
      federationCode: 'KEN',
      height: 1_850_000,
      position: 'setter',
    });
    expect(player.no).toBeGreaterThan(100000);
    expect(
      await db().$count(personRoles, and(eq(personRoles.personNo, player.no), eq(personRoles.role, 'player'))),
    ).toBe(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'Player'), eq(auditLog.entityNo, String(player.no))));
    expect(entry?.after).toMatchObject({ LastName: 'Otieno' });
  });

  it('refuses people of another federation, person users and anonymous callers, writing nothing', async () => {
    const before = await writes();
    expect((await saveAs('federation', 'Player', { ...NEW_PLAYER, NoFederation: italy })).statusCode).toBe(403);
    expect((await saveAs('player', 'Player', { ...NEW_PLAYER, NoFederation: italy })).statusCode).toBe(403);
    expect((await saveAs('coach', 'Coach', { ...NEW_PLAYER, NoFederation: italy })).statusCode).toBe(403);
    expect((await saveAs(null, 'Player', { ...NEW_PLAYER, NoFederation: italy })).statusCode).toBe(401);
    expect(await writes()).toEqual(before);
    expect((await saveAs('administrator', 'Player', { ...NEW_PLAYER, NoFederation: italy })).statusCode).toBe(200);
  });

  it('gives a coach the coach role with the disciplines asked for; a new number every time', async () => {
    const first = (
      await saveAs('federation', 'Coach', { ...NEW_PLAYER, NoFederation: kenya, ActiveBeach: true })
    ).json().data;
    const second = (await saveAs('federation', 'Coach', { ...NEW_PLAYER, NoFederation: kenya })).json().data;
    expect(second.no).toBeGreaterThan(first.no);
    const [role] = await db().select().from(personRoles).where(eq(personRoles.personNo, first.no));
    expect(role).toMatchObject({ role: 'coach', activeBeach: true, activeVolley: false });
  });
});

describe('SavePlayer: updating', () => {
  it("lets the player's federation and admins edit; another federation may not", async () => {
    const before = await writes();
    expect(
      (await saveAs('federation', 'Player', { No: egonu.no, Version: egonu.version, BirthPlace: 'Nairobi' }))
        .statusCode,
    ).toBe(403);
    expect(await writes()).toEqual(before);
    const own = await saveAs('federation2', 'Player', {
      No: egonu.no,
      Version: egonu.version,
      BirthPlace: 'Cittadella (PD)',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.version).toBeGreaterThan(egonu.version);
    const admin = await saveAs('administrator', 'Player', {
      No: egonu.no,
      Version: own.json().data.version,
      BirthPlace: 'Cittadella',
    });
    expect(admin.statusCode).toBe(200);
    egonu.version = admin.json().data.version;
  });

  it('keeps a federation from moving its player to another federation', async () => {
    const before = await writes();
    const moved = await saveAs('federation2', 'Player', { No: egonu.no, Version: egonu.version, NoFederation: kenya });
    expect(moved.statusCode).toBe(403);
    expect(await writes()).toEqual(before);
    expect((await current(egonu.no)).federationNo).toBe(italy);
  });

  it('lets the player edit their own measurements, and nothing else, nor anyone else’s', async () => {
    const own = await saveAs('player', 'Player', {
      No: egonu.no,
      Version: egonu.version,
      Height: 1_930_000,
      WaistGirth: 720_000,
      FootLength: 280_000,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await current(egonu.no)).toMatchObject({ waistGirth: 720_000, footLength: 280_000 });
    egonu.version = own.json().data.version;

    const before = await writes();
    expect(
      (await saveAs('player', 'Player', { No: egonu.no, Version: egonu.version, LastName: 'Egonu-Rossi' })).statusCode,
    ).toBe(403);
    expect(
      (await saveAs('player', 'Player', { No: egonu.no, Version: egonu.version, PassportNo: 'X1' })).statusCode,
    ).toBe(403);
    const teammate = await anotherItalianPlayer();
    expect(
      (await saveAs('player', 'Player', { No: teammate.no, Version: teammate.version, Height: 1_500_000 })).statusCode,
    ).toBe(403);
    expect(await writes()).toEqual(before);
  });

  it('refuses a stale version with the record as it is now', async () => {
    const stale = await saveAs('federation2', 'Player', {
      No: egonu.no,
      Version: egonu.version - 1,
      BirthPlace: 'Padova',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ no: egonu.no, birthPlace: 'Cittadella' });
  });

  it('bumps the version when only the role row changes', async () => {
    const coach = (await saveAs('federation', 'Coach', { ...NEW_PLAYER, NoFederation: kenya })).json().data;
    const updated = await saveAs('federation', 'Coach', { No: coach.no, Version: coach.version, ActiveBeach: true });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ activeBeach: 1 });
    expect(updated.json().data.version).toBeGreaterThan(coach.version);
  });
});

describe('SavePerson: roles', () => {
  const roles = async (no: number) =>
    (await db().select().from(personRoles).where(eq(personRoles.personNo, no))).map((r) => r.role).sort();

  it("gives an existing person another role, and takes one away, for the person's federation", async () => {
    const player = (await saveAs('federation', 'Player', { ...NEW_PLAYER, NoFederation: kenya })).json().data;
    const before = await writes();
    expect(
      (await saveAs('federation2', 'Person', { No: player.no, Version: player.version, Roles: 'player coach' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await saveAs('player', 'Person', { No: player.no, Version: player.version, Roles: 'player coach' })).statusCode,
    ).toBe(403);
    expect(await writes()).toEqual(before);

    const coaching = await saveAs('federation', 'Person', {
      No: player.no,
      Version: player.version,
      Roles: 'player coach',
    });
    expect(coaching.statusCode, coaching.body).toBe(200);
    expect(coaching.json().data).toMatchObject({ roles: 'coach player' });
    expect(coaching.json().data.version).toBeGreaterThan(player.version);
    expect(await roles(player.no)).toEqual(['coach', 'player']);

    const retired = await saveAs('federation', 'Person', {
      No: player.no,
      Version: coaching.json().data.version,
      Roles: 'coach',
    });
    expect(retired.statusCode).toBe(200);
    expect(await roles(player.no)).toEqual(['coach']);
  });

  it('refuses no role, an unknown role, a stale version and a creation, writing nothing', async () => {
    const before = await writes();
    expect(
      (await saveAs('federation2', 'Person', { No: egonu.no, Version: egonu.version, Roles: '' })).statusCode,
    ).toBe(422);
    expect(
      (await saveAs('federation2', 'Person', { No: egonu.no, Version: egonu.version, Roles: 'player captain' }))
        .statusCode,
    ).toBe(422);
    expect(
      (await saveAs('federation2', 'Person', { No: egonu.no, Version: egonu.version - 1, Roles: 'player coach' }))
        .statusCode,
    ).toBe(409);
    expect((await saveAs('administrator', 'Person', { Roles: 'coach' })).statusCode).toBe(400);
    expect(await writes()).toEqual(before);
  });
});

describe('DeletePlayer', () => {
  const remove = (user: User, no: number, version: number) =>
    send(user, `<Request Type="DeletePlayer" No="${no}" Version="${version}"/>`);

  it('is for admins only, and keeps a person whom transfers name', async () => {
    const player = (await saveAs('federation', 'Player', { ...NEW_PLAYER, NoFederation: kenya })).json().data;
    expect((await remove('federation', player.no, player.version)).statusCode).toBe(403);
    expect((await remove('player', player.no, player.version)).statusCode).toBe(403);
    expect((await remove('administrator', player.no, player.version)).statusCode).toBe(200);
    expect(await db().$count(persons, eq(persons.no, player.no))).toBe(0);
    expect(await db().$count(personRoles, eq(personRoles.personNo, player.no))).toBe(0);

    const named = await remove('administrator', egonu.no, egonu.version);
    expect(named.statusCode).toBe(409);
    expect(await db().$count(persons, eq(persons.no, egonu.no))).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 400 or 422 naming the field, and writes nothing', async () => {
    const before = await writes();
    const cases: [VisAttributes, number, string][] = [
      [{ ...NEW_PLAYER, NoFederation: kenya, Gender: 'x' }, 400, 'Gender: x is not a whole number'],
      [{ ...NEW_PLAYER, NoFederation: kenya, Gender: 3 }, 422, 'Gender'],
      [{ ...NEW_PLAYER, NoFederation: kenya, LastName: 'x'.repeat(101) }, 422, 'LastName'],
      [{ ...NEW_PLAYER, NoFederation: kenya, LastName: ' ' }, 422, 'LastName'],
      [{ ...NEW_PLAYER, NoFederation: kenya, BirthDate: '2001-02-30' }, 422, 'BirthDate'],
      [{ ...NEW_PLAYER, NoFederation: kenya, BirthDate: '2999-01-01' }, 422, 'BirthDate'],
      [
        { ...NEW_PLAYER, NoFederation: kenya, BirthDate: '04/05/2001' },
        400,
        'BirthDate: 04/05/2001 is not a date (YYYY-MM-DD)',
      ],
      [{ ...NEW_PLAYER, NoFederation: kenya, Email: 'not-an-address' }, 422, 'Email'],
      [{ ...NEW_PLAYER, NoFederation: kenya, NationalityCode: 'XX' }, 422, 'NationalityCode'],
      [{ ...NEW_PLAYER, NoFederation: kenya, MaritalStatus: 'complicated' }, 422, 'MaritalStatus'],
      [{ ...NEW_PLAYER, NoFederation: kenya, Height: -5 }, 422, 'Height'],
      [{ ...NEW_PLAYER, NoFederation: kenya, Height: 1.85 }, 400, 'Height: 1.85 is not a whole number'],
      [{ ...NEW_PLAYER, NoFederation: kenya, FederationCode: 'KEN' }, 400, 'FederationCode is read-only'],
      [{ ...NEW_PLAYER }, 422, 'NoFederation'],
    ];
    for (const [attributes, status, detail] of cases) {
      const response = await saveAs('federation', 'Player', attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(status);
      expect(response.json().errors[0].detail).toBe(detail);
    }
    const referee = await saveAs('administrator', 'Referee', { ...NEW_PLAYER, NoFederation: kenya, Level: 'olympic' });
    expect(referee.statusCode).toBe(422);
    expect(await writes()).toEqual(before);
  });
});

describe('contacts', () => {
  const saveContact = (user: User, attributes: VisAttributes) => saveAs(user, 'PersonContact', attributes);
  const listContacts = (user: User, person: number) =>
    send(user, buildRequest({ type: 'GetPersonContactList', filter: { NoPerson: person } }));

  it("are kept by the person's federation and the person, not by another federation", async () => {
    const before = await writes();
    expect(
      (await saveContact('federation', { NoPerson: egonu.no, Kind: 'phone', Value: '+39 049 000' })).statusCode,
    ).toBe(403);
    expect(await writes()).toEqual(before);
    const byFederation = await saveContact('federation2', {
      NoPerson: egonu.no,
      Kind: 'phone',
      Value: '+39 049 111',
      Label: 'Club office',
    });
    expect(byFederation.statusCode, byFederation.body).toBe(200);
    const bySelf = await saveContact('player', {
      NoPerson: egonu.no,
      Kind: 'website',
      Value: 'https://paolaegonu.example',
    });
    expect(bySelf.statusCode).toBe(200);
    const teammate = await anotherItalianPlayer();
    expect((await saveContact('player', { NoPerson: teammate.no, Kind: 'phone', Value: '1' })).statusCode).toBe(403);

    const seen = (await listContacts('federation', egonu.no)).json();
    expect(seen.nbItems).toBe(0);
    const own = (await listContacts('player', egonu.no)).json();
    expect(own.data.map((c: { value: string }) => c.value)).toContain('+39 049 111');
  });

  it('keep one preferred contact of each kind', async () => {
    const first = (await saveContact('player', { NoPerson: egonu.no, Kind: 'fax', Value: '1', Preferred: true })).json()
      .data;
    const second = (
      await saveContact('player', { NoPerson: egonu.no, Kind: 'fax', Value: '2', Preferred: true })
    ).json().data;
    const rows = await db()
      .select()
      .from(personContacts)
      .where(and(eq(personContacts.personNo, egonu.no), eq(personContacts.kind, 'fax')));
    expect(rows.find((row) => row.no === first.no)?.preferred).toBe(false);
    expect(rows.find((row) => row.no === second.no)?.preferred).toBe(true);
  });

  it('are deleted with the version read, by those who keep them only', async () => {
    const contact = (await saveContact('federation2', { NoPerson: egonu.no, Kind: 'mobile', Value: '+39 333' })).json()
      .data;
    const remove = (user: User, version: number) =>
      send(user, `<Request Type="DeletePersonContact" No="${contact.no}" Version="${version}"/>`);
    // Another federation does not even see the contact.
    expect((await remove('federation', contact.version)).statusCode).toBe(404);
    expect((await remove('player', contact.version - 1)).statusCode).toBe(409);
    expect((await remove('player', contact.version)).statusCode).toBe(200);
    expect(await db().$count(personContacts, eq(personContacts.no, contact.no))).toBe(0);
  });

  it('refuse an unknown kind or an empty value', async () => {
    expect((await saveContact('player', { NoPerson: egonu.no, Kind: 'pigeon', Value: 'x' })).statusCode).toBe(422);
    expect((await saveContact('player', { NoPerson: egonu.no, Kind: 'phone', Value: '' })).statusCode).toBe(422);
  });
});

describe('possible duplicates', () => {
  it('finds a person by a name written differently, with the same birth date', async () => {
    const response = await send(
      'federation',
      buildRequest({
        type: 'GetPersonList',
        fields: ['No', 'FirstName', 'LastName', 'Roles'],
        filter: { SimilarName: 'paola egonú', BirthDateFrom: '1998-12-18', BirthDateTo: '1998-12-18' },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([expect.objectContaining({ no: egonu.no, roles: 'player' })]);
  });
});
