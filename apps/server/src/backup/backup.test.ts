import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { create as createTar, list as listTar } from 'tar';
import { buildApp } from '../app';
import type { Config } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { users } from '../db/schema/identity';
import { persons } from '../db/schema/people';
import { createDocumentStorage } from '../features/documents';
import { removeAllDocuments } from './archive';
import { backup } from './backup';
import { restore, RestoreRefused } from './restore';
import { signIn } from '../../test/test-app';
import { createTestDatabase, POSTGRES_URL, testConfig } from '../../test/test-database';
import { startS3Server } from '../../test/s3-server';

let folder = '';
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'libero-backups-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

const open = async (config: Config) => {
  const app = await buildApp({ config, logger: false, webRoot: '/nonexistent-web-root' });
  await app.ready();
  return app;
};

type Seeded = { documentNo: number; bytes: Buffer; personNo: number; marker: string };

/** A record changed and a document uploaded, through the app. */
async function seed(config: Config): Promise<Seeded> {
  const app = await open(config);
  try {
    const db = app.identityDb.db;
    const [player] = await db.select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'player'));
    const personNo = player!.typeNo;
    const marker = `Restored-${randomBytes(4).toString('hex')}`;
    await db.update(persons).set({ firstName: marker }).where(eq(persons.no, personNo));
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('kind', 'passport');
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'passport.pdf');
    const encoded = new Response(form);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/people/${personNo}/documents`,
      headers: {
        cookie: await signIn(app, 'administrator'),
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return { documentNo: uploaded.json().data.no as number, bytes, personNo, marker };
  } finally {
    await app.close();
  }
}

/** The record and the document are there, through the app. */
async function expectBack(config: Config, seeded: Seeded) {
  const app = await open(config);
  try {
    const [person] = await app.identityDb.db
      .select({ firstName: persons.firstName })
      .from(persons)
      .where(eq(persons.no, seeded.personNo));
    expect(person?.firstName).toBe(seeded.marker);
    const file = await app.inject({
      url: `/documents/${seeded.documentNo}`,
      headers: { cookie: await signIn(app, 'administrator') },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(seeded.bytes)).toBe(true);
  } finally {
    await app.close();
  }
}

async function entriesOf(file: string): Promise<string[]> {
  const entries: string[] = [];
  await listTar({ file, onReadEntry: (entry) => void entries.push(entry.path) });
  return entries;
}

async function dropDatabase(url: string) {
  const maintenance = new URL(url);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await client.end();
}

describe('npm run backup / restore', () => {
  it.runIf(!POSTGRES_URL)(
    'embedded database: refuses while a server holds it; backs up, and restores into an empty DATA_DIR',
    async () => {
      const database = await createTestDatabase(inject('databaseTemplate'));
      try {
        const config = testConfig(database.settings);
        const seeded = await seed(config);
        const out = join(folder, 'embedded.tar.gz');

        const running = await open(config);
        await expect(backup(config, { out })).rejects.toThrow(DataDirLockedError);
        await expect(backup(config, { out })).rejects.toThrow(/is in use by .*stop it before starting a backup/);
        await running.close();

        const made = await backup(config, { out });
        expect(made.manifest).toMatchObject({ database: 'embedded', environments: ['production'] });
        expect(made.manifest.documents).toMatchObject({ store: 'disk', count: 1, in: 'data/documents' });
        const entries = await entriesOf(out);
        expect(entries).toContain('manifest.json');
        expect(entries).toContain('data/production/PG_VERSION');
        expect(entries.filter((e) => e.startsWith('data/documents/') && e !== 'data/documents/')).toHaveLength(1);
        expect(entries.some((e) => e.endsWith('.lock'))).toBe(false);

        await rm(config.DATA_DIR, { recursive: true, force: true });
        await restore(config, { file: out });
        await expectBack(config, seeded);

        await expect(restore(config, { file: out })).rejects.toThrow(RestoreRefused);
        await expect(restore(config, { file: out })).rejects.toThrow(/is not empty: .*--force/);
        await restore(config, { file: out, force: true });
        await expectBack(config, seeded);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );

  it.runIf(POSTGRES_URL)(
    'PostgreSQL: backs up with pg_dump while the app runs, and restores into a missing database',
    async () => {
      const database = await createTestDatabase(inject('databaseTemplate'));
      try {
        const config = testConfig(database.settings);
        const seeded = await seed(config);
        const out = join(folder, 'postgres.tar.gz');
        const running = await open(config);
        const made = await backup(config, { out });
        await running.close();
        expect(made.manifest).toMatchObject({ database: 'postgres', environments: ['production'] });
        expect(made.manifest.documents).toMatchObject({ store: 'disk', count: 1, in: 'documents' });
        const entries = await entriesOf(out);
        expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'databases/production.dump']));
        expect(entries.filter((e) => /^documents\/.+/.test(e))).toHaveLength(1);

        await dropDatabase(config.DATABASE_URL!);
        await rm(join(config.DATA_DIR, 'documents'), { recursive: true, force: true });
        await restore(config, { file: out });
        await expectBack(config, seeded);

        await expect(restore(config, { file: out })).rejects.toThrow(/The production database is not empty/);
        await restore(config, { file: out, force: true });
        await expectBack(config, seeded);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );

  it('with the documents in an S3 store: backs up its objects, and puts them back into an emptied bucket', async () => {
    const database = await createTestDatabase(inject('databaseTemplate'));
    try {
      const config = testConfig({ ...database.settings, ...s3.settings });
      const seeded = await seed(config);
      const out = join(folder, 's3.tar.gz');
      const made = await backup(config, { out });
      expect(made.manifest.documents).toMatchObject({ store: 's3', count: 1, in: 'documents' });

      const storage = createDocumentStorage(config);
      await removeAllDocuments(storage);
      if (config.DATABASE_URL) await dropDatabase(config.DATABASE_URL);
      else await rm(config.DATA_DIR, { recursive: true, force: true });
      await restore(config, { file: out });
      await expectBack(config, seeded);
      expect(await readdir(join(config.DATA_DIR, 'documents')).catch(() => [])).toEqual([]);

      await expect(restore(config, { file: out })).rejects.toThrow(/is not empty/);
      await removeAllDocuments(storage);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('refuses what is not a backup, and a backup of the other kind of database', async () => {
    const config = testConfig({ DATA_DIR: join(folder, 'elsewhere') });
    const make = async (name: string, manifest: unknown) => {
      const dir = await mkdtemp(join(folder, 'made-'));
      await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
      await createTar({ gzip: true, file: join(folder, name), cwd: dir }, ['manifest.json']);
      return join(folder, name);
    };
    const notBackup = await make('not-a-backup.tar.gz', { hello: 'world' });
    await expect(restore(config, { file: notBackup })).rejects.toThrow(/not a Libero backup/);
    const ofPostgres = await make('of-postgres.tar.gz', {
      format: 'libero-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: 'postgres',
      environments: ['production'],
      documents: { store: 'disk', count: 0, in: 'documents' },
    });
    await expect(restore(config, { file: ofPostgres })).rejects.toThrow(
      'This backup is of PostgreSQL, and the configuration names the embedded database (no DATABASE_URL).',
    );
  });
});
