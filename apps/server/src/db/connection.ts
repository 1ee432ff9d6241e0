import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { lockDataDir } from './data-dir-lock';

/** The one Drizzle type the app codes against, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };

export type Database = {
  kind: DatabaseTarget['kind'];
  db: Db;
  /** Runs the pending migrations, then `afterMigrate`, holding a lock so that concurrent starts wait. */
  migrate(afterMigrate: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with each `pg_notify(channel, payload)` of any process, once the
   * notifying transaction commits. `onListening(false)` when messages may be missed from then on
   * (the listening connection dropped: it connects again by itself), `onListening(true)` once they
   * are not (again). Answers a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL's connection pool now; PGlite has one connection and no pool. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

/** Extensions must be passed on every PGlite open. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Any number, shared by every process of the app: one migrates while the others wait. */
const MIGRATION_LOCK = 7_242_001;

export async function openDatabase(target: DatabaseTarget, migrationsFolder = MIGRATIONS_DIR): Promise<Database> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, migrationsFolder)
    : openPostgres(target, migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  await mkdir(dirname(dataDir), { recursive: true });
  const unlock = await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async migrate(afterMigrate) {
      // PGlite has a single connection owned by this process: no lock needed.
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await afterMigrate(db);
    },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onMessage, onListening) {
      // One process, one connection: nothing can be missed.
      const stop = await client.listen(channel, onMessage);
      onListening(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    poolStats: () => undefined,
    async close() {
      if (!client.closed) await client.close();
      await unlock();
    },
  };
}

/**
 * Settings of every pooled connection. Reads are named prepared statements (db/prepared.ts); after
 * five runs PostgreSQL may switch such a statement to a generic plan, blind to its values, and for
 * a name search within a federation that plan is ten times slower than one made for the values.
 * Parsing stays cached; planning for the values costs well under a millisecond.
 */
export const POOL_SESSION_OPTIONS = '-c plan_cache_mode=force_custom_plan';

async function openPostgres(target: { url: string; poolSize: number }, migrationsFolder: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize, options: POOL_SESSION_OPTIONS });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePostgres({ client });
        await migratePostgres(locked, { migrationsFolder });
        await afterMigrate(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage, onListening) => listenPostgres(target.url, channel, onMessage, onListening),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 2_000;

/**
 * A connection of its own that listens to `channel` (a pooled one would be handed to queries).
 * When it drops, `onListening(false)`: whatever is notified meanwhile is missed; it connects again
 * and says `onListening(true)`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(again), RELISTEN_MS);
    retry.unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped) return;
      onListening(false);
      again();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
    onListening(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Makes sure the database named in `url` exists, creating it through the server's `postgres`
 * maintenance database when it does not (used for the derived uat/development databases).
 */
export async function ensurePostgresDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
    }
  } catch (error) {
    // Another process may have created it at the same moment.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}
