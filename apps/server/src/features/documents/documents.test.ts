import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZConfig } from '../../config';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';
import { personDocuments } from '../../db/schema/people';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

const MAX_BYTES = 1536 * 1024;
const USERS = ['administrator', 'federation', 'federation2', 'player', 'coach'] as const;
type User = (typeof USERS)[number];

let t: TestApp;
const cookies = {} as Record<User, string>;
/** Paola Egonu, the `player` user, of Italy (`federation2`). */
let paola = 0;
beforeAll(async () => {
  // Above Fastify's 1 MiB body limit, so that a file between the two shows the limit is ours.
  t = await createTestApp({ DOCUMENT_MAX_BYTES: String(MAX_BYTES) });
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
  const [player] = await db().select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'player'));
  paola = player!.typeNo;
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
const headersOf = (user: User | null) => (user ? { cookie: cookies[user] } : {});

const pdf = (size = 2048) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type FilePart = { bytes: Buffer; name: string; type?: string };

/** A multipart body as a browser would send it, encoded by the platform's FormData. */
async function multipart(parts: [string, string | FilePart][]) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

async function upload(user: User | null, personNo: number, parts: [string, string | FilePart][]) {
  const { payload, contentType } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/people/${personNo}/documents`,
    headers: { ...headersOf(user), 'content-type': contentType },
    payload,
  });
}

const uploadPdf = (user: User | null, personNo = paola, bytes = pdf()) =>
  upload(user, personNo, [
    ['kind', 'passport'],
    ['file', { bytes, name: 'passport.pdf', type: 'application/pdf' }],
  ]);
const list = (user: User | null, personNo = paola) =>
  t.app.inject({ url: `/people/${personNo}/documents`, headers: headersOf(user) });
const download = (user: User | null, no: number) => t.app.inject({ url: `/documents/${no}`, headers: headersOf(user) });
const remove = (user: User | null, no: number, version?: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/documents/${no}${version === undefined ? '' : `?version=${version}`}`,
    headers: headersOf(user),
  });

const storedFiles = () => readdir(join(t.config.DATA_DIR, 'documents')).catch(() => []);
const auditCount = () => db().$count(auditLog, eq(auditLog.entity, 'PersonDocument'));
/** What a refusal must leave untouched: rows, files, audit entries. */
const writes = async () => ({
  rows: await db().$count(personDocuments),
  files: (await storedFiles()).length,
  audit: await auditCount(),
});

describe('documents of a person', () => {
  it('takes at most 10 MiB by default', () => {
    expect(ZConfig.parse({}).DOCUMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('round trip: uploaded, listed newest first, downloaded byte for byte with safe headers, audited', async () => {
    const bytes = pdf(1_200_000);
    const first = await uploadPdf('administrator', paola, bytes);
    expect(first.statusCode, first.body).toBe(201);
    const document = first.json().data;
    expect(document).toEqual({
      no: expect.any(Number),
      kind: 'passport',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      createdAt: expect.any(String),
      version: expect.any(Number),
    });
    const second = await upload('administrator', paola, [
      ['kind', 'photo'],
      ['file', { bytes: PNG, name: 'photo d’été.png', type: 'image/png' }],
    ]);
    expect(second.statusCode, second.body).toBe(201);

    const listed = await list('administrator');
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((d: { no: number }) => d.no)
        .slice(0, 2),
    ).toEqual([second.json().data.no, document.no]);
    expect(listed.json().data[0]).not.toHaveProperty('storageKey');

    const file = await download('administrator', document.no);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename=passport.pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const photo = await download('administrator', second.json().data.no);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    expect(photo.headers['content-disposition']).toBe(
      `attachment; filename="photo d??t?.png"; filename*=UTF-8''photo%20d%E2%80%99%C3%A9t%C3%A9.png`,
    );

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'PersonDocument'), eq(auditLog.entityNo, String(document.no))));
    expect(entry).toMatchObject({
      action: 'upload',
      environment: 'production',
      after: { personNo: paola, fileName: 'passport.pdf' },
    });
  });

  it("lets the person's own federation and the person themself keep the documents", async () => {
    const byFederation = await uploadPdf('federation2');
    expect(byFederation.statusCode, byFederation.body).toBe(201);
    const bySelf = await upload('player', paola, [
      ['kind', 'other'],
      ['file', { bytes: PNG, name: 'me.png' }],
    ]);
    expect(bySelf.statusCode, bySelf.body).toBe(201);
    for (const user of ['federation2', 'player'] as const) {
      const nos = (await list(user)).json().data.map((d: { no: number }) => d.no);
      expect(nos).toEqual(expect.arrayContaining([byFederation.json().data.no, bySelf.json().data.no]));
      expect((await download(user, bySelf.json().data.no)).statusCode).toBe(200);
    }
    const own = bySelf.json().data;
    expect((await remove('player', own.no, own.version)).statusCode).toBe(204);
  });

  it('refuses another federation and other people (403), and anonymous callers (401), writing nothing', async () => {
    const document = (await uploadPdf('administrator')).json().data;
    const before = await writes();
    for (const user of ['federation', 'coach'] as const) {
      expect((await list(user)).statusCode).toBe(403);
      expect((await uploadPdf(user)).statusCode).toBe(403);
      expect((await download(user, document.no)).statusCode).toBe(403);
      expect((await remove(user, document.no, document.version)).statusCode).toBe(403);
    }
    expect((await list(null)).statusCode).toBe(401);
    expect((await uploadPdf(null)).statusCode).toBe(401);
    expect((await download(null, document.no)).statusCode).toBe(401);
    const anonymous = await remove(null, document.no, document.version);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errors[0]).toMatchObject({ code: 'NotAuthenticated', status: '401' });
    expect(await writes()).toEqual(before);
  });

  it('answers 404 for an unknown person or document, 400 for a malformed number', async () => {
    expect((await list('administrator', 99_999_999)).statusCode).toBe(404);
    expect((await uploadPdf('administrator', 99_999_999)).statusCode).toBe(404);
    expect((await download('administrator', 99_999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/people/abc/documents', headers: headersOf('administrator') })).statusCode).toBe(
      400,
    );
    expect((await download('administrator', 2 ** 31)).statusCode).toBe(400);
  });

  it('refuses a file whose bytes are not PDF, JPEG, PNG or WebP, whatever its name and declared type', async () => {
    const before = await writes();
    const forged = await upload('administrator', paola, [
      ['kind', 'passport'],
      ['file', { bytes: Buffer.from('Just some text, not a PDF at all.\n'), name: 'x.pdf', type: 'application/pdf' }],
    ]);
    expect(forged.statusCode).toBe(415);
    expect(forged.json().errors[0]).toMatchObject({ code: 'FileTypeNotAccepted', detail: 'file' });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(
      (
        await upload('administrator', paola, [
          ['kind', 'photo'],
          ['file', { bytes: gif, name: 'x.png', type: 'image/png' }],
        ])
      ).statusCode,
    ).toBe(415);
    expect(
      (
        await upload('administrator', paola, [
          ['kind', 'photo'],
          ['file', { bytes: Buffer.alloc(0), name: 'empty.pdf' }],
        ])
      ).statusCode,
    ).toBe(415);
    expect(await writes()).toEqual(before);
  });

  it('refuses a file over DOCUMENT_MAX_BYTES, writing nothing', async () => {
    const before = await writes();
    const response = await uploadPdf('administrator', paola, pdf(MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0]).toMatchObject({ code: 'FileTooLarge', status: '413' });
    expect(await writes()).toEqual(before);
    expect((await uploadPdf('administrator', paola, pdf(MAX_BYTES))).statusCode).toBe(201);
  });

  it('refuses a missing or unknown kind, a missing file, other fields and other bodies', async () => {
    const before = await writes();
    const file: FilePart = { bytes: pdf(), name: 'x.pdf' };
    const cases: [[string, string | FilePart][], number, string, string][] = [
      [[['file', file]], 422, 'InvalidData', 'kind'],
      [
        [
          ['kind', 'visa'],
          ['file', file],
        ],
        422,
        'InvalidData',
        'kind',
      ],
      [
        [
          ['file', file],
          ['kind', 'passport'],
        ],
        422,
        'InvalidData',
        'kind',
      ],
      [[['kind', 'passport']], 422, 'InvalidData', 'file'],
      [
        [
          ['kind', 'passport'],
          ['colour', 'red'],
          ['file', file],
        ],
        400,
        'BadParameter',
        'colour',
      ],
    ];
    for (const [parts, status, code, detail] of cases) {
      const response = await upload('administrator', paola, parts);
      expect(response.statusCode, JSON.stringify(parts.map(([name]) => name))).toBe(status);
      expect(response.json().errors[0]).toMatchObject({ code, detail });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `/people/${paola}/documents`,
      headers: headersOf('administrator'),
      payload: { kind: 'passport' },
    });
    expect(json.statusCode).toBe(415);
    expect(await writes()).toEqual(before);
  });

  it('deletes with the version read; a stale or missing version is refused', async () => {
    const document = (await uploadPdf('federation2')).json().data;
    const before = await writes();
    const stale = await remove('federation2', document.no, document.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0]).toMatchObject({ code: 'Conflict', detail: 'version' });
    expect((await remove('federation2', document.no)).statusCode).toBe(400);
    expect(await writes()).toEqual(before);

    expect((await remove('federation2', document.no, document.version)).statusCode).toBe(204);
    expect(await writes()).toEqual({ rows: before.rows - 1, files: before.files - 1, audit: before.audit + 1 });
    expect((await download('federation2', document.no)).statusCode).toBe(404);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entityNo, String(document.no))));
    expect(entry).toMatchObject({ entity: 'PersonDocument', before: { personNo: paola, kind: 'passport' } });
  });
});
