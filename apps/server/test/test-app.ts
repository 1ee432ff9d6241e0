import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { createEmptyTestDatabase, createTestDatabase, testConfig } from './test-database';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a database of its own (a copy of the seeded template, with its documents on disk unless S3 keeps them). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { webRoot?: string; logStream?: DestinationStream } = {},
) {
  const database = await createTestDatabase(inject('databaseTemplate'), { documents: !overrides.S3_BUCKET });
  return startApp(database, overrides, options);
}

/** The real app on a new database, empty (`SEED=none`): an installation's first start. */
export async function createEmptyTestApp(overrides: Record<string, string> = {}) {
  return startApp(await createEmptyTestDatabase(), overrides, {});
}

async function startApp(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  overrides: Record<string, string>,
  options: { webRoot?: string; logStream?: DestinationStream },
) {
  const config = testConfig({ ...database.settings, ...overrides });
  const app = await buildApp({
    config,
    // Silent, unless the test reads the logs.
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    webRoot: options.webRoot ?? '/nonexistent-web-root',
  });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Signs in and returns the cookie header to send with later requests. */
export async function signIn(app: TestApp['app'], username: string, password = 'volleyball'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'libero_session');
  if (!cookie) throw new Error('No session cookie');
  return `${cookie.name}=${cookie.value}`;
}
