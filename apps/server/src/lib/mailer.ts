import nodemailer, { type NodemailerError, type SMTPTransportOptions } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { MailAttachment } from '@libero/shared/mail/outbox';
import type { Config } from '../config';

export type OutgoingMail = {
  to: string[];
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly MailAttachment[];
};
export type SendResult = { messageId: string; rejected: string[] };

/** The SMTP server mails are sent through (features/mail/mail-queue.ts decides when). */
export type MailTransport = {
  /** Where it sends, without credentials, for the logs. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<SendResult>;
  close(): void;
};

/**
 * Bounds on one delivery, so that a stuck SMTP server cannot hold a mail longer than the queue's
 * sending timeout: 10 s to connect, 10 s for the greeting, then 60 s for each read or write.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000, dnsTimeout: 10_000 };

/** The SMTP settings (SMTP_URL, or SMTP_HOST and its companions), or undefined when none is configured. */
export function smtpOptions(config: Config): SMTPTransportOptions | undefined {
  // nodemailer's own parser: smtp:// and smtps:// URLs, user and password, query options (?tls.…, ?requireTLS=…).
  if (config.SMTP_URL) return { ...TIMEOUTS, ...parseConnectionUrl(config.SMTP_URL) } as SMTPTransportOptions;
  if (!config.SMTP_HOST) return undefined;
  return {
    ...TIMEOUTS,
    host: config.SMTP_HOST,
    port: config.SMTP_PORT ?? (config.SMTP_SECURE ? 465 : 587),
    secure: config.SMTP_SECURE,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } } : {}),
  };
}

/** A transport to the configured SMTP server, or undefined when there is none. */
export function createMailTransport(config: Config): MailTransport | undefined {
  const options = smtpOptions(config);
  if (!options) return undefined;
  const transporter = nodemailer.createTransport(options);
  return {
    description: `${options.secure ? 'smtps' : 'smtp'}://${options.host ?? 'localhost'}:${options.port ?? (options.secure ? 465 : 587)}`,
    async send(mail) {
      const info = await transporter.sendMail({
        from: config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.base64, 'base64'),
        })),
      });
      return { messageId: info.messageId, rejected: info.rejected.map(String) };
    },
    close() {
      transporter.close();
    },
  };
}

/** True when the SMTP server refused the mail for good (5xx): trying again would get the same answer. */
export function isPermanentMailError(error: unknown): boolean {
  return (error as NodemailerError | undefined)?.permanent === true;
}
