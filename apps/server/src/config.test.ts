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
