import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isAccess } from '@libero/shared/auth/accesses';
import { isLanguage } from '@libero/shared/i18n/languages';
import {
  ONLINE_MINUTES,
  type TUserFilter,
  type TUserSummary,
  type UserSortKey,
} from '@libero/shared/users/admin-users';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema/identity';
import { authUserColumns } from '../auth';
import { linkedRecordsOf } from './linked-records';

/** Seen within ONLINE_MINUTES, by any of its sessions. */
export const seenRecently = (lastSeen: SQL | typeof sessions.lastSeenAt) =>
  sql`${lastSeen} > now() - make_interval(mins => ${ONLINE_MINUTES})`;

/** The columns of `users` an administrator sets (the grants are in `user_accesses`). */
export const userFieldColumns = {
  type: users.type,
  typeNo: users.typeNo,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  countryCode: users.countryCode,
  language: users.language,
  active: users.active,
};

const summaryColumns = {
  no: users.no,
  ...userFieldColumns,
  accesses: authUserColumns.accesses,
  lastLoginAt: users.lastLoginAt,
  online: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userNo} = ${users.no} and ${seenRecently(sessions.lastSeenAt)})`,
};

export type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function selectSummaries(db: Db) {
  return db.select(summaryColumns).from(users);
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** Users matching every word of `search` in their username, names or e-mail address, or by number. */
function searchCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const pattern = likePattern(word);
      return or(
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        /^\d{1,9}$/.test(word) ? eq(users.no, Number(word)) : undefined,
      );
    }),
  );
}

export function whereOf(filter: TUserFilter): SQL | undefined {
  return and(
    filter.search ? searchCondition(filter.search) : undefined,
    filter.type === undefined ? undefined : eq(users.type, filter.type),
    filter.active === undefined ? undefined : eq(users.active, filter.active === 'true'),
  );
}

const SORT_COLUMNS = {
  no: [users.no],
  username: [sql`lower(${users.username})`],
  lastName: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`],
  type: [users.type, sql`lower(${users.username})`],
  email: [sql`lower(${users.email})`],
  lastLoginAt: [users.lastLoginAt],
} satisfies Record<UserSortKey, unknown[]>;

/** `-lastLoginAt` → newest first, never signed in last; ties are broken by number. */
export function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as UserSortKey;
  const direction = descending ? desc : asc;
  const columns = SORT_COLUMNS[key].map((column) =>
    key === 'lastLoginAt' ? sql`${direction(column)} nulls last` : direction(column),
  );
  return [...columns, asc(users.no)];
}

export async function readSummaries(db: Db, where: SQL | undefined, order: SQL[], skip: number, take: number) {
  return selectSummaries(db)
    .where(where)
    .orderBy(...order)
    .limit(take)
    .offset(skip);
}

export async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/** The rows as the API answers them, each with the record it stands for, named. */
export async function presentSummaries(db: Db, rows: readonly SummaryRow[]): Promise<TUserSummary[]> {
  const linked = await linkedRecordsOf(db, rows);
  return rows.map((row) => ({
    ...row,
    language: isLanguage(row.language) ? row.language : 'en',
    accesses: (row.accesses ?? []).filter(isAccess),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    online: row.online === true,
    linked: linked.get(row.no) ?? null,
  }));
}

export async function readSummary(db: Db, no: number): Promise<SummaryRow | undefined> {
  const [row] = await selectSummaries(db).where(eq(users.no, no));
  return row;
}
