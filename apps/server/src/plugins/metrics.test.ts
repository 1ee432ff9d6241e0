import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRequest, getList } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { POSTGRES_URL } from '../../test/test-database';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t?.close());

const metrics = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ url: '/metrics', ...options });

/** The value of one series, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? '').split(',');
    if (wanted.every((label) => given.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await t.app.inject({ url: '/api/transfers/424242' });
    await t.app.inject({ url: '/no/such/page/987654', headers: { accept: 'application/json' } });
    const response = await metrics();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(3);
    expect(sample(text, 'http_requests_total', { route: '/api/transfers/:no', status_class: '4xx' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: '2xx' }),
    ).toBe(3);
    expect(text).not.toMatch(/424242|987654/);
  });

  it('tells the mail outbox, the database pool (PostgreSQL) and the process', async () => {
    const text = (await metrics()).body;
    for (const status of ['pending', 'sending', 'held', 'failed'])
      expect(sample(text, 'libero_mail_outbox_mails', { status }), status).toBeGreaterThanOrEqual(0);
    const pool = sample(text, 'libero_db_pool_connections', { environment: 'production' });
    if (POSTGRES_URL) {
      expect(pool).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'libero_db_pool_waiting_queries', { environment: 'production' })).toBe(0);
    } else expect(pool).toBeUndefined();
    expect(sample(text, 'process_cpu_user_seconds_total', {})).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
  });

  it('tells how the reads asked before were answered: from memory or from the database', async () => {
    const cookie = await signIn(t.app, 'administrator');
    const read = () =>
      t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
        payload: buildRequest(getList('Confederation', { take: 5 })),
      });
    const count = async (from: string) =>
      sample((await metrics()).body, 'libero_read_answers_total', { environment: 'production', from }) ?? 0;
    const [memory, database] = [await count('memory'), await count('database')];
    for (let i = 0; i < 3; i++) expect((await read()).statusCode).toBe(200);
    expect(await count('database')).toBe(database + 1);
    expect(await count('memory')).toBe(memory + 2);
  });

  it('answers this machine, and other machines only with METRICS_TOKEN', async () => {
    const remote = '203.0.113.7';
    expect((await metrics({ remoteAddress: remote })).statusCode).toBe(403);
    expect((await metrics({ remoteAddress: remote, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
      200,
    );
    expect(
      (await metrics({ remoteAddress: remote, headers: { authorization: 'Bearer not-the-token' } })).statusCode,
    ).toBe(401);
    // Through a proxy on this machine: not local.
    expect((await metrics({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403);
    expect((await metrics({ remoteAddress: '::1' })).statusCode).toBe(200);
  });
});
