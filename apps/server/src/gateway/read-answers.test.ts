import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildRequest, get } from '@libero/shared/vis/request-builder';
import { ZUserDetail } from '@libero/shared/users/admin-users';
import { buildApp } from '../app';
import { DataChanges } from '../db/data-changes';
import { queryRows } from '../db/prepared';
import { users } from '../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { POSTGRES_URL } from '../../test/test-database';
import { readOnce } from './read-answers';
import type { ReadResult } from './read-entities';
import type { ReadPlan } from './read-plan';

const plan = {} as ReadPlan;
const resultOf = (name: string): ReadResult => ({ rows: [{ No: 1, Name: name }], nbItems: 1, version: 1 });

function heardChanges(): DataChanges {
  const changes = new DataChanges();
  changes.setHeard(true);
  return changes;
}

describe('readOnce', () => {
  it('reads a plan once while the data stays the same, and again once it changes', async () => {
    const changes = heardChanges();
    const read = vi.fn(async () => resultOf(`read ${read.mock.calls.length}`));
    expect((await readOnce(changes, 10_000, plan, read)).rows[0]!.Name).toBe('read 1');
    expect((await readOnce(changes, 10_000, plan, read)).rows[0]!.Name).toBe('read 1');
    expect(read).toHaveBeenCalledTimes(1);
    changes.changed();
    expect((await readOnce(changes, 10_000, plan, read)).rows[0]!.Name).toBe('read 2');
  });

  it('does not keep what was read while a change came, nor anything while changes may be missed', async () => {
    const changes = heardChanges();
    const read = vi.fn(async () => {
      if (read.mock.calls.length === 1) changes.changed();
      return resultOf(`read ${read.mock.calls.length}`);
    });
    await readOnce(changes, 10_000, plan, read);
    expect((await readOnce(changes, 10_000, plan, read)).rows[0]!.Name).toBe('read 2');

    changes.setHeard(false);
    const deaf = vi.fn(async () => resultOf('deaf'));
    await readOnce(changes, 10_000, plan, deaf);
    await readOnce(changes, 10_000, plan, deaf);
    expect(deaf).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer as long as the call that read it says', async () => {
    const changes = heardChanges();
    const read = vi.fn(async () => resultOf('x'));
    await readOnce(changes, 10_000, plan, read);
    const shortly = {} as ReadPlan;
    await readOnce(changes, 20, shortly, read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await readOnce(changes, 20, shortly, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing with no time to keep it, and shares its answers frozen', async () => {
    const changes = heardChanges();
    const read = vi.fn(async () => resultOf('x'));
    await readOnce(changes, 0, plan, read);
    await readOnce(changes, 0, plan, read);
    expect(read).toHaveBeenCalledTimes(2);
    const kept = await readOnce(changes, 10_000, {} as ReadPlan, read);
    expect(Object.isFrozen(kept.rows[0])).toBe(true);
  });
});

describe('answers kept by the gateway', () => {
  let t: TestApp;
  let cookie: string;
  let playerNo: number;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'administrator');
    const [player] = await t.app.identityDb.db.select().from(users).where(eq(users.username, 'player'));
    playerNo = player!.no;
  });
  afterAll(() => t?.close());

  const lastName = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
      payload: buildRequest(get('User', playerNo, { fields: ['LastName'] })),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.lastName as string;
  };

  /** A change the database does not announce (its triggers off for the transaction): only the kept answer can hide it. */
  const renameUnannounced = (name: string) =>
    t.app.identityDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ lastName: name }).where(eq(users.no, playerNo));
    });

  it('answers a read asked again from memory', async () => {
    const before = await lastName();
    await renameUnannounced('Unannounced');
    expect(await lastName()).toBe(before);
  });

  it('answers a change written to the database at once, whoever wrote it', async () => {
    await t.app.identityDb.db.update(users).set({ lastName: 'Direct' }).where(eq(users.no, playerNo));
    await expect.poll(lastName, { timeout: 5_000 }).toBe('Direct');
  });

  /** Renames the player through the users' admin route of `app`. */
  const renameThroughRoute = async (app: TestApp['app'], name: string) => {
    const detail = await app.inject({ method: 'GET', url: `/api/admin/users/${playerNo}`, headers: { cookie } });
    const { type, typeNo, username, firstName, email, countryCode, language, active, accesses, version } =
      ZUserDetail.parse(detail.json());
    const fields = { type, typeNo, username, firstName, email, countryCode, language, active, accesses, version };
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${playerNo}`,
      headers: { cookie },
      payload: { ...fields, lastName: name },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it('answers the writer’s own change at once, written through another route', async () => {
    await lastName();
    // Unannounced, the change can only be told by the route's process itself, before it answers.
    const announcing = async (on: boolean) => {
      for (const table of ['users', 'user_accesses'])
        await t.app.identityDb.db.execute(
          sql.raw(`alter table ${table} ${on ? 'enable' : 'disable'} trigger data_changed`),
        );
    };
    await announcing(false);
    try {
      await renameThroughRoute(t.app, 'Routed');
      expect(await lastName()).toBe('Routed');
    } finally {
      await announcing(true);
    }
  });

  it('every table of the data announces its changes', async () => {
    const rows = await queryRows<{ tablename: string }>(
      t.app.identityDb.db,
      sql`
      select tablename from pg_tables
      where schemaname = current_schema()
        and tablename not in ('sessions', 'audit_log', 'mail_outbox', 'work_digests', 'password_tokens', 'imports', 'import_rows', 'vis_copy_records', 'vis_copy_progress', 'person_duplicates', 'person_duplicate_dismissals')
        and not exists (
          select from pg_trigger
          where tgrelid = format('%I', tablename)::regclass and tgname = 'data_changed'
        )`,
    );
    expect(rows.map((row) => row.tablename)).toEqual([]);
  });

  it.skipIf(!POSTGRES_URL)('answers a change another process wrote once the database announces it', async () => {
    const other = await buildApp({ config: t.config, logger: false, webRoot: '/nonexistent-web-root' });
    try {
      await lastName();
      await renameThroughRoute(other, 'Elsewhere');
      await expect.poll(lastName, { timeout: 5_000 }).toBe('Elsewhere');
    } finally {
      await other.close();
    }
  });
});
