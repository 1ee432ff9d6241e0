// What the audit area offers to the rest of the app: other areas import it from here, never from its files.
export { actorOf, writeAudit } from './audit-log';
export type { Actor } from './audit-log';
export { recentActivity } from './recent-activity';
