import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../db/connection';
import { federations } from '../db/schema/bodies';
import { federationViewer, workQueueOf } from '../features/work-queue';
import type { AuthUser } from '../lib/request-auth';
import { WORK_SOURCES } from '../work-sources';
import { httpClient, percentile } from './timing';

/** How many transfers wait on the federation whose queue is measured (issue #26: 10,000). */
const ITEMS = Number(process.env.BENCH_QUEUE_ITEMS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_QUEUE_SAMPLES ?? 30);

export type QueueFigures = {
  target: string;
  items: number;
  sqlP50: number;
  sqlP95: number;
  httpP50: number;
  httpP95: number;
};

type Statement = { text: string; params: unknown[] };

/** Transfers from Kenya waiting on its signature as releasing federation, the demo's `federation`. */
async function openTransfersOf(db: Db, federationNo: number, to: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into volley_transfers (player_no, from_federation_no, to_federation_no, first_season, last_season, status, awaiting_parties)
    select p.nos[1 + i % cardinality(p.nos)], ${federationNo}, ${to}, ${new Date().getUTCFullYear()}, ${new Date().getUTCFullYear()},
           'awaitingFederations', '{releasingFederation}'
    from generate_series(1, ${count}) as i,
         (select array_agg(person_no) as nos from person_roles where role = 'player') p`);
}

/**
 * The statements the queue runs for `viewer`, as Drizzle sends them: the queue read once through a
 * Drizzle of the same client that writes down every query.
 */
async function statementsOf(db: Db, viewer: AuthUser, today: string): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const recording = (client instanceof pg.Pool
    ? drizzlePostgres({ client, logger })
    : drizzlePglite({ client, logger })) as unknown as Db;
  await workQueueOf(recording, viewer, today, WORK_SOURCES);
  return statements;
}

/** The statements run side by side, as the queue runs its areas, on the same client. */
function replay(db: Db, statements: Statement[]): () => Promise<unknown> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const run: (statement: Statement) => Promise<unknown> =
    client instanceof pg.Pool
      ? (statement: Statement) => client.query(statement.text, statement.params)
      : (statement: Statement) => client.query(statement.text, statement.params);
  return () => Promise.all(statements.map(run));
}

/**
 * A federation with `ITEMS` open items: `GET /api/work-queue` (an admin's view of the federation,
 * from a client in its own process) against the SQL the queue runs, replayed side by side on the
 * same database; interleaved, so that both see the same load.
 */
export async function benchWorkQueue(
  db: Db,
  target: string,
  address: string,
  cookie: string,
  admin: AuthUser,
): Promise<QueueFigures> {
  const [kenya] = await db.select({ no: federations.no }).from(federations).where(eq(federations.code, 'KEN'));
  const [italy] = await db.select({ no: federations.no }).from(federations).where(eq(federations.code, 'ITA'));
  await openTransfersOf(db, kenya!.no, italy!.no, ITEMS);
  const viewer = await federationViewer(db, db, admin, String(kenya!.no));
  const direct = replay(db, await statementsOf(db, viewer, utcDay(new Date())));
  const client = await httpClient(`${address}/api/work-queue?federation=${kenya!.no}`, { cookie });
  const raw: number[] = [];
  const http: number[] = [];
  try {
    for (let i = 0; i < 5; i++) await Promise.all([direct(), client.next()].map((p) => p.catch(() => {})));
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      await direct();
      raw.push(performance.now() - start);
      http.push(await client.next());
    }
  } finally {
    client.close();
  }
  const items = (await workQueueOf(db, viewer, utcDay(new Date()), WORK_SOURCES)).length;
  return {
    target,
    items,
    sqlP50: percentile(raw, 50),
    sqlP95: percentile(raw, 95),
    httpP50: percentile(http, 50),
    httpP95: percentile(http, 95),
  };
}
