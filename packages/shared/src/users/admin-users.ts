import { z } from 'zod';
import { ACCESSES } from '../auth/accesses';
import { USER_TYPES } from '../auth/user-types';
import { ENVIRONMENTS } from '../http/environments';
import { optionalText, paging } from '../http/query-params';
import { LANGUAGES } from '../i18n/languages';

/** The largest page `GET /api/admin/users` answers. */
export const USERS_MAX_TAKE = 200;

/** What the user list sorts by; `-` before a key sorts descending (`-lastLoginAt`). */
export const USER_SORT_KEYS = ['no', 'username', 'lastName', 'type', 'email', 'lastLoginAt'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
const SORTS = USER_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);

const ZUserType = z.coerce.number().int().min(1).max(USER_TYPES.length);

/**
 * The filter of the user list: `search` (username, names, e-mail, or the user number), `type`
 * (a user type number), `active` (`true` or `false`; absent: both).
 */
export const ZUserFilter = z.strictObject({
  search: optionalText(100),
  type: z.preprocess((value) => (value === '' ? undefined : value), ZUserType.optional()),
  active: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false']).optional()),
});
export type TUserFilter = z.infer<typeof ZUserFilter>;

/** `GET /api/admin/users?search=&type=&active=&sort=&skip=&take=`. */
export const ZUserListQuery = ZUserFilter.extend({
  sort: z.enum(SORTS).default('username'),
  ...paging(USERS_MAX_TAKE, 25),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

/** `GET /api/admin/users/export?…&format=csv|xlsx`: every user the filter matches, in the list's order. */
export const ZUserExportQuery = ZUserFilter.extend({
  sort: z.enum(SORTS).default('username'),
  format: z.enum(['csv', 'xlsx']),
});

/** The record a user stands for (`typeNo`), named: a federation's name, a person's names… */
export const ZLinkedRecord = z.strictObject({
  entity: z.string(),
  no: z.number().int(),
  /** Null when no record of that number exists (any longer). */
  name: z.string().nullable(),
});
export type TLinkedRecord = z.infer<typeof ZLinkedRecord>;

/** A user as the administration lists it. */
export const ZUserSummary = z.strictObject({
  no: z.number().int().positive(),
  type: z.number().int().min(1).max(USER_TYPES.length),
  typeNo: z.number().int().nonnegative(),
  linked: ZLinkedRecord.nullable(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string().nullable(),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  accesses: z.array(z.enum(ACCESSES)),
  lastLoginAt: z.iso.datetime().nullable(),
  /** Seen in the last ONLINE_MINUTES. */
  online: z.boolean(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZUserList = z.strictObject({ data: z.array(ZUserSummary), nbItems: z.number().int().nonnegative() });
export type TUserList = z.infer<typeof ZUserList>;

/** One user to edit: the summary, its version (optimistic locking) and its live sessions. */
export const ZUserDetail = ZUserSummary.extend({
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Whether a password is set (a new user has none until they follow a reset link). */
  hasPassword: z.boolean(),
  liveSessions: z.number().int().nonnegative(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

/**
 * What an administrator sets of a user. `typeNo` is 0 for a type that stands for no record
 * (`linkedEntityOf`), else the number of a record of that type's entity. The messages that are
 * keys of `common:validation` (`invalidEmail`, `invalidUsername`) are translated by the web app.
 */
export const ZUserFields = z.strictObject({
  type: z.number().int().min(1).max(USER_TYPES.length),
  typeNo: z.number().int().nonnegative(),
  username: z
    .string()
    .trim()
    .min(3)
    .max(100)
    .regex(/^[A-Za-z0-9._@-]+$/, { error: 'invalidUsername' }),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.string().trim().min(1).max(254).regex(z.regexes.email, { error: 'invalidEmail' }),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2,3}$/)
    .nullable(),
  language: z.enum(LANGUAGES),
  active: z.boolean(),
  accesses: z.array(z.enum(ACCESSES)).max(ACCESSES.length),
});
export type TUserFields = z.infer<typeof ZUserFields>;

/** `POST /api/admin/users`: a new user; `sendResetLink` mails them a link to choose their password. */
export const ZUserCreate = ZUserFields.extend({ sendResetLink: z.boolean() });
export type TUserCreate = z.infer<typeof ZUserCreate>;

/** `PUT /api/admin/users/{no}`: every field, with the version read (a stale one is a 409). */
export const ZUserUpdate = ZUserFields.extend({ version: z.number().int() });
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

/** Users seen within this many minutes are online. */
export const ONLINE_MINUTES = 5;

/** One live session seen in the last ONLINE_MINUTES (`GET /api/admin/users/online`). */
export const ZOnlineSession = z.strictObject({
  /** Names the session to end it (`DELETE /api/admin/users/online/{id}`); not the cookie's secret. */
  id: z.string(),
  user: z.strictObject({
    no: z.number().int(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    type: z.number().int(),
  }),
  /** The user the session acts as, while its administrator impersonates someone. */
  impersonating: z.strictObject({ no: z.number().int(), username: z.string() }).nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The network of the session's last request. */
  environment: z.enum(ENVIRONMENTS),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session of the administrator asking. */
  current: z.boolean(),
});
export type TOnlineSession = z.infer<typeof ZOnlineSession>;

export const ZOnlineSessions = z.strictObject({ data: z.array(ZOnlineSession) });
export type TOnlineSessions = z.infer<typeof ZOnlineSessions>;

/** `GET /api/admin/users/linked?type=&search=`: records a user of that type may stand for, found by name. */
export const ZLinkedQuery = z.strictObject({
  type: ZUserType,
  search: z.string().trim().min(1).max(100),
});

/** How many records `GET /api/admin/users/linked` lists. */
export const LINKED_MATCHES = 20;

export const ZLinkedRecords = z.strictObject({ data: z.array(ZLinkedRecord) });
export type TLinkedRecords = z.infer<typeof ZLinkedRecords>;
