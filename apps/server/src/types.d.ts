import type { Environment } from '@libero/shared/http/environments';
import type { Language } from '@libero/shared/i18n/languages';
import type { Config } from './config';
import type { Database } from './db/connection';
import type { EnvironmentDatabases } from './db/environment-databases';
import type { RequestAuth } from './lib/request-auth';
import type { MailQueue } from './features/mail/mail-queue';
import type { SessionCache } from './features/auth/session-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route tells the databases of its writes itself (plugins/write-changes.ts). */
    reportsItsWrites?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    databases: EnvironmentDatabases;
    /** The production database: users, sessions, grants. */
    identityDb: Database;
    /** Sends the e-mail outbox (queue mails with features/mail/mail-outbox.ts `enqueueMail`). */
    mailQueue: MailQueue;
    /** Sessions recently read, forgotten when any process announces a change (features/auth). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    auth: RequestAuth | null;
    /** The network environment the request works in (X-{ORG}-Env). */
    environment: Environment;
    /** The language of messages in answers. */
    language: Language;
  }
}
