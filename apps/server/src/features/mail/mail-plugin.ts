import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import { createMailTransport } from '../../lib/mailer';
import { MailQueue } from './mail-queue';
import { outboxRoutes } from './outbox-routes';

/** The log of held mails (no SMTP server configured): one JSON line each. */
export function heldMailLog(dataDir: string): string {
  return resolve(dataDir, 'mail', 'outbox.log');
}

/**
 * E-mail: `app.mailQueue` sends the outbox (features/mail/mail-outbox.ts queues into it) from the
 * app's start to its close; `GET /api/admin/outbox` lists it for admins.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const transport = createMailTransport(config);
    const queue = new MailQueue({
      db: app.identityDb.db,
      transport,
      from: config.MAIL_FROM,
      heldLog: heldMailLog(config.DATA_DIR),
      log: app.log,
      pollMs: config.MAIL_POLL_SECONDS * 1000,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      retryBaseMs: config.MAIL_RETRY_SECONDS * 1000,
    });
    app.decorate('mailQueue', queue);
    app.addHook('onReady', async () => {
      queue.start();
      if (!transport)
        app.log.info(
          `No SMTP server configured: e-mails are held in the outbox and written to ${heldMailLog(config.DATA_DIR)}`,
        );
    });
    // Before the databases close (onClose): the mail being sent is finished and recorded.
    app.addHook('preClose', async () => queue.stop());
    await app.register(outboxRoutes);
  },
  { name: 'mail' },
);
