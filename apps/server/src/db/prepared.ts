import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './connection';

const dialect = new PgDialect();

/**
 * Runs a read and answers its rows. On a PostgreSQL pool the statement is named after its text, so
 * that each connection parses and plans a query shape once rather than on every request; in a
 * transaction or on the embedded database, as Drizzle runs it.
 */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return (await client.query<T & pg.QueryResultRow>(statementOf(query))).rows;
}

type Statement = { name: string; text: string; values: unknown[] };

/** Queries run again as the same object (a plan's, kept by the gateway) are compiled and named once. */
const statements = new WeakMap<SQL, Statement>();

function statementOf(query: SQL): Statement {
  let statement = statements.get(query);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    statement = { name: createHash('sha1').update(text).digest('base64url'), text, values: params };
    statements.set(query, statement);
  }
  return statement;
}
