import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { MIGRATIONS_DIR } from '../paths';
import { createTestDatabase, POSTGRES_URL, testConfig } from '../../test/test-database';
import { signIn } from '../../test/test-app';
import { openDatabase } from './connection';
import { queryRows } from './prepared';
import { targetFor } from './environment-databases';
import { users } from './schema/identity';
import { hashPassword } from '../features/auth/passwords';

describe('persistence', () => {
  it('keeps data across a restart and does not seed again', async () => {
    const database = await createTestDatabase(inject('databaseTemplate'));
    try {
      const config = testConfig(database.settings);
      const first = await buildApp({ config, logger: false });
      await first.identityDb.db.insert(users).values({
        type: 6,
        username: 'newcomer',
        firstName: 'New',
        lastName: 'Comer',
        passwordHash: await hashPassword('newcomer pass 1'),
      });
      const before = await first.identityDb.db.$count(users);
      await first.close();

      const second = await buildApp({ config, logger: false });
      expect(await second.identityDb.db.$count(users)).toBe(before);
      const cookie = await signIn(second, 'newcomer', 'newcomer pass 1');
      expect((await second.inject({ url: '/auth/me', headers: { cookie } })).json().username).toBe('newcomer');
      await second.close();
    } finally {
      await database.drop();
    }
  });
});

describe('SEED=none', () => {
  it.runIf(!POSTGRES_URL)('starts with one administrator whose password is told once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'libero-empty-'));
    const told: string[] = [];
    try {
      const config = testConfig({ DATA_DIR: dataDir, SEED: 'none' });
      const app = await buildApp({ config, logger: false, announce: (m) => told.push(m) });
      expect(await app.identityDb.db.$count(users)).toBe(1);
      const password = /administrator \/ (\S+)/.exec(told[0] ?? '')?.[1];
      expect(password).toBeDefined();
      await signIn(app, 'administrator', password);
      await app.close();

      const again = await buildApp({ config, logger: false, announce: (m) => told.push(m) });
      expect(told).toHaveLength(1);
      expect(await again.identityDb.db.$count(users)).toBe(1);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('migrations', () => {
  it('a failing migration changes nothing and says why', async () => {
    const database = await createTestDatabase(inject('databaseTemplate'));
    const migrations = await mkdtemp(join(tmpdir(), 'libero-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, migrations, { recursive: true });
      await writeFile(
        join(migrations, '9999_broken.sql'),
        'CREATE TABLE half_done (id int);\n--> statement-breakpoint\nALTER TABLE users ADD COLUMN broken nonexistent_type;\n',
      );
      const journalPath = join(migrations, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8'));
      journal.entries.push({
        idx: journal.entries.length,
        version: '7',
        when: Date.now(),
        tag: '9999_broken',
        breakpoints: true,
      });
      await writeFile(journalPath, JSON.stringify(journal));

      const config = testConfig(database.settings);
      const broken = await openDatabase(targetFor(config, 'production'), migrations);
      await expect(broken.migrate(async () => {})).rejects.toThrow(/nonexistent_type/);
      await broken.close();

      const intact = await openDatabase(targetFor(config, 'production'));
      const tables = await intact.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_name = 'half_done'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      expect(await intact.db.$count(users, eq(users.username, 'administrator'))).toBe(1);
      await intact.close();
    } finally {
      await rm(migrations, { recursive: true, force: true });
      await database.drop();
    }
  });
});

describe('several app processes on one PostgreSQL', () => {
  it.runIf(POSTGRES_URL)('a session created through one is valid on the other', async () => {
    const database = await createTestDatabase(inject('databaseTemplate'));
    try {
      const config = testConfig(database.settings);
      const one = await buildApp({ config, logger: false });
      const two = await buildApp({ config, logger: false });
      await one.listen({ port: 0, host: '127.0.0.1' });
      await two.listen({ port: 0, host: '127.0.0.1' });
      const urlOf = (app: typeof one) => {
        const address = app.server.address();
        return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      };
      const login = await fetch(`${urlOf(one)}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'federation', password: 'volleyball' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
      const me = await fetch(`${urlOf(two)}/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { username: string }).username).toBe('federation');
      await fetch(`${urlOf(two)}/auth/logout`, { method: 'DELETE', headers: { cookie } });
      expect((await fetch(`${urlOf(one)}/auth/me`, { headers: { cookie } })).status).toBe(401);
      await one.close();
      await two.close();
    } finally {
      await database.drop();
    }
  });
});

describe('PostgreSQL connections', () => {
  it.runIf(POSTGRES_URL)(
    'plan every read for its values: a generic plan of a name search is ten times slower',
    async () => {
      const database = await createTestDatabase(inject('databaseTemplate'));
      try {
        const app = await buildApp({ config: testConfig(database.settings), logger: false });
        try {
          const mode = sql`select current_setting('plan_cache_mode') as mode`;
          for (let i = 0; i < 12; i++) await queryRows(app.identityDb.db, mode);
          expect(await queryRows(app.identityDb.db, mode)).toEqual([{ mode: 'force_custom_plan' }]);
        } finally {
          await app.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
