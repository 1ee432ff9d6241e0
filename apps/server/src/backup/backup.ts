import { mkdir, mkdtemp, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { create as createTar } from 'tar';
import { ENVIRONMENTS, type Environment } from '@libero/shared/http/environments';
import type { Config } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { targetFor } from '../db/environment-databases';
import { createDocumentStorage } from '../features/documents';
import { copyDocumentsOut, MANIFEST, type Manifest } from './archive';
import { databaseExists, dumpDatabase, type PgTools } from './postgres-tools';

export type BackupResult = { file: string; bytes: number; manifest: Manifest; ms: number };

type Options = { out: string; tools?: PgTools; log?: (message: string) => void };

/** The environments' folders of the embedded database that exist. */
export async function embeddedEnvironments(config: Config): Promise<Environment[]> {
  const found: Environment[] = [];
  for (const environment of ENVIRONMENTS) {
    const dir = targetFor(config, environment);
    if (dir.kind === 'pglite' && (await stat(dir.dataDir).catch(() => undefined))?.isDirectory())
      found.push(environment);
  }
  return found;
}

/** Locks every environment's embedded database: none may be in use meanwhile. Answers the release. */
export async function lockEmbedded(config: Config, purpose: string): Promise<() => Promise<void>> {
  const releases: (() => Promise<void>)[] = [];
  const releaseAll = async () => {
    for (const release of releases.reverse()) await release();
  };
  try {
    for (const environment of ENVIRONMENTS) {
      const target = targetFor(config, environment);
      if (target.kind === 'pglite') releases.push(await lockDataDir(target.dataDir, purpose, { alone: true }));
    }
  } catch (error) {
    await releaseAll();
    throw error;
  }
  return releaseAll;
}

/**
 * Writes one `.tar.gz` with the databases and the documents (archive.ts tells its layout).
 * PostgreSQL: `pg_dump` of each environment's database that exists, taken while the app runs,
 * then the documents. Embedded database: the DATA_DIR folder, which no server may hold meanwhile
 * (refused, naming the process, when one does).
 */
export async function backup(config: Config, options: Options): Promise<BackupResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const file = resolve(options.out);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.libero-backup-'));
  const s3 = Boolean(config.S3_BUCKET);
  let release = async () => {};
  try {
    const manifest: Manifest = {
      format: 'libero-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: config.DATABASE_URL ? 'postgres' : 'embedded',
      environments: [],
      documents: { store: s3 ? 's3' : 'disk', count: 0, in: 'documents' },
    };
    const entries = [MANIFEST];
    if (manifest.database === 'postgres') {
      await mkdir(join(staging, 'databases'));
      for (const environment of ENVIRONMENTS) {
        const target = targetFor(config, environment);
        if (target.kind !== 'postgres') continue;
        if (environment !== 'production' && !(await databaseExists(target.url))) continue;
        log(`Dumping the ${environment} database…`);
        await dumpDatabase(options.tools ?? {}, target.url, join(staging, 'databases', `${environment}.dump`));
        manifest.environments.push(environment);
      }
      entries.push('databases');
    } else {
      release = await lockEmbedded(config, 'a backup');
      manifest.environments = await embeddedEnvironments(config);
      // The folder goes in as it is, under data/ (a link followed while archiving).
      await symlink(resolve(config.DATA_DIR), join(staging, 'data'), 'dir');
      entries.push('data');
      if (!s3) {
        manifest.documents.in = 'data/documents';
        manifest.documents.count = (await readdir(resolve(config.DATA_DIR, 'documents')).catch(() => [])).length;
      }
    }
    if (manifest.documents.in === 'documents') {
      log(`Copying the documents…`);
      manifest.documents.count = await copyDocumentsOut(createDocumentStorage(config), join(staging, 'documents'));
      entries.push('documents');
    }
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    log(`Writing ${file}…`);
    await createTar(
      {
        gzip: true,
        file,
        cwd: staging,
        follow: true,
        portable: true,
        // Locks say who holds a database now, not then.
        filter: (path) => !/^data\/[^/]+\.lock$/.test(path),
      },
      entries,
    );
    return { file, bytes: (await stat(file)).size, manifest, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  } finally {
    await release();
    await rm(staging, { recursive: true, force: true });
  }
}
