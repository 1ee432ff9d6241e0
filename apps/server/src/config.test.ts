import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrl } from './config';

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
    expect(loadConfig({}).LIST_MAX_ROWS).toBe(100_000);
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
});
