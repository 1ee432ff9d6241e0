import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'libero-web-'));
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><meta name="libero:org-code" content="FIVB" /><meta name="libero:help-url" content="" /><title>FIVB</title><div id="root"></div>',
  );
  await writeFile(join(webRoot, 'robots.txt'), 'User-agent: *');
  t = await createTestApp(
    { ORG_CODE: 'CEV', HELP_URL: 'https://help.example.org/guides?from=libero&lang=en' },
    { webRoot },
  );
});
afterAll(async () => {
  await t?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', pid: process.pid });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', environment: 'production' });
  });
});

describe('web app and unknown paths', () => {
  it('serves index.html at the root', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('writes ORG_CODE and HELP_URL into the page for the web app', async () => {
    const page = await t.app.inject({ url: '/federations' });
    expect(page.body).toContain('<meta name="libero:org-code" content="CEV" />');
    expect(page.body).toContain('<title>CEV</title>');
    expect(page.body).toContain(
      '<meta name="libero:help-url" content="https://help.example.org/guides?from=libero&amp;lang=en" />',
    );
  });

  it('serves index.html for the app routes, with security headers', async () => {
    const page = await t.app.inject({ url: '/players/123?tab=contacts', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves static files', async () => {
    const file = await t.app.inject({ url: '/robots.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('User-agent');
  });

  it('answers a JSON 404 for unknown API paths, missing files and other methods', async () => {
    for (const [method, url] of [
      ['GET', '/auth/nothing'],
      ['GET', '/api/nothing'],
      ['GET', '/assets/missing.js'],
      ['POST', '/players'],
      ['GET', '/VIS2009/nothing'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].code).toBe('NotFound');
    }
  });
});

describe('network environments', () => {
  const env = (value: string, cookie?: string) =>
    t.app.inject({ url: '/readyz', headers: { 'x-cev-env': value, ...(cookie ? { cookie } : {}) } });

  it('refuses an unknown environment with a 400', async () => {
    const response = await env('staging');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'UnknownEnvironment', detail: 'x-cev-env' });
  });

  it('keeps uat and development for Supervisors', async () => {
    expect((await env('production')).statusCode).toBe(200);
    expect((await env('uat')).statusCode).toBe(401);
    expect((await env('uat', await signIn(t.app, 'administrator'))).statusCode).toBe(403);
    expect((await env('development', await signIn(t.app, 'federation'))).statusCode).toBe(403);
  });

  // A new network's database is created, migrated and seeded with the whole demo on first use.
  it("opens a Supervisor's uat database lazily, migrated and seeded, apart from production", async () => {
    const response = await env('uat', await signIn(t.app, 'supervisor'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', environment: 'uat' });
    const uat = await t.app.databases.get('uat');
    expect(uat).not.toBe(t.app.identityDb);
    const federations = await uat.db.execute<{ n: number }>('select count(*)::int as n from federations');
    const usersInUat = await uat.db.execute<{ n: number }>('select count(*)::int as n from users');
    expect(rowsOf<{ n: number }>(federations)[0]?.n).toBeGreaterThan(200);
    expect(rowsOf<{ n: number }>(usersInUat)[0]?.n).toBe(0);
  }, 180_000);

  it('takes the environment from `env` on a GET, for download links, with the same checks', async () => {
    const supervisor = await signIn(t.app, 'supervisor');
    const get = (query: string, cookie?: string) =>
      t.app.inject({ url: `/readyz?${query}`, headers: cookie ? { cookie } : {} });
    expect((await get('env=uat', supervisor)).json()).toEqual({ status: 'ok', environment: 'uat' });
    expect((await get('env=uat', await signIn(t.app, 'administrator'))).statusCode).toBe(403);
    expect((await get('env=staging')).statusCode).toBe(400);
  });

  it('ignores the header on sign-in: identity lives in production', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-cev-env': 'uat' },
      payload: { username: 'player', password: 'volleyball' },
    });
    expect(response.statusCode).toBe(200);
  });
});

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too, but typed differently. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
