import { bigint, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every write: who did it (and who really did, while impersonating), what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    environment: varchar('environment', { length: 20 }).notNull(),
    actorUserNo: integer('actor_user_no'),
    impersonatorUserNo: integer('impersonator_user_no'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityNo: varchar('entity_no', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorUserNo, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityNo),
  ],
);
