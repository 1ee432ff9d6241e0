import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { createDocumentStorage } from './create-document-storage';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { startS3Server } from '../../../test/s3-server';

const MAX_BYTES = 16 * 1024 * 1024;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let cookie = '';
let paola = 0;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ ...s3.settings, DOCUMENT_MAX_BYTES: String(MAX_BYTES) });
  cookie = await signIn(t.app, 'administrator');
  const [player] = await t.app.identityDb.db
    .select({ typeNo: users.typeNo })
    .from(users)
    .where(eq(users.username, 'player'));
  paola = player!.typeNo;
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const pdf = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 16), Buffer.from('\n%%EOF\n')]);

async function upload(bytes: Buffer) {
  const form = new FormData();
  form.append('kind', 'passport');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'passport.pdf');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `/people/${paola}/documents`,
    headers: { cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const bucketKeys = async () => {
  const keys: string[] = [];
  for await (const key of createDocumentStorage(t.config).keys()) keys.push(key);
  return keys;
};

describe('documents of a person, kept in an S3-compatible store (S3_BUCKET)', () => {
  it('uploads in parts to the bucket, downloads byte for byte, deletes from the bucket; nothing on disk', async () => {
    const bytes = pdf(7 * 1024 * 1024);
    const created = await upload(bytes);
    expect(created.statusCode, created.body).toBe(201);
    const document = created.json().data;
    expect(document).toMatchObject({ sizeBytes: bytes.length, contentType: 'application/pdf' });
    expect(await bucketKeys()).toHaveLength(1);

    const file = await t.app.inject({ url: `/documents/${document.no}`, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(bytes.length));
    expect(file.rawPayload.equals(bytes)).toBe(true);
    await expect(readdir(join(t.config.DATA_DIR, 'documents'))).rejects.toThrow(/ENOENT/);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/documents/${document.no}?version=${document.version}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await bucketKeys()).toEqual([]);
  });

  it('leaves nothing in the bucket when a file is too large or not of an accepted type', async () => {
    expect((await upload(pdf(MAX_BYTES + 1))).statusCode).toBe(413);
    const text = await upload(Buffer.from('Not a PDF at all, only text.\n'.repeat(1000)));
    expect(text.statusCode).toBe(415);
    expect(await bucketKeys()).toEqual([]);
  });
});
