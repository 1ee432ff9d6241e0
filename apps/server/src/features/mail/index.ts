// What the mail area offers to the rest of the app: other areas import it from here, never from its files.
export { enqueueMail, mailOrigin } from './mail-outbox';
export type { QueuedMail } from './mail-outbox';
export { outboxCounts, WATCHED_MAIL_STATUSES } from './outbox-counts';
export { transactionWithMails, type CommandEffects } from './transaction-with-mails';
