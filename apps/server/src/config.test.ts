import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrl, webConcurrency } from './config';

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ORG_CODE: 'FIVB',
      SEED: 'demo',
      DEMO_PASSWORD: 'volleyball',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(publicUrl(config)).toBe('http://localhost:3000');
  });

  it('reads the ceiling of lists answered without Take, a whole number of at least 1', () => {
    expect(loadConfig({}).LIST_MAX_ROWS).toBe(1_000_000);
    expect(loadConfig({ LIST_MAX_ROWS: '5000' }).LIST_MAX_ROWS).toBe(5000);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ LIST_MAX_ROWS: bad }), bad).toThrow(/ {2}LIST_MAX_ROWS:/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with one line naming each bad value', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', ORG_CODE: 'fivb', SEED: 'everything', DATABASE_URL: 'not a url' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'ORG_CODE', 'SEED', 'DATABASE_URL']) expect(message).toContain(`  ${name}:`);
    }
  });

  it('runs one process per CPU with PostgreSQL (one CPU left to a local one) and one with the embedded database, unless WEB_CONCURRENCY says', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db/libero' };
    expect(webConcurrency(loadConfig({}), 8)).toBe(1);
    expect(webConcurrency(loadConfig(postgres), 8)).toBe(8);
    for (const local of [
      'postgres://app@127.0.0.1:5432/libero',
      'postgres://app@localhost/libero',
      'postgres://app@[::1]/libero',
      'postgres:///libero?host=/var/run/postgresql',
    ]) {
      expect(webConcurrency(loadConfig({ DATABASE_URL: local }), 8), local).toBe(7);
      expect(webConcurrency(loadConfig({ DATABASE_URL: local }), 2), local).toBe(1);
      expect(webConcurrency(loadConfig({ DATABASE_URL: local }), 1), local).toBe(1);
    }
    expect(webConcurrency(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }), 8)).toBe(3);
    expect(webConcurrency(loadConfig({ ...postgres, WEB_CONCURRENCY: '' }), 8)).toBe(8);
    expect(webConcurrency(loadConfig({ WEB_CONCURRENCY: '1' }), 8)).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'all']) {
      expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: bad }), bad).toThrow(/ {2}WEB_CONCURRENCY:/);
    }
  });

  it('refuses several processes on the embedded database, naming the setting', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: must be 1 with the embedded database .*set DATABASE_URL/,
    );
  });

  it('reads the S3 settings together: a bucket, and both keys or neither', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'libero-documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: ' secret ',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({
      S3_BUCKET: 'libero-documents',
      S3_FORCE_PATH_STYLE: true,
      S3_SECRET_ACCESS_KEY: ' secret ',
    });
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'docs', S3_REGION: 'eu-west-1' }).S3_ACCESS_KEY_ID).toBeUndefined();
    const cases: [Record<string, string>, string][] = [
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT: needs S3_BUCKET'],
      [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_FORCE_PATH_STYLE: needs S3_BUCKET'],
      [{ S3_BUCKET: 'docs', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: set'],
      [{ S3_BUCKET: 'docs', S3_REGION: 'eu-west-1', S3_SECRET_ACCESS_KEY: 'x' }, 'S3_ACCESS_KEY_ID: set'],
      [{ S3_BUCKET: 'Docs_Bucket', S3_REGION: 'eu-west-1' }, 'S3_BUCKET: must be a bucket name'],
      [{ S3_BUCKET: 'docs' }, 'S3_REGION: needs a value'],
      [{ S3_BUCKET: 'docs', S3_ENDPOINT: 'ftp://store' }, 'S3_ENDPOINT: must start with http'],
      [{ S3_BUCKET: 'docs', S3_REGION: 'x', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE:'],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), message).toThrow(message);
  });

  it("takes a help site at an http(s) address, or none (the app's own guides)", () => {
    expect(loadConfig({}).HELP_URL).toBeUndefined();
    expect(loadConfig({ HELP_URL: '' }).HELP_URL).toBeUndefined();
    expect(loadConfig({ HELP_URL: 'https://help.example.org/' }).HELP_URL).toBe('https://help.example.org/');
    expect(() => loadConfig({ HELP_URL: 'javascript:alert(1)' })).toThrow('HELP_URL:');
    expect(() => loadConfig({ HELP_URL: 'help' })).toThrow('HELP_URL:');
  });

  it('takes a metrics token of at least 16 characters', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/ {2}METRICS_TOKEN:/);
  });
});
