import { availableParallelism } from 'node:os';
import { DEFAULT_DOCUMENT_MAX_BYTES } from '@libero/shared/documents/documents';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** A text setting that may be left empty (`SMTP_HOST=` in .env means unset). */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A number setting that may be left empty (`WEB_CONCURRENCY=` in .env means unset). */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().pipe(schema).optional(),
  );

const trueOrFalse = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** Every setting, read from the environment once and validated (docs/configuration.md, whose table is made from these and config-docs.ts). */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    DATABASE_URL_UAT: optionalUrl,
    DATABASE_URL_DEVELOPMENT: optionalUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Server processes; default: one per CPU with PostgreSQL (less one if it is local), 1 with the embedded database (see `webConcurrency`). */
    WEB_CONCURRENCY: optionalNumber(z.number().int().min(1).max(256)),
    ORG_CODE: z
      .string()
      .regex(/^[A-Z]{2,10}$/, 'must be 2 to 10 capital letters')
      .default('FIVB'),
    DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('volleyball'),
    SEED: z.enum(['demo', 'none']).default('demo'),
    PUBLIC_URL: optionalUrl,
    /** Another help site for the sidebar's help link; unset: the app's own guides (`/help`). */
    HELP_URL: optionalUrl,
    /** The SMTP server as one URL (`smtps://user:pass@host:465`), or SMTP_HOST and its companions; neither: mails are held. */
    SMTP_URL: optionalUrl,
    SMTP_HOST: optionalText,
    /** Defaults to 465 with SMTP_SECURE, else 587. */
    SMTP_PORT: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /** TLS from the first byte (usually port 465); otherwise STARTTLS is used when the server offers it. */
    SMTP_SECURE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    SMTP_USER: optionalText,
    /** Taken as written: not trimmed. */
    SMTP_PASSWORD: z
      .string()
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    MAIL_FROM: z.string().default('Libero <no-reply@localhost>'),
    /** Where the world federation's transfer office reads the news of transfers it handles. */
    TRANSFER_OFFICE_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
      .default('transfers@localhost'),
    /** Where the world federation's legal office reads the news of legal cases. */
    LEGAL_OFFICE_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
      .default('legal@localhost'),
    /** Where the empowerment programme's reviewers read of the applications submitted and the federations' comments. */
    EMPOWERMENT_OFFICE_EMAIL: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
      .default('empowerment@localhost'),
    /** How often each process looks for mails to send; 0: this process sends none (another one does). */
    MAIL_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** Sending attempts before a mail is marked failed. */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    /** The wait before the first retry, doubled at each further one (at most an hour). */
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
    /** The most records a VIS list answers without `Take` (streamed); more is refused, naming `Take`. */
    LIST_MAX_ROWS: z.coerce.number().int().min(1).max(10_000_000).default(1_000_000),
    /**
     * How long a read's answer may be kept in memory and answered again while the data does not
     * change (any write, by any process, drops them at once); 0: every read asks the database.
     */
    READ_ANSWERS_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** The largest document file kept about a person (1 GiB at most: sizes are kept in a 32-bit column). */
    DOCUMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1024 ** 3)
      .default(DEFAULT_DOCUMENT_MAX_BYTES),
    /** Documents in an S3-compatible bucket instead of `<DATA_DIR>/documents`: S3_BUCKET turns it on. */
    S3_BUCKET: optionalText,
    /** The store's address (MinIO, Ceph, R2…); unset: AWS's own for S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    /** Taken as written: not trimmed. */
    S3_SECRET_ACCESS_KEY: z
      .string()
      .transform((v) => (v === '' ? undefined : v))
      .optional(),
    /** `true`: `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
    S3_FORCE_PATH_STYLE: trueOrFalse,
    /** A bearer token that opens `/metrics` to other machines (it always answers on the loopback address). */
    METRICS_TOKEN: z
      .string()
      .transform((v) => (v === '' ? undefined : v))
      .pipe(z.string().min(16, 'must be at least 16 characters').optional())
      .optional(),
  })
  .superRefine((config, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (config.SMTP_URL && config.SMTP_HOST) problem('SMTP_HOST', 'set SMTP_URL or SMTP_HOST, not both');
    if (config.SMTP_URL && !/^smtps?:\/\//i.test(config.SMTP_URL))
      problem('SMTP_URL', 'must start with smtp:// or smtps://');
    if (!config.SMTP_HOST) {
      for (const name of ['SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD'] as const) {
        if (config[name] !== undefined) problem(name, 'needs SMTP_HOST');
      }
    }
    if (config.SMTP_PASSWORD !== undefined && config.SMTP_USER === undefined)
      problem('SMTP_PASSWORD', 'needs SMTP_USER');
    if (config.WEB_CONCURRENCY !== undefined && config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL)
      problem(
        'WEB_CONCURRENCY',
        'must be 1 with the embedded database (one process owns it): set DATABASE_URL to run several processes',
      );
    if (!config.S3_BUCKET) {
      for (const name of ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (config[name] !== undefined) problem(name, 'needs S3_BUCKET');
      }
      if (config.S3_FORCE_PATH_STYLE) problem('S3_FORCE_PATH_STYLE', 'needs S3_BUCKET');
    }
    if ((config.S3_ACCESS_KEY_ID === undefined) !== (config.S3_SECRET_ACCESS_KEY === undefined))
      problem(
        config.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
        'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (neither: the AWS credential chain)',
      );
    if (config.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(config.S3_BUCKET))
      problem('S3_BUCKET', 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens');
    if (config.S3_BUCKET && !config.S3_ENDPOINT && !config.S3_REGION)
      problem('S3_REGION', 'needs a value when S3_ENDPOINT is not set (AWS)');
    if (config.HELP_URL && !/^https?:\/\//i.test(config.HELP_URL))
      problem('HELP_URL', 'must start with http:// or https://');
    if (config.S3_ENDPOINT && !/^https?:\/\//i.test(config.S3_ENDPOINT))
      problem('S3_ENDPOINT', 'must start with http:// or https://');
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

/** Whether PostgreSQL runs on this machine: a loopback host, or a Unix socket (no host). */
function databaseIsLocal(url: string): boolean {
  const { hostname, searchParams } = new URL(url);
  const host = hostname || searchParams.get('host') || '';
  return host === '' || host.startsWith('/') || host === 'localhost' || host.startsWith('127.') || host === '[::1]';
}

/**
 * How many server processes to run: WEB_CONCURRENCY, else one with PGlite; with PostgreSQL one
 * per CPU, but one CPU left to the database when it runs on this machine (decision 008).
 */
export function webConcurrency(config: Config, cpus = availableParallelism()): number {
  if (config.WEB_CONCURRENCY) return config.WEB_CONCURRENCY;
  if (!config.DATABASE_URL) return 1;
  return databaseIsLocal(config.DATABASE_URL) ? Math.max(1, cpus - 1) : cpus;
}

export function publicUrl(config: Config): string {
  const loopbackOrAny = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.HOST);
  return config.PUBLIC_URL ?? `http://${loopbackOrAny ? 'localhost' : config.HOST}:${config.PORT}`;
}
