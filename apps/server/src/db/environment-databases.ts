import { join, resolve } from 'node:path';
import type { Environment } from '@libero/shared/http/environments';
import type { Config } from '../config';
import { ensurePostgresDatabase, openDatabase, type Database, type DatabaseTarget } from './connection';
import { followDataChanges, type DataChanges } from './data-changes';
import type { DemoSeeder } from './seed/seed-demo';
import { seedIfNew } from './seed/seed';

export class MigrationError extends Error {
  override name = 'MigrationError';
}

type Options = {
  config: Config;
  announce: (message: string) => void;
  log: { info: (msg: string) => void };
  /** The features' demo data, run after the demo seed of a new database. */
  demoSeeders?: readonly DemoSeeder[];
  /**
   * Migrates and seeds an environment's database before it is opened here, elsewhere (main.ts: in
   * a child process). Without it this process does it.
   */
  prepare?: (environment: Environment) => Promise<void>;
};

/** An environment's database, with the changes to its data as they are announced. */
export type EnvironmentDatabase = Database & { changes: DataChanges };

/**
 * One database per network environment (SPEC §4), opened lazily on first use, migrated and
 * seeded when new. Users and sessions are read from production only.
 */
export class EnvironmentDatabases {
  readonly #opening = new Map<Environment, Promise<EnvironmentDatabase>>();
  readonly #open = new Map<Environment, EnvironmentDatabase>();
  readonly #options: Options;

  constructor(options: Options) {
    this.#options = options;
  }

  get(environment: Environment): Promise<EnvironmentDatabase> {
    let database = this.#opening.get(environment);
    if (!database) {
      database = this.#openMigrated(environment);
      this.#opening.set(environment, database);
      database.then(
        (opened) => this.#open.set(environment, opened),
        () => {},
      );
      // A failed open is tried again at the next request rather than remembered.
      database.catch(() => this.#opening.delete(environment));
    }
    return database;
  }

  /** The databases open now (for /metrics): those never used are not opened for it. */
  opened(): [Environment, EnvironmentDatabase][] {
    return [...this.#open];
  }

  async closeAll(): Promise<void> {
    const open = [...this.#opening.values()];
    this.#opening.clear();
    this.#open.clear();
    await Promise.all(open.map(async (d) => (await d.catch(() => undefined))?.close()));
  }

  async #openMigrated(environment: Environment): Promise<EnvironmentDatabase> {
    await this.#options.prepare?.(environment);
    const database = await openEnvironmentDatabase(this.#options.config, environment);
    await migrateAndSeed(database, environment, this.#options);
    try {
      const { changes, stop } = await followDataChanges(database);
      return {
        ...database,
        changes,
        async close() {
          await stop();
          await database.close();
        },
      };
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
  }
}

/**
 * Runs the pending migrations and seeds a new database, closing it when either fails. A database
 * already migrated and seeded costs a query or two.
 */
export async function migrateAndSeed(
  database: Database,
  environment: Environment,
  { config, announce, log, demoSeeders }: Omit<Options, 'prepare'>,
): Promise<void> {
  try {
    await database.migrate(async (db) => {
      const seeded = await seedIfNew(db, {
        environment,
        seed: config.SEED,
        demoPassword: config.DEMO_PASSWORD,
        announce,
        demoSeeders,
      });
      if (seeded) log.info(`Seeded the ${environment} database (${config.SEED})`);
    });
  } catch (error) {
    await database.close().catch(() => {});
    throw new MigrationError(
      `The ${environment} database could not be migrated; nothing was changed. ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Opens (creating a derived PostgreSQL database when missing) without migrating. */
export async function openEnvironmentDatabase(config: Config, environment: Environment): Promise<Database> {
  const target = targetFor(config, environment);
  if (target.kind === 'postgres' && environment !== 'production') await ensurePostgresDatabase(target.url);
  return openDatabase(target);
}

export function targetFor(config: Config, environment: Environment): DatabaseTarget {
  if (!config.DATABASE_URL) return { kind: 'pglite', dataDir: resolve(join(config.DATA_DIR, environment)) };
  const explicit = {
    production: config.DATABASE_URL,
    uat: config.DATABASE_URL_UAT,
    development: config.DATABASE_URL_DEVELOPMENT,
  }[environment];
  return {
    kind: 'postgres',
    url: explicit ?? derivedDatabaseUrl(config.DATABASE_URL, environment),
    poolSize: config.DATABASE_POOL_SIZE,
  };
}

/** `postgres://h/libero` → `postgres://h/libero_uat` for the other environments. */
export function derivedDatabaseUrl(url: string, environment: Environment): string {
  const derived = new URL(url);
  const name = decodeURIComponent(derived.pathname.slice(1)) || 'postgres';
  derived.pathname = `/${encodeURIComponent(`${name}_${environment}`)}`;
  return derived.toString();
}
