import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { SERVER_ROOT } from '../paths';
import { createTestDatabase, POSTGRES_URL } from '../../test/test-database';
import { DataDirLockedError } from './data-dir-lock';
import { MigrationError, openEnvironmentDatabase } from './environment-databases';
import { prepareInChild } from './prepare-in-child';
import { queryRows } from './prepared';

/** The server's own program, as `npm run dev` runs it. */
const MAIN = { script: join(SERVER_ROOT, 'src', 'main.ts'), execArgv: ['--import', 'tsx'] };

describe('a database migrated and seeded in a child process', () => {
  let drop: () => Promise<void> = async () => {};
  afterEach(async () => drop());

  async function settings(): Promise<Record<string, string>> {
    const database = await createTestDatabase(inject('databaseTemplate'));
    drop = database.drop;
    return { PATH: process.env.PATH ?? '', ...database.settings, SEED: 'none' };
  }

  it('is migrated and seeded when the child is done, by the child alone', async () => {
    const env = await settings();
    await prepareInChild('uat', { ...MAIN, env });

    const uat = await openEnvironmentDatabase(loadConfig(env), 'uat');
    try {
      const seeded = await queryRows<{ kind: string }>(
        uat.db,
        sql`select value->>'kind' as kind from app_meta where key = 'seed'`,
      );
      expect(seeded).toEqual([{ kind: 'none' }]);
      const [migrations] = await queryRows<{ n: number }>(
        uat.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations?.n).toBeGreaterThan(20);
    } finally {
      await uat.close();
    }
  }, 60_000);

  it.skipIf(POSTGRES_URL)(
    'reports a folder another process holds, as the server would itself',
    async () => {
      const env = await settings();
      const held = await openEnvironmentDatabase(loadConfig(env), 'uat');
      try {
        const preparing = prepareInChild('uat', { ...MAIN, env });
        await expect(preparing).rejects.toBeInstanceOf(DataDirLockedError);
        await expect(preparing).rejects.toThrow(join(env.DATA_DIR ?? '', 'uat'));
      } finally {
        await held.close();
      }
    },
    60_000,
  );

  it.runIf(POSTGRES_URL)(
    'reports a database it cannot reach with the reason',
    async () => {
      const env = { ...(await settings()), DATABASE_URL_UAT: 'postgres://postgres@127.0.0.1:1/nowhere' };
      const preparing = prepareInChild('uat', { ...MAIN, env });
      await expect(preparing).rejects.toBeInstanceOf(MigrationError);
      await expect(preparing).rejects.toThrow('ECONNREFUSED');
    },
    60_000,
  );
});
