import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/identity';
import { personDocuments, persons } from '../../db/schema/people';
import { transferDocuments, volleyTransfers } from '../../db/schema/transfers';

/** `Document` through the gateway: persons' and transfers' files, one numbering, read as their owners are. */
const USERS = ['administrator', 'federation', 'federation2', 'player', 'coach', 'confederation'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = new Map<User, string>();
const db = () => t.app.identityDb.db;
let personDoc: number;
let playerDoc: number;
let transferDoc: number;

const FILE = { contentType: 'application/pdf', sizeBytes: 1200, storageKey: 'gateway-test' };

async function typeNoOf(username: string): Promise<number> {
  const [user] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, username));
  return user!.typeNo;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies.set(user, await signIn(t.app, user));
  const kenya = await typeNoOf('federation');
  const italy = await typeNoOf('federation2');
  const transfer = (
    await db()
      .select()
      .from(volleyTransfers)
      .where(or(eq(volleyTransfers.fromFederationNo, kenya), eq(volleyTransfers.toFederationNo, kenya)))
  ).find((one) => one.fromFederationNo !== italy && one.toFederationNo !== italy);
  const [kenyan] = await db().select().from(persons).where(eq(persons.federationNo, kenya)).limit(1);
  const [person] = await db()
    .insert(personDocuments)
    .values({ personNo: kenyan!.no, kind: 'passport', fileName: 'passport.pdf', ...FILE })
    .returning();
  const [own] = await db()
    .insert(personDocuments)
    .values({ personNo: await typeNoOf('player'), kind: 'photo', fileName: 'photo.pdf', ...FILE })
    .returning();
  playerDoc = own!.no;
  const [file] = await db()
    .insert(transferDocuments)
    .values({ transferNo: transfer!.no, kind: 'contract', fileName: 'contract.pdf', ...FILE })
    .returning();
  personDoc = person!.no;
  transferDoc = file!.no;
});
afterAll(() => t?.close());

const send = (user: User | null, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: { cookie: user ? (cookies.get(user) ?? '') : '', 'content-type': 'application/xml' },
    payload: xml,
  });
const listed = async (user: User): Promise<number[]> => {
  const response = await send(
    user,
    `<Request Type="GetDocumentList" Fields="No"><Filter No="${personDoc} ${playerDoc} ${transferDoc}"/></Request>`,
  );
  expect(response.statusCode, `${user}: ${response.body}`).toBe(200);
  return (response.json().data as { no: number }[]).map((row) => row.no).sort((a, b) => a - b);
};

describe('GetDocumentList and GetDocument', () => {
  it('numbers persons’ and transfers’ documents as one, and tells admins what each belongs to', async () => {
    expect(personDoc).not.toBe(transferDoc);
    const response = await send(
      'administrator',
      `<Request Type="GetDocumentList" Fields="No OwnerType Kind FileName ContentType SizeBytes DownloadPath"><Filter No="${personDoc} ${transferDoc}"/></Request>`,
    );
    const rows = response.json().data as Record<string, unknown>[];
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          no: personDoc,
          ownerType: 'person',
          kind: 'passport',
          fileName: 'passport.pdf',
          contentType: 'application/pdf',
          sizeBytes: 1200,
          downloadPath: `/documents/${personDoc}`,
        },
        expect.objectContaining({ no: transferDoc, ownerType: 'transfer', kind: 'contract' }),
      ]),
    );
    expect(String(rows.find((row) => row.no === transferDoc)!.downloadPath)).toMatch(
      new RegExp(`^/api/transfers/\\d+/documents/${transferDoc}$`),
    );
  });

  it('shows each user the documents of what it may read: its person, its federation’s, its transfers’', async () => {
    const federation = await listed('federation');
    expect(federation).toEqual(expect.arrayContaining([personDoc, transferDoc]));
    const player = await listed('player');
    expect(player).toContain(playerDoc);
    expect(player).not.toContain(personDoc);
    // Italy's user: the Kenyan person's and the Kenyan transfer's are not its to read.
    const italian = await listed('federation2');
    expect(italian).not.toContain(personDoc);
    expect(italian).not.toContain(transferDoc);
    expect(await listed('coach')).toEqual([]);
    const one = await send('federation2', `<Request Type="GetDocument" No="${personDoc}"/>`);
    expect(one.statusCode).not.toBe(200);
    expect((await send(null, '<Request Type="GetDocumentList"/>')).statusCode).toBe(401);
  });

  it('cannot be written through the gateway: files are added where their owner is kept', async () => {
    const save = await send(
      'administrator',
      `<Request Type="SaveDocument"><Document No="${personDoc}" FileName="x.pdf"/></Request>`,
    );
    expect(save.statusCode).toBe(400);
  });
});
