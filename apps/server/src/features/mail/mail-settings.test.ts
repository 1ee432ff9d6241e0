import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { smtpOptions } from '../../lib/mailer';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('SMTP settings', () => {
  it('without any, nothing is sent (mails are held)', () => {
    const config = loadConfig({ SMTP_URL: '', SMTP_HOST: '', SMTP_PORT: '', SMTP_USER: '', SMTP_PASSWORD: '' });
    expect(config).toMatchObject({
      SMTP_SECURE: false,
      MAIL_POLL_SECONDS: 5,
      MAIL_MAX_ATTEMPTS: 8,
      MAIL_RETRY_SECONDS: 60,
    });
    expect(smtpOptions(config)).toBeUndefined();
  });

  it('reads SMTP_URL as before: host, port, TLS, user and password', () => {
    const options = smtpOptions(loadConfig({ SMTP_URL: 'smtps://mailer%40fivb:p%40ss@mail.example:465' }));
    expect(options).toMatchObject({
      host: 'mail.example',
      port: 465,
      secure: true,
      auth: { user: 'mailer@fivb', pass: 'p@ss' },
    });
    expect(smtpOptions(loadConfig({ SMTP_URL: 'smtp://relay.internal:25' }))).toMatchObject({
      host: 'relay.internal',
      port: 25,
      secure: false,
    });
  });

  it('reads SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER and SMTP_PASSWORD', () => {
    const options = smtpOptions(
      loadConfig({
        SMTP_HOST: 'mail.example',
        SMTP_PORT: '2525',
        SMTP_SECURE: 'false',
        SMTP_USER: 'libero',
        SMTP_PASSWORD: ' spaced pass ',
      }),
    );
    expect(options).toMatchObject({
      host: 'mail.example',
      port: 2525,
      secure: false,
      auth: { user: 'libero', pass: ' spaced pass ' },
    });
    expect(smtpOptions(loadConfig({ SMTP_HOST: 'mail.example', SMTP_SECURE: 'true' }))).toMatchObject({
      port: 465,
      secure: true,
    });
    const anonymous = smtpOptions(loadConfig({ SMTP_HOST: 'mail.example' }));
    expect(anonymous).toMatchObject({ port: 587, secure: false });
    expect(anonymous?.auth).toBeUndefined();
  });

  it('stops on contradictory or incomplete settings, naming them', () => {
    expect(problems({ SMTP_URL: 'smtp://a.example', SMTP_HOST: 'b.example' })).toContain(
      '  SMTP_HOST: set SMTP_URL or SMTP_HOST, not both',
    );
    expect(problems({ SMTP_URL: 'https://mail.example' })).toContain('  SMTP_URL: must start with smtp:// or smtps://');
    expect(problems({ SMTP_USER: 'libero', SMTP_PASSWORD: 'x' })).toMatch(
      /SMTP_USER: needs SMTP_HOST[\s\S]*SMTP_PASSWORD: needs SMTP_HOST/,
    );
    expect(problems({ SMTP_HOST: 'mail.example', SMTP_PASSWORD: 'x' })).toContain('  SMTP_PASSWORD: needs SMTP_USER');
    expect(problems({ SMTP_HOST: 'mail.example', SMTP_PORT: 'smtp' })).toContain('  SMTP_PORT:');
    expect(problems({ SMTP_HOST: 'mail.example', SMTP_SECURE: 'yes' })).toContain('  SMTP_SECURE:');
    expect(problems({ MAIL_POLL_SECONDS: '-1' })).toContain('  MAIL_POLL_SECONDS:');
    expect(problems({ MAIL_MAX_ATTEMPTS: '0' })).toContain('  MAIL_MAX_ATTEMPTS:');
  });
});
