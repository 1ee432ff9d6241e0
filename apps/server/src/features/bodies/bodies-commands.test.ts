import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildRequest, type VisAttributes } from '@libero/shared/vis/request-builder';
import { auditLog } from '../../db/schema/audit';
import { confederations, federations, volleyClubs } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import { xmlTestApp } from '../../../test/xml-test-app';

/**
 * federation: Kenya, holding the nfCategorization grant; federation2: Italy, without it;
 * confederation: CEV; volleyclub: Sir Safety Perugia.
 */
const USERS = ['administrator', 'federation', 'federation2', 'confederation', 'volleyclub', 'player'] as const;
type User = (typeof USERS)[number] | null;

const { t, cookies, send, saveAs } = xmlTestApp(USERS, '/proxy');
const db = () => t.app.identityDb.db;
const getAs = (user: User, entity: string, no: number, fields: string[]) =>
  send(user, buildRequest({ type: `Get${entity}`, fields, attributes: { No: no } }));
const listAs = (user: User, entity: string, filter: Record<string, string>, fields: string[]) =>
  send(user, buildRequest({ type: `Get${entity}List`, fields, filter, attributes: { Take: 50 } }));
const federationNamed = async (code: string) =>
  (await db().select().from(federations).where(eq(federations.code, code)))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('SaveFederation', () => {
  it('lets a federation keep its own contacts, address, website and officers, audited', async () => {
    const kenya = await federationNamed('KEN');
    const [officer] = await db().select().from(persons).where(eq(persons.federationNo, kenya.no)).limit(1);
    const response = await saveAs('federation', 'Federation', {
      No: kenya.no,
      Version: kenya.version,
      Website: 'https://kenyavolleyball.example',
      Email: 'office@kenyavolleyball.example',
      Phone: '+254 20 555 0100',
      Address: 'Kasarani Stadium',
      City: 'Nairobi',
      NoPresident: officer!.no,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      website: 'https://kenyavolleyball.example',
      city: 'Nairobi',
      noPresident: officer!.no,
      presidentName: `${officer!.firstName} ${officer!.lastName}`,
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityNo, String(kenya.no)));
    expect(entry).toMatchObject({ action: 'save', entity: 'Federation' });
  });

  it('leaves an office vacant when its officer is cleared, keeping the other', async () => {
    const kenya = await federationNamed('KEN');
    const people = await db().select().from(persons).where(eq(persons.federationNo, kenya.no)).limit(2);
    const [president, secretary] = people;
    const set = await saveAs('administrator', 'Federation', {
      No: kenya.no,
      Version: kenya.version,
      NoPresident: president!.no,
      NoSecretaryGeneral: secretary!.no,
    });
    expect(set.statusCode, set.body).toBe(200);
    const cleared = await saveAs('administrator', 'Federation', {
      No: kenya.no,
      Version: set.json().data.version,
      NoPresident: '',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({
      noPresident: null,
      presidentName: null,
      noSecretaryGeneral: secretary!.no,
    });
  });

  it('keeps codes, confederation, status, names and flags for admins: a federation is refused them, nothing written', async () => {
    const kenya = await federationNamed('KEN');
    const before = await auditCount();
    const adminOnly: VisAttributes[] = [
      { Code: 'KNY' },
      { Status: 'suspended' },
      { NoConfederation: 1 },
      { Empowerment: false },
      { Name: 'Renamed' },
      { FoundedYear: 1960 },
    ];
    for (const attributes of adminOnly) {
      const response = await saveAs('federation', 'Federation', {
        No: kenya.no,
        Version: kenya.version,
        ...attributes,
      });
      expect(response.statusCode, JSON.stringify(attributes)).toBe(403);
      expect(response.json().errors[0]).toMatchObject({ code: 'AccessDenied', detail: Object.keys(attributes)[0] });
    }
    expect(await federationNamed('KEN')).toEqual(kenya);
    expect(await auditCount()).toBe(before);

    const suspended = await saveAs('administrator', 'Federation', {
      No: kenya.no,
      Version: kenya.version,
      Status: 'suspended',
      FoundedYear: 1960,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({ status: 'suspended', foundedYear: 1960 });
  });

  it("refuses another federation's record, even a forged write of its contacts (403, nothing written)", async () => {
    const italy = await federationNamed('ITA');
    const before = await auditCount();
    const forged = await saveAs('federation', 'Federation', {
      No: italy.no,
      Version: italy.version,
      Website: 'https://forged.example',
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (
        await saveAs('player', 'Federation', {
          No: italy.no,
          Version: italy.version,
          Website: 'https://forged.example',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await saveAs(null, 'Federation', { No: italy.no, Version: italy.version, Website: 'https://forged.example' }))
        .statusCode,
    ).toBe(401);
    expect(await federationNamed('ITA')).toEqual(italy);
    expect(await auditCount()).toBe(before);
  });

  it('refuses invalid values with the field named: web address, code, year, status, a missing officer', async () => {
    const italy = await federationNamed('ITA');
    const cases: VisAttributes[] = [
      { Website: 'ftp://files.example' },
      { Website: 'not a web address' },
      { Email: 'office-at-federation' },
      { Code: 'it' },
      { Code: 'ITAL' },
      { FoundedYear: 1850 },
      { FoundedYear: new Date().getFullYear() + 1 },
      { Status: 'dissolved' },
      { NfCategory: 'E' },
      { NoPresident: 999_999_999 },
    ];
    for (const attributes of cases) {
      const response = await saveAs('administrator', 'Federation', {
        No: italy.no,
        Version: italy.version,
        ...attributes,
      });
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: Object.keys(attributes)[0] });
    }
    expect(await federationNamed('ITA')).toEqual(italy);
  });

  it('refuses a stale version with the record as it is now', async () => {
    const italy = await federationNamed('ITA');
    const first = await saveAs('federation2', 'Federation', {
      No: italy.no,
      Version: italy.version,
      Phone: '+39 06 555 0001',
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await saveAs('federation2', 'Federation', {
      No: italy.no,
      Version: italy.version,
      Phone: '+39 06 555 0002',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ phone: '+39 06 555 0001' });
  });

  it('creates and deletes federations for admins only', async () => {
    const cev = (await db().select().from(confederations).where(eq(confederations.code, 'CEV')))[0]!;
    const created = await saveAs('administrator', 'Federation', {
      Code: 'XKX',
      Name: 'Demo Volleyball Federation',
      CountryCode: 'XK',
      NoConfederation: cev.no,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ code: 'XKX', status: 'active', confederationCode: 'CEV' });
    const { no, version } = created.json().data;
    expect(
      (await send('federation', `<Request Type="DeleteFederation" No="${no}" Version="${version}"/>`)).statusCode,
    ).toBe(403);
    expect(
      (await send('administrator', `<Request Type="DeleteFederation" No="${no}" Version="${version}"/>`)).statusCode,
    ).toBe(200);
    expect(
      (
        await saveAs('federation', 'Federation', {
          Code: 'XKY',
          Name: 'Not allowed',
          CountryCode: 'XK',
          NoConfederation: cev.no,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('NF categorization', () => {
  it('is read and written by admins and holders of the nfCategorization grant only', async () => {
    const italy = await federationNamed('ITA');
    // Italy's own user lacks the grant: it reads its record but not the category, and cannot set it.
    expect((await getAs('federation2', 'Federation', italy.no, ['No', 'NfCategory'])).statusCode).toBe(403);
    expect((await getAs('federation2', 'Federation', italy.no, ['No', 'Name'])).statusCode).toBe(200);
    const refused = await saveAs('federation2', 'Federation', {
      No: italy.no,
      Version: italy.version,
      NfCategory: 'B',
    });
    expect(refused.statusCode).toBe(403);

    // Kenya's user holds it: it categorizes any federation, and does nothing else to other federations.
    const read = await getAs('federation', 'Federation', italy.no, ['No', 'NfCategory']);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.nfCategory).toBe('A');
    const categorized = await saveAs('federation', 'Federation', {
      No: italy.no,
      Version: italy.version,
      NfCategory: 'B',
    });
    expect(categorized.statusCode, categorized.body).toBe(200);
    expect(categorized.json().data.nfCategory).toBe('B');
    const mixed = await saveAs('federation', 'Federation', {
      No: italy.no,
      Version: categorized.json().data.version,
      NfCategory: 'C',
      Phone: '+39 555',
    });
    expect(mixed.statusCode).toBe(403);
    expect((await federationNamed('ITA')).nfCategory).toBe('B');
  });
});

describe('reading federations', () => {
  it('finds a federation by its code and by its French or Spanish name, accents aside', async () => {
    const byFrench = await listAs('player', 'Federation', { Search: 'allemagne' }, ['Code', 'NameFr']);
    expect(byFrench.json().data.map((row: { code: string }) => row.code)).toEqual(['GER']);
    const bySpanish = await listAs('player', 'Federation', { Search: 'japon' }, ['Code']);
    expect(bySpanish.json().data.map((row: { code: string }) => row.code)).toContain('JPN');
    const byCode = await listAs('player', 'Federation', { Code: 'BRA' }, ['Code', 'Name', 'ConfederationCode']);
    expect(byCode.json().data).toEqual([expect.objectContaining({ code: 'BRA', confederationCode: 'CSV' })]);
  });

  it("counts a federation's players, coaches, referees and clubs", async () => {
    const italy = await federationNamed('ITA');
    const response = await getAs('player', 'Federation', italy.no, [
      'PlayerCount',
      'CoachCount',
      'RefereeCount',
      'ClubCount',
    ]);
    const counts = response.json().data;
    expect(counts.playerCount).toBeGreaterThan(0);
    expect(counts.coachCount).toBeGreaterThan(0);
    expect(counts.refereeCount).toBeGreaterThan(0);
    expect(counts.clubCount).toBe(await db().$count(volleyClubs, eq(volleyClubs.federationNo, italy.no)));
  });

  it('lists the members of a confederation', async () => {
    const cev = (await db().select().from(confederations).where(eq(confederations.code, 'CEV')))[0]!;
    const response = await getAs('player', 'Confederation', cev.no, ['Code', 'FederationCount']);
    const members = await db().$count(federations, eq(federations.confederationNo, cev.no));
    expect(response.json().data).toMatchObject({ code: 'CEV', federationCount: members });
    expect(members).toBeGreaterThan(40);
  });
});

describe('SaveConfederation', () => {
  it('lets a confederation keep its own contacts only; admins keep the rest', async () => {
    const [cev, avc] = await Promise.all(
      ['CEV', 'AVC'].map(
        async (code) => (await db().select().from(confederations).where(eq(confederations.code, code)))[0]!,
      ),
    );
    const own = await saveAs('confederation', 'Confederation', {
      No: cev!.no,
      Version: cev!.version,
      Phone: '+352 555 0101',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      (
        await saveAs('confederation', 'Confederation', {
          No: cev!.no,
          Version: own.json().data.version,
          Name: 'Renamed',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await saveAs('confederation', 'Confederation', { No: avc!.no, Version: avc!.version, Phone: '+66 555' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await saveAs('federation', 'Confederation', { No: avc!.no, Version: avc!.version, Phone: '+66 555' }))
        .statusCode,
    ).toBe(403);
    const admin = await saveAs('administrator', 'Confederation', {
      No: avc!.no,
      Version: avc!.version,
      Name: 'Asian Volleyball Confederation (AVC)',
    });
    expect(admin.statusCode, admin.body).toBe(200);
  });
});

describe('SaveVolleyClub by the club itself', () => {
  it('lets a club keep its contacts, venue and colours, and nothing else', async () => {
    const [perugia] = await db().select().from(volleyClubs).where(eq(volleyClubs.name, 'Sir Safety Perugia'));
    const own = await saveAs('volleyclub', 'VolleyClub', {
      No: perugia!.no,
      Version: perugia!.version,
      Venue: 'PalaBarton',
      Colours: 'Black and red',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ venue: 'PalaBarton', colours: 'Black and red', status: 'active' });
    const renamed = await saveAs('volleyclub', 'VolleyClub', {
      No: perugia!.no,
      Version: own.json().data.version,
      Name: 'Perugia',
    });
    expect(renamed.statusCode).toBe(403);
    const [trento] = await db().select().from(volleyClubs).where(eq(volleyClubs.name, 'Trentino Volley'));
    expect(
      (await saveAs('volleyclub', 'VolleyClub', { No: trento!.no, Version: trento!.version, Venue: 'Mine' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/federations/{no}/activity', () => {
  const activity = (user: User, no: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/federations/${no}/activity`,
      headers: user ? { cookie: cookies[user] } : {},
    });

  it("shows admins and the federation's own users its latest writes; refuses other federations", async () => {
    const kenya = await federationNamed('KEN');
    await saveAs('federation', 'Federation', { No: kenya.no, Version: kenya.version, Phone: '+254 20 555 0199' });
    const own = await activity('federation', kenya.no);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().activity[0]).toMatchObject({
      entity: 'Federation',
      entityNo: String(kenya.no),
      actor: { username: 'federation' },
    });
    expect((await activity('administrator', kenya.no)).statusCode).toBe(200);
    expect((await activity('federation2', kenya.no)).statusCode).toBe(403);
    expect((await activity(null, kenya.no)).statusCode).toBe(401);
    expect((await activity('administrator', 999_999)).statusCode).toBe(404);
  });
});
