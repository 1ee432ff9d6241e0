import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/identity';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

type Endpoint = { method: string; path: string };

/**
 * Every route Fastify serves under `/api/admin`, read from its route tree (`printRoutes`), so that
 * a route added later is checked without anyone listing it here.
 */
function adminEndpoints(tree: string): Endpoint[] {
  const parents: string[] = [];
  const endpoints: Endpoint[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = [...parents, match[2] ?? ''].join('');
    parents.push(match[2] ?? '');
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD'))
      endpoints.push({ method, path });
  }
  return endpoints;
}

/** A concrete URL for a route: parameters filled with values that exist, required queries given. */
function urlOf(path: string, userNo: number): string {
  const filled = path.replace(':no', String(userNo)).replace(':id', '0123456789abcdef');
  if (filled.endsWith('/export')) return `${filled}?format=csv`;
  if (filled.endsWith('/linked')) return `${filled}?type=5&search=ken`;
  return filled;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '100' });
  for (const user of ['federation', 'coach', 'guest', 'supervisor']) cookies[user] = await signIn(t.app, user);
  // An admin acting as a coach is the coach here.
  cookies.impersonating = await signIn(t.app, 'administrator');
  const [coach] = await t.app.identityDb.db.select({ no: users.no }).from(users).where(eq(users.username, 'coach'));
  await t.app.inject({
    method: 'POST',
    url: '/auth/impersonate',
    headers: { cookie: cookies.impersonating },
    payload: { userNo: coach?.no },
  });
});
afterAll(() => t?.close());

describe('the administration endpoints', () => {
  it('are found in the route tree', () => {
    const paths = adminEndpoints(t.app.printRoutes({ commonPrefix: false })).map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:no',
        'POST /api/admin/users/:no/password-reset',
        'DELETE /api/admin/users/online/:id',
        'GET /api/admin/audit/export',
        'GET /api/admin/outbox',
      ]),
    );
  });

  it.each(['federation', 'coach', 'guest', 'impersonating'])('answer 403 to %s, and change nothing', async (user) => {
    const [federation] = await t.app.identityDb.db.select().from(users).where(eq(users.username, 'federation'));
    const before = await t.app.identityDb.db.$count(users);
    for (const { method, path } of adminEndpoints(t.app.printRoutes({ commonPrefix: false }))) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: urlOf(path, federation?.no ?? 0),
        headers: { cookie: cookies[user] ?? '' },
        ...(method === 'POST' || method === 'PUT'
          ? {
              payload: {
                type: 5,
                typeNo: 0,
                username: 'intruder',
                firstName: 'I',
                lastName: 'N',
                email: 'i@n.example',
                countryCode: null,
                language: 'en',
                active: false,
                accesses: [],
                sendResetLink: false,
                version: 0,
              },
            }
          : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().errors[0].code, `${method} ${path}`).toBe('AccessDenied');
    }
    expect(await t.app.identityDb.db.$count(users)).toBe(before);
    const [after] = await t.app.identityDb.db.select().from(users).where(eq(users.username, 'federation'));
    expect(after).toEqual(federation);
  });

  it('answer 401 to a request without a session', async () => {
    for (const { method, path } of adminEndpoints(t.app.printRoutes({ commonPrefix: false }))) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: urlOf(path, 1001),
        ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('refuse a non-admin impersonation', async () => {
    const [coach] = await t.app.identityDb.db.select({ no: users.no }).from(users).where(eq(users.username, 'coach'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: { cookie: cookies.federation ?? '' },
      payload: { userNo: coach?.no },
    });
    expect(response.statusCode).toBe(403);
  });
});
