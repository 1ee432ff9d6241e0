import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/connection';

const dialect = new PgDialect();

/**
 * Records the text of each statement `db` runs from now on, in its transactions too (PostgreSQL
 * reads a whole list in one), keeping nothing of their rows.
 */
export function recordStatements(db: Db): { statements: string[]; restore: () => void } {
  const { execute, transaction } = db;
  const statements: string[] = [];
  const recorded = (run: Db['execute']) =>
    function (this: Db, query: Parameters<Db['execute']>[0]) {
      statements.push(typeof query === 'string' ? query : dialect.sqlToQuery(query as SQL).sql);
      return run.call(this, query);
    } as Db['execute'];
  db.execute = recorded(execute);
  db.transaction = function (this: Db, body, config) {
    return transaction.call(
      this,
      (tx) => {
        tx.execute = recorded(tx.execute);
        return body(tx);
      },
      config,
    );
  } as Db['transaction'];
  return { statements, restore: () => Object.assign(db, { execute, transaction }) };
}
