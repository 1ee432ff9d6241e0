// Makes the journeys' PostgreSQL database (E2E_DATABASE_URL) new and empty, and drops its _uat and
// _development siblings, so that each run starts from a new demo as it does on the embedded database.
import pg from 'pg';

const url = new URL(process.env.E2E_DATABASE_URL);
const name = decodeURIComponent(url.pathname.slice(1));
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  for (const database of [name, `${name}_uat`, `${name}_development`])
    await client.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
  await client.query(`create database ${pg.escapeIdentifier(name)}`);
} finally {
  await client.end();
}
