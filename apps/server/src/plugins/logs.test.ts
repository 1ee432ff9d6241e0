import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logOptions } from '../lib/log-options';
import { createTestApp, type TestApp } from '../../test/test-app';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
});
afterAll(() => t?.close());

describe('the logs', () => {
  it("keep no password, cookie, authorization, e-mail address or body of a sign-in's requests", async () => {
    const [admin] = await t.app.identityDb.db
      .execute<{ email: string }>(
        // Any user with an e-mail address will do: the administrator has one.
        (await import('drizzle-orm')).sql`select email from users where username = 'administrator'`,
      )
      .then((result) => (result as unknown as { rows: { email: string }[] }).rows);
    const email = admin?.email ?? '';
    expect(email).toContain('@');
    lines.length = 0;

    const failed = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: email, password: 'Wrong-Secret-Password' },
    });
    expect(failed.statusCode).toBe(401);
    const typo = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'Typed-Password-In-Username', password: 'x' },
    });
    expect(typo.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'administrator', password: 'volleyball' },
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === 'libero_session')?.value ?? '';
    expect(session.length).toBeGreaterThan(10);
    await t.app.inject({
      url: `/api/admin/users?search=${encodeURIComponent(email)}`,
      headers: { cookie: `libero_session=${session}`, authorization: 'Bearer Secret-Bearer-Token' },
    });
    await t.app.inject({ url: '/auth/password-token/Secret-Reset-Token-123' });

    expect(lines.length).toBeGreaterThan(5);
    const logs = lines.join('\n');
    for (const secret of [
      'volleyball',
      'Wrong-Secret-Password',
      'Typed-Password-In-Username',
      session,
      'Secret-Bearer-Token',
      'Secret-Reset-Token-123',
      email,
      email.split('@')[0] ?? email,
    ]) {
      expect(logs, secret).not.toContain(secret);
    }
    expect(logs).not.toMatch(/cookie|authorization|"body"|password"/i);
    // What they do keep: what was asked, and how it went.
    const requests = lines.map((line) => JSON.parse(line) as { req?: { url: string }; msg: string });
    expect(requests.map((r) => r.req?.url).filter(Boolean)).toEqual(
      expect.arrayContaining(['/auth/login', '/api/admin/users', '/auth/password-token/:token']),
    );
    expect(requests.filter((r) => r.msg === 'Failed sign-in')).toHaveLength(2);
    // One line per request, when it is answered, saying what was asked and how it went.
    const completed = lines
      .map((line) => JSON.parse(line) as { req?: { url: string }; res?: { statusCode: number }; msg: string })
      .filter((r) => r.req !== undefined);
    expect(completed.every((r) => r.msg === 'request completed' && typeof r.res?.statusCode === 'number')).toBe(true);
    expect(completed.filter((r) => r.req?.url === '/auth/login').map((r) => r.res?.statusCode)).toEqual([
      401, 401, 200,
    ]);
  });

  it("drop a failed query's values and e-mail addresses from errors", () => {
    const written: string[] = [];
    const logger = pino(
      logOptions('info'),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written.push(chunk.toString());
          done();
        },
      }),
    );
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1, $2)\nparams: jane@example.org,Hash'),
      {
        params: ['jane@example.org', 'Hash'],
        cause: Object.assign(new Error('duplicate key'), { detail: 'Key (email)=(jane@example.org) already exists.' }),
      },
    );
    logger.error({ err: error, password: 'Secret', user: { email: 'jane@example.org' } }, 'Request failed');
    const line = written.join('');
    expect(line).toContain('Failed query: insert into users');
    expect(line).not.toContain('jane@example.org');
    expect(line).not.toContain('Hash');
    expect(line).not.toContain('Secret');
  });
});
