import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { extract as extractTar } from 'tar';
import type { Config } from '../config';
import { targetFor } from '../db/environment-databases';
import { createDocumentStorage, documentStorageName } from '../features/documents';
import { copyDocumentsIn, hasDocuments, isManifest, MANIFEST, removeAllDocuments, type Manifest } from './archive';
import { lockEmbedded } from './backup';
import { createDatabase, databaseExists, databaseIsEmpty, restoreDatabase, type PgTools } from './postgres-tools';

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

type Options = { file: string; force?: boolean; tools?: PgTools; log?: (message: string) => void };

export type RestoreResult = { manifest: Manifest; documents: number; ms: number };

/** What DATA_DIR holds of an embedded installation (its locks aside). */
const DATA_DIR_ENTRIES = ['production', 'uat', 'development', 'documents', 'mail'];

/**
 * Puts a backup (backup.ts) back into the configured, empty databases and document store; a
 * target that is not empty is refused, unless `force`, which replaces it. The app must be stopped:
 * the embedded database's lock checks it; with PostgreSQL, `force` ends the connections it finds.
 */
export async function restore(config: Config, options: Options): Promise<RestoreResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const force = options.force ?? false;
  const dataDir = resolve(config.DATA_DIR);
  await mkdir(dirname(dataDir), { recursive: true });
  const staging = await mkdtemp(join(dirname(dataDir), '.libero-restore-'));
  let release = async () => {};
  try {
    log(`Reading ${options.file}…`);
    await extractTar({ file: options.file, cwd: staging, strict: true });
    const manifest: unknown = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8').catch(() => 'null'));
    if (!isManifest(manifest)) throw new RestoreRefused(`${options.file} is not a Libero backup (no manifest.json)`);
    const kind = config.DATABASE_URL ? 'postgres' : 'embedded';
    if (manifest.database !== kind) {
      throw new RestoreRefused(
        `This backup is of ${manifest.database === 'postgres' ? 'PostgreSQL' : 'the embedded database'}, ` +
          `and the configuration names ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (no DATABASE_URL)'}.`,
      );
    }
    const storage = createDocumentStorage(config);
    const s3 = Boolean(config.S3_BUCKET);
    // Documents outside data/ (PostgreSQL, an S3 store then), or into an S3 store now.
    const documentsFrom =
      manifest.documents.in === 'documents'
        ? join(staging, 'documents')
        : s3
          ? join(staging, 'data', 'documents')
          : undefined;
    const refuse = (what: string) => {
      throw new RestoreRefused(`${what} is not empty: restore into an empty one, or pass --force to replace it`);
    };

    // Everything is checked before anything is changed.
    const databases = manifest.environments.map((environment) => ({
      environment,
      target: targetFor(config, environment),
    }));
    if (kind === 'embedded') {
      release = await lockEmbedded(config, 'a restore');
      const present = (await readdir(dataDir).catch(() => [])).filter((name) => DATA_DIR_ENTRIES.includes(name));
      if (present.length > 0 && !force) refuse(`${dataDir} (${present.join(', ')})`);
    } else {
      for (const { environment, target } of databases) {
        if (target.kind !== 'postgres') continue;
        if ((await databaseExists(target.url)) && !(await databaseIsEmpty(target.url)) && !force)
          refuse(`The ${environment} database`);
      }
    }
    if (documentsFrom && (await hasDocuments(storage)) && !force)
      refuse(`The document store (${documentStorageName(config)})`);

    if (kind === 'embedded') {
      for (const name of DATA_DIR_ENTRIES) await rm(join(dataDir, name), { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
      for (const name of await readdir(join(staging, 'data'))) {
        if (documentsFrom && name === 'documents') continue;
        log(`Restoring ${name}…`);
        await move(join(staging, 'data', name), join(dataDir, name));
      }
    } else {
      for (const { environment, target } of databases) {
        if (target.kind !== 'postgres') continue;
        log(`Restoring the ${environment} database…`);
        const exists = await databaseExists(target.url);
        if (!exists || force) await createDatabase(target.url, exists);
        await restoreDatabase(options.tools ?? {}, target.url, join(staging, 'databases', `${environment}.dump`));
      }
    }
    let documents = manifest.documents.count;
    if (documentsFrom) {
      if (force) await removeAllDocuments(storage);
      log(`Restoring the documents into ${documentStorageName(config)}…`);
      documents = await copyDocumentsIn(documentsFrom, storage);
    }
    return { manifest, documents, ms: Math.round(performance.now() - started) };
  } finally {
    await release();
    await rm(staging, { recursive: true, force: true });
  }
}

/** A rename, or a copy when the two are on different file systems. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
  }
  await stat(to);
}
