import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { federations } from '../../db/schema/bodies';
import { imports } from '../../db/schema/imports';
import { persons } from '../../db/schema/people';
import { IMPORT_MAX_BYTES } from './import-routes';

/** federation: Kenya; federation2: Italy, Paola Egonu's federation. */
const USERS = ['administrator', 'federation', 'federation2', 'presswriter'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
let db: Db;
const cookies = {} as Record<User, string>;

beforeAll(async () => {
  t = await createTestApp();
  db = (await t.app.databases.get('production')).db;
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { id: number; status: string; totals: Record<string, number> };

async function upload(user: User, text: string | Buffer, fileName = 'joueuses.csv', entity = 'Player') {
  const { payload, headers } = multipartBody({}, Buffer.isBuffer(text) ? text : Buffer.from(text), fileName);
  return t.app.inject({
    method: 'POST',
    url: `/api/imports?entity=${entity}`,
    headers: { ...headers, cookie: cookies[user] },
    payload,
  });
}

const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[user] }, ...(payload ? { payload } : {}) });

async function dryRun(user: User, id: number, mapping: { field: string | null }[]) {
  const response = await call(user, 'POST', `/api/imports/${id}/dry-run`, { columns: mapping });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
}

/** Starts an import and waits for its writing to end. */
async function writeAll(user: User, id: number): Promise<Json> {
  const started = await call(user, 'POST', `/api/imports/${id}/start`);
  expect(started.statusCode, started.body).toBe(200);
  let current = started.json() as Json;
  await expect
    .poll(async () => (current = (await call(user, 'GET', `/api/imports/${id}`)).json() as Json).status, {
      timeout: 20_000,
    })
    .not.toBe('running');
  expect(current.status, String(current.failure)).toBe('done');
  return current;
}

const FRENCH_PLAYERS = [
  'Prénom;Nom;Sexe;Date de naissance;Nationalité;Taille',
  'Faith;Wanjiru;Femme;12/03/2001;Kenya;1,82 m',
  'Mercy;Moim;F;23/04/1999;KE;180 cm',
  'Joy;Lusenaka;Femme;31/02/2000;KE;176', // no 31 February
  ';Otieno;F;01/01/2002;KE;170', // no first name
  'Brackcides;Agala;W;17/05/1993;Kenya;1.80',
].join('\r\n');

describe('a federation imports its players from a French spreadsheet', () => {
  let id = 0;

  it('proposes the columns, then the dry run tells what each row would do, writing nothing', async () => {
    const response = await upload('federation', Buffer.from(FRENCH_PLAYERS, 'latin1'));
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = response.json() as Json & { mapping: { field: string | null }[] };
    id = uploaded.id;
    expect(uploaded.rowCount).toBe(5);
    expect(uploaded.headers).toEqual(['Prénom', 'Nom', 'Sexe', 'Date de naissance', 'Nationalité', 'Taille']);
    // The server proposes what it knows without the web's labels; the user completes the mapping.
    const mapping = ['FirstName', 'LastName', 'Gender', 'BirthDate', 'NationalityCode', 'Height'].map((field) => ({
      field,
    }));
    const before = await db.select().from(persons).where(eq(persons.lastName, 'Wanjiru'));
    const checked = await dryRun('federation', id, mapping);
    expect(checked.status).toBe('checked');
    expect(checked.totals).toEqual({ create: 3, refused: 2 });
    expect(await db.select().from(persons).where(eq(persons.lastName, 'Wanjiru'))).toEqual(before);

    const refused = (await call('federation', 'GET', `/api/imports/${id}/rows?outcome=refused`)).json();
    expect(refused.data.map((row: { rowNumber: number; problems: unknown }) => [row.rowNumber, row.problems])).toEqual([
      [3, [{ field: 'BirthDate', reason: 'impossibleDate', words: 'this day does not exist' }]],
      [4, [{ field: 'FirstName', reason: 'required', words: 'required' }]],
    ]);
  });

  it('writes the rows in the background, into its own federation, and audits the import once', async () => {
    const done = await writeAll('federation', id);
    expect(done).toMatchObject({ rowsWritten: 3, rowsToWrite: 3 });
    const [kenya] = await db.select().from(federations).where(eq(federations.code, 'KEN'));
    const [faith] = await db
      .select()
      .from(persons)
      .where(and(eq(persons.firstName, 'Faith'), eq(persons.lastName, 'Wanjiru')));
    expect(faith).toMatchObject({ federationNo: kenya!.no, birthDate: '2001-03-12', height: 1_820_000, gender: 1 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'import'));
    expect(audit).toEqual([expect.objectContaining({ entity: 'Player', entityNo: String(id) })]);
    expect(audit[0]!.after).toMatchObject({ created: 3, updated: 0 });
  });

  it('gives the refused rows back as a spreadsheet with a column of reasons', async () => {
    const response = await call('federation', 'GET', `/api/imports/${id}/refused?format=csv`);
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Prénom,Nom,Sexe,Date de naissance,Nationalité,Taille,Reasons');
    expect(lines.slice(1)).toEqual([
      'Joy,Lusenaka,Femme,31/02/2000,KE,176,BirthDate: this day does not exist',
      ',Otieno,F,01/01/2002,KE,170,FirstName: required',
    ]);
  });

  it('shows the import to its creator and administrators only, with who made it', async () => {
    expect((await call('federation2', 'GET', `/api/imports/${id}`)).statusCode).toBe(404);
    expect((await call('administrator', 'GET', `/api/imports/${id}`)).statusCode).toBe(200);
    const listed = (await call('administrator', 'GET', '/api/imports')).json().data;
    expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({ createdByName: 'Faith Wanjiru' });
    expect((await call('federation2', 'GET', '/api/imports')).json().data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('is not discarded once it wrote (it is undone instead)', async () => {
    expect((await call('federation', 'DELETE', `/api/imports/${id}`)).statusCode).toBe(409);
  });

  it('is undone as a whole by an administrator: the players it created are gone', async () => {
    const response = await call('administrator', 'POST', `/api/imports/${id}/undo`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'undone', deleted: 3, restored: 0 });
    expect(await db.select().from(persons).where(eq(persons.lastName, 'Wanjiru'))).toEqual([]);
    expect((await call('administrator', 'POST', `/api/imports/${id}/undo`)).statusCode).toBe(409);
  });
});

describe('rows a federation may not write, and likely duplicates', () => {
  it('refuses a row of another federation and goes on with the rest', async () => {
    const csv =
      'FirstName,LastName,Gender,FederationCode,BirthDate\nAkinyi,Odhiambo,F,KEN,2000-01-02\nGiulia,Rossi,F,ITA,2000-01-03\n';
    const { id } = (await upload('federation', csv, 'players.csv')).json() as Json;
    const checked = await dryRun('federation', id, [
      { field: 'FirstName' },
      { field: 'LastName' },
      { field: 'Gender' },
      { field: 'NoFederation' },
      { field: 'BirthDate' },
    ]);
    expect(checked.totals).toEqual({ create: 1, refused: 1 });
    const refused = (await call('federation', 'GET', `/api/imports/${id}/rows?outcome=refused`)).json();
    expect(refused.data[0].problems[0]).toMatchObject({ field: 'NoFederation', reason: 'otherFederation' });
  });

  it('asks whether a person who sounds like an existing one is that one, then updates it', async () => {
    const csv = 'Prénom;Nom;Sexe;Date de naissance;Taille\nPaola;Egonú;F;18/12/1998;1.94\n';
    const { id } = (await upload('federation2', csv, 'egonu.csv')).json() as Json;
    const checked = await dryRun('federation2', id, [
      { field: 'FirstName' },
      { field: 'LastName' },
      { field: 'Gender' },
      { field: 'BirthDate' },
      { field: 'Height' },
    ]);
    expect(checked.totals).toEqual({ duplicate: 1 });
    const [row] = (await call('federation2', 'GET', `/api/imports/${id}/rows`)).json().data;
    const [paola] = await db
      .select()
      .from(persons)
      .where(and(eq(persons.firstName, 'Paola'), eq(persons.lastName, 'Egonu')));
    expect(row.candidates).toEqual([paola!.no]);
    // Nothing is written while a question is open.
    expect((await call('federation2', 'POST', `/api/imports/${id}/start`)).statusCode).toBe(409);

    const answered = await call('federation2', 'PUT', `/api/imports/${id}/rows/1/answer`, { recordNo: paola!.no });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ outcome: 'update', recordNo: paola!.no });
    expect(answered.json().changes).toEqual(
      expect.arrayContaining([{ field: 'Height', from: paola!.height, to: 1_940_000 }]),
    );
    await writeAll('federation2', id);
    const [after] = await db.select().from(persons).where(eq(persons.no, paola!.no));
    expect(after).toMatchObject({ height: 1_940_000, firstName: 'Paola', lastName: 'Egonú' });

    // Undone while nothing changed since: Paola's record takes back its values.
    expect((await call('federation2', 'POST', `/api/imports/${id}/undo`)).statusCode).toBe(200);
    const [restored] = await db.select().from(persons).where(eq(persons.no, paola!.no));
    expect(restored).toMatchObject({ height: paola!.height, lastName: 'Egonu' });
  });
});

describe('other records than people', () => {
  it('lets a federation import its clubs, and an administrator halls', async () => {
    const clubs = 'Name;City;Founded year\nNairobi Prisons VC;Nairobi;1998\nKenya Pipeline VC;Nairobi;1975\n';
    const club = (await upload('federation', clubs, 'clubs.csv', 'VolleyClub')).json() as Json;
    expect(club.mapping).toEqual([{ field: 'Name' }, { field: 'City' }, { field: 'FoundedYear' }]);
    const checked = await dryRun('federation', club.id, club.mapping as { field: string }[]);
    expect(checked.totals).toEqual({ create: 2 });
    await writeAll('federation', club.id);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: cookies.federation, 'content-type': 'application/xml', accept: 'application/json' },
      payload:
        '<Request Type="GetVolleyClubList" Fields="Name FederationCode Status"><Filter Search="Nairobi"/></Request>',
    });
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        { name: 'Nairobi Prisons VC', federationCode: 'KEN', status: 'active' },
        { name: 'Kenya Pipeline VC', federationCode: 'KEN', status: 'active' },
      ]),
    );

    const halls = 'Name,City,Country,Time zone,Capacity\nKasarani Indoor Arena,Nairobi,Kenya,Africa/Nairobi,5000\n';
    const hall = (await upload('administrator', halls, 'halls.csv', 'VolleyHall')).json() as Json;
    // `Country` alone is matched by the web, which has the forms' labels; the server proposes what it is sure of.
    const mapping = (hall.mapping as { field: string | null }[]).map((column, index) =>
      index === 2 ? { field: 'CountryCode' } : column,
    );
    expect(mapping.map((column) => column.field)).toEqual(['Name', 'City', 'CountryCode', 'TimeZone', 'Capacity']);
    expect((await dryRun('administrator', hall.id, mapping)).totals).toEqual({ create: 1 });
    await writeAll('administrator', hall.id);
  });
});

describe('what is refused', () => {
  it('refuses users who may not create the records before reading the file', async () => {
    const response = await upload('presswriter', 'FirstName\nA\n');
    expect(response.statusCode).toBe(403);
    expect(
      (await db.select().from(imports)).some((row) => row.fileName === 'joueuses.csv' && row.createdByUserNo < 0),
    ).toBe(false);
  });

  it('discards an import that wrote nothing, for its creator only', async () => {
    const { id } = (await upload('federation', 'FirstName,LastName\nA,B\n', 'discarded.csv')).json() as Json;
    expect((await call('federation2', 'DELETE', `/api/imports/${id}`)).statusCode).toBe(404);
    expect((await call('federation', 'DELETE', `/api/imports/${id}`)).statusCode).toBe(204);
    expect((await call('federation', 'GET', `/api/imports/${id}`)).statusCode).toBe(404);
  });

  it('refuses a mapping naming a field an import does not fill, or one field twice', async () => {
    const { id } = (await upload('federation', 'FirstName,LastName\nA,B\n', 'two.csv')).json() as Json;
    for (const columns of [
      [{ field: 'FirstName' }, { field: 'Version' }],
      [{ field: 'LastName' }, { field: 'LastName' }],
    ]) {
      const response = await call('federation', 'POST', `/api/imports/${id}/dry-run`, { columns });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a file that is not what its name says, and one too large (413)', async () => {
    const fake = await upload('federation', 'FirstName,LastName\nA,B\n', 'players.xlsx');
    expect([415, 422]).toContain(fake.statusCode);
    const huge = await upload('federation', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'), 'huge.csv');
    expect(huge.statusCode).toBe(413);
  });

  it('cannot undo an import once a record it wrote has changed', async () => {
    const csv = 'FirstName,LastName,Gender\nWambui,Kariuki,F\n';
    const { id } = (await upload('federation', csv, 'one.csv')).json() as Json;
    await dryRun('federation', id, [{ field: 'FirstName' }, { field: 'LastName' }, { field: 'Gender' }]);
    await writeAll('federation', id);
    await db.update(persons).set({ city: 'Nairobi' }).where(eq(persons.lastName, 'Kariuki'));
    const response = await call('administrator', 'POST', `/api/imports/${id}/undo`);
    expect(response.statusCode).toBe(409);
    // Named by its line in the spreadsheet, the header being line 1.
    expect(response.json().errors[0]).toMatchObject({ code: 'ImportChanged', detail: 'lines 2' });
    expect(await db.select().from(persons).where(eq(persons.lastName, 'Kariuki'))).toHaveLength(1);
  });
});
