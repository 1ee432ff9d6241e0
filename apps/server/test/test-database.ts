import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { demoSeeders } from '../src/demo-seeders';
import { ZConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { derivedDatabaseUrl } from '../src/db/environment-databases';
import { seedIfNew } from '../src/db/seed/seed';

/** The integration suite runs on PGlite, or on PostgreSQL when DATABASE_URL is set. */
export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
/** One template per run, so that two runs on the same server do not trip over each other. */
const TEMPLATE_DATABASE = `libero_test_template_${process.pid}`;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return ZConfig.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: 'volleyball',
    SEED: 'demo',
    ...overrides,
  });
}

/** The template's data folder: its documents (the demo's evidence), and its embedded database. */
const templateDataDir = (template: string) => (POSTGRES_URL ? join(tmpdir(), template) : template);

/** Creates the migrated, demo-seeded template that each test file copies. */
export async function createTemplate(): Promise<string> {
  if (POSTGRES_URL) {
    await adminQuery(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await adminQuery(`create database ${TEMPLATE_DATABASE}`);
    const target = { kind: 'postgres', url: withDatabase(POSTGRES_URL, TEMPLATE_DATABASE), poolSize: 2 } as const;
    await migrateAndSeed(target, templateDataDir(TEMPLATE_DATABASE));
    return TEMPLATE_DATABASE;
  }
  const dir = await mkdtemp(join(tmpdir(), 'libero-template-'));
  await migrateAndSeed({ kind: 'pglite', dataDir: join(dir, 'production') }, dir);
  return dir;
}

export async function dropTemplate(template: string): Promise<void> {
  if (POSTGRES_URL) await adminQuery(`drop database if exists ${template} with (force)`);
  await rm(templateDataDir(template), { recursive: true, force: true });
}

async function migrateAndSeed(target: Parameters<typeof openDatabase>[0], dataDir: string) {
  const database = await openDatabase(target);
  try {
    // As the app seeds a new database: the features' demo data (and their documents) included.
    await database.migrate((db) =>
      seedIfNew(db, {
        environment: 'production',
        seed: 'demo',
        demoPassword: 'volleyball',
        announce: () => {},
        demoSeeders: demoSeeders(testConfig({ DATA_DIR: dataDir })),
      }).then(() => {}),
    );
  } finally {
    await database.close();
  }
}

/**
 * A database of its own for one test file, copied from the template; returns the settings that
 * point at it. `documents`: the demo's documents are copied too, to the disk store of its DATA_DIR.
 */
export async function createTestDatabase(
  template: string,
  { documents = false } = {},
): Promise<{ settings: Record<string, string>; drop: () => Promise<void> }> {
  const id = `libero_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'libero-test-'));
  const demoDocuments = join(templateDataDir(template), 'documents');
  if (documents && existsSync(demoDocuments)) await cp(demoDocuments, join(dataDir, 'documents'), { recursive: true });
  if (POSTGRES_URL) {
    await adminQuery(`create database ${id} template ${template}`);
    const url = withDatabase(POSTGRES_URL, id);
    return {
      settings: { DATABASE_URL: url, DATA_DIR: dataDir },
      drop: async () => {
        for (const name of [
          id,
          ...['uat', 'development'].map((env) => new URL(derivedDatabaseUrl(url, env as 'uat')).pathname.slice(1)),
        ]) {
          await adminQuery(`drop database if exists ${name} with (force)`);
        }
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  await cp(join(template, 'production'), join(dataDir, 'production'), { recursive: true });
  return { settings: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database, without the template's data: the app migrates it when it opens it (an installation's first start). */
export async function createEmptyTestDatabase(): Promise<{
  settings: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const id = `libero_e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'libero-empty-'));
  const drop = () => rm(dataDir, { recursive: true, force: true });
  if (!POSTGRES_URL) return { settings: { DATA_DIR: dataDir, SEED: 'none' }, drop };
  await adminQuery(`create database ${id}`);
  return {
    settings: { DATABASE_URL: withDatabase(POSTGRES_URL, id), DATA_DIR: dataDir, SEED: 'none' },
    drop: async () => {
      await adminQuery(`drop database if exists ${id} with (force)`);
      await drop();
    },
  };
}
