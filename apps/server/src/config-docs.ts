import type { z } from 'zod';
import type { ZConfig } from './config';

type SettingDoc = {
  /** What it does, in Markdown. */
  meaning: string;
  /** The default in words, for a setting whose default is computed (from others, or at start). */
  default?: string;
};

/**
 * What each setting means: the documentation site's configuration table is made from this and
 * from the defaults of `ZConfig` (`npm run docs`), and a setting missing here does not compile.
 */
export const SETTING_DOCS: Record<keyof z.input<typeof ZConfig>, SettingDoc> = {
  NODE_ENV: { meaning: "Node's convention, for the libraries that read it; the server behaves the same" },
  PORT: { meaning: 'HTTP port' },
  HOST: { meaning: 'address to listen on (`0.0.0.0` for every interface)' },
  DATA_DIR: { meaning: 'embedded databases: `<DATA_DIR>/production`, `/uat`, `/development`; held mails; documents' },
  DATABASE_URL: { meaning: 'PostgreSQL for production instead of the embedded database' },
  DATABASE_URL_UAT: {
    default: '`<DATABASE_URL name>_uat`',
    meaning: "the uat environment's database (created when missing)",
  },
  DATABASE_URL_DEVELOPMENT: {
    default: '`<DATABASE_URL name>_development`',
    meaning: "the development environment's database (created when missing)",
  },
  DATABASE_POOL_SIZE: {
    meaning:
      'PostgreSQL connections per process and environment, besides one that listens for its changes (and one more, in production, for sessions)',
  },
  WEB_CONCURRENCY: {
    default: 'one per CPU with `DATABASE_URL` (less one if it is local), else `1`',
    meaning:
      'server processes on one port (see [Operations](./operations#several-app-processes)); more than 1 needs PostgreSQL',
  },
  ORG_CODE: { meaning: "the federation's acronym: header names (`X-FIVB-Env`) and labels" },
  DEMO_PASSWORD: { meaning: 'password of the demo users' },
  SEED: { meaning: '`demo` data on a new database, or `none` (one administrator)' },
  PUBLIC_URL: {
    default: '`http://HOST:PORT`',
    meaning: 'address used in e-mailed links; `https://…` also turns on HSTS',
  },
  HELP_URL: {
    default: "the app's own guides (`/help`)",
    meaning:
      "another help site that the sidebar's help link opens instead of the app's guides, e.g. `https://help.example.org`",
  },
  SMTP_URL: {
    meaning:
      'the SMTP server as one URL, e.g. `smtps://user:pass@mail.example:465`; or `SMTP_HOST` and its companions (not both). Without either, mails are held (see [Operations](./operations#e-mail))',
  },
  SMTP_HOST: { meaning: 'the SMTP server' },
  SMTP_PORT: { default: '`587` (`465` with `SMTP_SECURE`)', meaning: "the SMTP server's port" },
  SMTP_SECURE: { meaning: '`true`: TLS from the start (port 465); otherwise STARTTLS when the server offers it' },
  SMTP_USER: { meaning: 'SMTP sign-in, if the server wants one' },
  SMTP_PASSWORD: { meaning: 'its password, taken as written (not trimmed)' },
  MAIL_FROM: { meaning: 'sender of e-mails' },
  TRANSFER_OFFICE_EMAIL: { meaning: "the world federation's transfer office: told of the transfers it handles" },
  LEGAL_OFFICE_EMAIL: {
    meaning:
      "the world federation's legal office: told of every step of the legal cases and reminded of its overdue ones",
  },
  EMPOWERMENT_OFFICE_EMAIL: {
    meaning:
      "the empowerment programme's office: told of submitted applications, federations' comments and final reports",
  },
  MAIL_POLL_SECONDS: { meaning: 'how often each process looks for mails to send; `0`: this process sends none' },
  MAIL_MAX_ATTEMPTS: { meaning: 'sending attempts before a mail is marked `failed`' },
  MAIL_RETRY_SECONDS: { meaning: 'wait before the first retry, doubled at each next one (an hour at most)' },
  LOG_LEVEL: { meaning: '`fatal` … `trace`, or `silent`' },
  TRUST_PROXY: { meaning: '`true` behind a reverse proxy (client address, https detection)' },
  LOGIN_ATTEMPTS_PER_MINUTE: { meaning: 'sign-in tries per account and address per minute (×10 per address)' },
  DOCUMENT_MAX_BYTES: { meaning: 'largest document (passport scan, photo) accepted, in bytes' },
  S3_BUCKET: {
    meaning:
      'keep documents in this bucket of an S3-compatible store instead of `<DATA_DIR>/documents` (see [Operations](./operations#documents)); the other `S3_` settings need it',
  },
  S3_ENDPOINT: {
    default: "AWS's, for `S3_REGION`",
    meaning: "the store's address, e.g. `http://127.0.0.1:9000` (MinIO, Ceph, Garage, R2…)",
  },
  S3_REGION: {
    default: '`us-east-1` with `S3_ENDPOINT`',
    meaning: "the bucket's region (required without `S3_ENDPOINT`)",
  },
  S3_ACCESS_KEY_ID: {
    meaning:
      "with `S3_SECRET_ACCESS_KEY`, both or neither; neither: AWS's usual credentials (environment, profile, instance role)",
  },
  S3_SECRET_ACCESS_KEY: { meaning: 'its secret, taken as written (not trimmed)' },
  S3_FORCE_PATH_STYLE: {
    meaning: '`true`: `endpoint/bucket/key` addresses rather than `bucket.endpoint/key` (most self-hosted stores)',
  },
  LIST_MAX_ROWS: {
    meaning:
      'the most records a VIS list answers without `Take` (streamed); past it, `ListTooLong` (see [the VIS protocol](./vis-protocol))',
  },
  READ_ANSWERS_MS: {
    meaning:
      "how long a read's answer is kept in memory and answered again while the data stays the same; any committed write, by any process, drops it at once (see [Performance](./performance)); `0`: every read asks the database",
  },
  METRICS_TOKEN: {
    meaning:
      'a bearer token (16 characters or more) that opens `/metrics` to other machines; it always answers this machine (see [Operations](./operations#monitoring))',
  },
};
