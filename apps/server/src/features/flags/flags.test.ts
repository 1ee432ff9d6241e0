import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagCode, flagUrl } from '@libero/shared/countries/countries';
import { federations } from '../../db/schema/bodies';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { flagFileNames } from './flag-images';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which must come first. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectFlag(url: string): Promise<Buffer> {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('public, max-age=604800');
  expect(response.headers.etag).toMatch(/^".+"$/);
  expect(pngSize(response.rawPayload)).toEqual({ width: 48, height: 36 });
  return response.rawPayload;
}

function expectNotFound(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ errors: [{ code: 'NotFound', status: '404' }] });
}

describe('GET /flags/:file', () => {
  it('serves a country flag as a 48×36 PNG, cacheable for a week', async () => {
    expect(flagUrl('ITA')).toBe('/flags/it.png');
    await expectFlag('/flags/it.png');
  });

  it('serves the unknown flag and the federation’s own flag, each its own picture', async () => {
    const unknown = await expectFlag(flagUrl(null));
    const federation = await expectFlag(flagUrl('FIV'));
    const italy = await expectFlag(flagUrl('it'));
    expect(federation.equals(unknown)).toBe(false);
    expect(italy.equals(unknown)).toBe(false);
  });

  it('gives retired codes the unknown flag', async () => {
    const unknown = await expectFlag('/flags/unknown.png');
    for (const code of ['cs', 'SU', 'yu']) expect((await expectFlag(flagUrl(code))).equals(unknown), code).toBe(true);
  });

  it('has a flag for every seeded federation, by country code and by federation code', async () => {
    const rows = await t.app.identityDb.db
      .select({ code: federations.code, countryCode: federations.countryCode })
      .from(federations);
    expect(rows.length).toBeGreaterThan(200);
    const urls = new Set(rows.flatMap((row) => [flagUrl(row.countryCode), flagUrl(row.code)]));
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
    // Every seeded code is a real country's flag, not the unknown one; the home nations have their own.
    expect(rows.filter((row) => flagCode(row.countryCode) === 'unknown' || flagCode(row.code) === 'unknown')).toEqual(
      [],
    );
    expect(
      rows
        .filter((row) => flagCode(row.code).startsWith('gb-'))
        .map((row) => row.code)
        .sort(),
    ).toEqual(['ENG', 'NIR', 'SCO', 'WAL']);
  });

  it('has every alpha-2 code of the country data, and nothing much else', () => {
    const names = flagFileNames();
    expect(names).toEqual(
      expect.arrayContaining(['it.png', 'gb.png', 'gb-sct.png', 'xk.png', 'unknown.png', 'FIV.png']),
    );
    expect(names.length).toBeGreaterThanOrEqual(250);
    expect(names.every((name) => /^([a-z]{2}|gb-(eng|nir|sct|wls)|unknown|FIV)\.png$/.test(name))).toBe(true);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/flags/fr.png');
    const etag = String(first.headers.etag);
    const again = await get('/flags/fr.png', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/flags/de.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers an unknown file name with the JSON 404, never a file from elsewhere', async () => {
    for (const url of [
      '/flags/../package.json',
      '/flags/..%2Fpackage.json',
      '/flags/..%2F..%2Fpackage.json',
      '/flags/zz.png',
      '/flags/it.svg',
      '/flags/IT.png',
      '/flags/it',
      '/flags/cs.png',
      '/flags/__proto__',
      '/flags/',
      '/flags',
      '/flags/it.png/x',
    ]) {
      expectNotFound(await get(url));
    }
  });

  it('is not swallowed by the web app', async () => {
    const webRoot = await mkdtemp(join(tmpdir(), 'flags-web-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>web</title>');
    const web = await createTestApp({}, { webRoot });
    try {
      expect((await web.app.inject({ url: '/flags/it.png' })).headers['content-type']).toBe('image/png');
      for (const url of ['/flags/zz', '/flags/zz.png', '/flags/a/b']) expectNotFound(await web.app.inject({ url }));
    } finally {
      await web.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
