import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { Environment } from '@libero/shared/http/environments';
import type { Db } from '../connection';
import type { DemoSeeder } from './seed-demo';
import { users } from '../schema/identity';
import { appMeta } from '../schema/meta';

export type SeedOptions = {
  environment: Environment;
  seed: 'demo' | 'none';
  demoPassword: string;
  /** Where the one-time administrator password of an empty database is told. */
  announce: (message: string) => void;
  /** Run in order at the end of the demo seed, in its transaction: db/ knows no feature, so they are handed in. */
  demoSeeders?: readonly DemoSeeder[];
};

const SEED_KEY = 'seed';

/**
 * Seeds a database the first time it is opened, never again: the marker row is written in the
 * same transaction as the data, so an interrupted seed is simply redone at the next start.
 */
export async function seedIfNew(db: Db, options: SeedOptions): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done.length > 0) return false;
  await db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    // Loaded only to seed: the demo's generators (faker and its locales) cost the server tens of MB.
    if (options.seed === 'demo') await (await import('./seed-demo')).seedDemo(trx, options);
    else if (options.environment === 'production') await seedFirstAdministrator(trx, options);
    await trx.insert(appMeta).values({ key: SEED_KEY, value: { kind: options.seed, at: new Date().toISOString() } });
  });
  return true;
}

async function seedFirstAdministrator(db: Db, options: SeedOptions): Promise<void> {
  const password = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    type: UserTypeNo.Administrator,
    username: 'administrator',
    firstName: 'System',
    lastName: 'Administrator',
    passwordHash: await hash(password),
  });
  options.announce(
    `Created the first user: administrator / ${password}\nThis password is shown only once: sign in and change it.`,
  );
}
