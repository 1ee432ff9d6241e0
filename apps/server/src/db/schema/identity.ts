import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { recordVersion, timestamps } from './columns';

/** People who sign in. One identity for every environment: this table is read in production only. */
export const users = pgTable(
  'users',
  {
    no: integer('no').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    type: smallint('type').notNull(),
    /** The record of the user's type this user stands for (a federation's no, a player's no…). */
    typeNo: integer('type_no').notNull().default(0),
    username: varchar('username', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 3 }),
    /** argon2id; null until the user sets a password through a reset link. */
    passwordHash: text('password_hash'),
    active: boolean('active').notNull().default(true),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The daily e-mail of what waits on the user (issue #26): on unless the user turned it off. */
    digestOptOut: boolean('digest_opt_out').notNull().default(false),

    ...timestamps,
    ...recordVersion,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Sign-in and password-forgot find a user by username or e-mail: an address names one user.
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} <> ''`),
    index('users_type_idx').on(t.type, t.typeNo),
    check('users_type_check', sql`${t.type} between 1 and 26`),
    check('users_language_check', sql`${t.language} in ('en', 'fr', 'es')`),
  ],
);

/** Feature grants (packages/shared ACCESSES), assigned per user. */
export const userAccesses = pgTable(
  'user_accesses',
  {
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    access: varchar('access', { length: 50 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userNo, t.access] })],
);

/** Server-side sessions: the cookie holds a random id, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: char('id_hash', { length: 64 }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    /** Set while the signed-in administrator acts as another user. */
    impersonatedUserNo: integer('impersonated_user_no').references(() => users.no, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    /** The network of the session's latest request (production, uat, development). */
    environment: varchar('environment', { length: 20 }).notNull().default('production'),
  },
  (t) => [index('sessions_user_idx').on(t.userNo), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.no, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_tokens_user_idx').on(t.userNo)],
);

/**
 * The daily digest of each user's work queue (issue #26): the server day it was last made, and
 * the items it held, so that the next tells only new ones (and those overdue). Apart from
 * `users`, whose version a digest must not change.
 */
export const workDigests = pgTable('work_digests', {
  userNo: integer('user_no')
    .primaryKey()
    .references(() => users.no, { onDelete: 'cascade' }),
  lastOn: date('last_on').notNull(),
  keys: text('keys').array().notNull(),
});
