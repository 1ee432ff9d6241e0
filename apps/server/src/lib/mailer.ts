import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Sends through SMTP_URL when it is set; otherwise writes the mail to the log so that the demo
 * works offline.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, log } = options;
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      if (!transport) {
        log.info({ mail }, 'Mail not sent (no SMTP_URL): written here instead');
        return;
      }
      await transport.sendMail({ from, ...mail });
    },
  };
}
