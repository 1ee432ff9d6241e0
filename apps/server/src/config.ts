import { DEFAULT_DOCUMENT_MAX_BYTES } from '@libero/shared/documents/documents';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** Every setting, read from the environment once and validated (README "Configuration"). */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_URL_UAT: optionalUrl,
  DATABASE_URL_DEVELOPMENT: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ORG_CODE: z
    .string()
    .regex(/^[A-Z]{2,10}$/, 'must be 2 to 10 capital letters')
    .default('FIVB'),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('volleyball'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Libero <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
  /** The largest document file kept about a person (1 GiB at most: sizes are kept in a 32-bit column). */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().min(1).max(1024 ** 3).default(DEFAULT_DOCUMENT_MAX_BYTES),
});

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the settings; a bad value stops the start with one line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ZConfig.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export function publicUrl(config: Config): string {
  const loopbackOrAny = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.HOST);
  return config.PUBLIC_URL ?? `http://${loopbackOrAny ? 'localhost' : config.HOST}:${config.PORT}`;
}
