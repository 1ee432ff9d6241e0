import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

/**
 * pg_dump and pg_restore, and what the backup asks a PostgreSQL server. The binaries must be of
 * the server's major version or newer (`--pg-bin` names their folder).
 */
export type PgTools = { binDir?: string };

/** The URL without its password (which goes in PGPASSWORD, out of the process list). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tools: PgTools, program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = tools.binDir ? join(tools.binDir, program) : program;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${command} was not found: install PostgreSQL's client tools, or name their folder with --pg-bin`)
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (exit ${code}): ${errors.trim().slice(-2000)}`));
    });
  });
}

/** `pg_dump -Fc`: the whole database in PostgreSQL's compressed custom format. */
export function dumpDatabase(tools: PgTools, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  return run(tools, 'pg_dump', ['--format=custom', '--file', file, '--dbname', dbname], env);
}

/** `pg_restore` into an empty database, as the connecting role (owners and grants of the source are not kept). */
export function restoreDatabase(tools: PgTools, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  return run(
    tools,
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', dbname, file],
    env,
  );
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

async function withMaintenance<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function databaseExists(url: string): Promise<boolean> {
  return withMaintenance(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [databaseName(url)]);
    return (found.rowCount ?? 0) > 0;
  });
}

/** Whether the database holds any table (or view, sequence…) of its own. */
export async function databaseIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'`,
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** Creates the database, first dropping it (and ending its connections) when `replace`. */
export function createDatabase(url: string, replace: boolean): Promise<void> {
  const name = pg.escapeIdentifier(databaseName(url));
  return withMaintenance(url, async (client) => {
    if (replace) await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}
