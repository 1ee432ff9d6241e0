import { eq, sql } from 'drizzle-orm';
import { isAccess, type Access } from '@libero/shared/auth/accesses';
import { canManageUser } from '@libero/shared/auth/permissions';
import { isLanguage } from '@libero/shared/i18n/languages';
import type { TUserCreate, TUserFields, TUserUpdate } from '@libero/shared/users/admin-users';
import type { Db } from '../../db/connection';
import { userAccesses, users } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { writeAudit, type Actor } from '../audit';
import type { AuthUser } from '../../lib/request-auth';
import { announceAuthChange, queuePasswordLink, deleteUserSessions, writingUniqueUser } from '../auth';
import type { QueuedMail } from '../mail';
import { checkLinkedRecord } from './linked-records';
import { userFieldColumns } from './user-list';

/** Who writes, and where a password mail's link points. */
export type WriteContext = {
  db: Db;
  admin: AuthUser;
  actor: Actor;
  publicUrl: string;
  origin: Pick<QueuedMail, 'queuedByUserNo' | 'source'>;
};

/** A user's fields as stored, and what the administration shows besides. */
type StoredUser = { fields: TUserFields; version: number; hasPassword: boolean; createdAt: Date; updatedAt: Date };

/** A user as stored, locked for the transaction when `lock`. */
export async function storedUser(db: Db, no: number, lock = false): Promise<StoredUser | undefined> {
  const query = db
    .select({
      ...userFieldColumns,
      version: users.version,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.no, no));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const grants = await db.select({ access: userAccesses.access }).from(userAccesses).where(eq(userAccesses.userNo, no));
  const { version, hasPassword, createdAt, updatedAt, ...columns } = row;
  const fields = {
    ...columns,
    language: isLanguage(columns.language) ? columns.language : 'en',
    accesses: grants
      .map((grant) => grant.access)
      .filter(isAccess)
      .sort(),
  };
  return { fields, version, hasPassword, createdAt, updatedAt };
}

/** The user's fields that go to `users` (the grants have their own table). */
function columnsOf(fields: TUserFields) {
  const { accesses: _grants, ...columns } = fields;
  return columns;
}

async function setGrants(db: Db, userNo: number, accesses: readonly Access[]): Promise<void> {
  await db.delete(userAccesses).where(eq(userAccesses.userNo, userNo));
  const unique = [...new Set(accesses)];
  if (unique.length > 0) await db.insert(userAccesses).values(unique.map((access) => ({ userNo, access })));
}

/** Refuses a write an admin may not make: only a Supervisor manages admins, or makes one. */
function checkManages(admin: AuthUser, ...types: number[]): void {
  if (!types.every((type) => canManageUser(admin, { type }))) throw new AppError('AccessDenied', 'type');
}

/** The fields that differ, before and after, for the audit log. */
function changes(before: TUserFields, after: TUserFields) {
  const changed = (Object.keys(after) as (keyof TUserFields)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field]])),
    after: Object.fromEntries(changed.map((field) => [field, after[field]])),
  };
}

/** Creates a user without a password; `sendResetLink` mails them a link to choose one. */
export async function createUser(context: WriteContext, input: TUserCreate): Promise<number> {
  const { sendResetLink, ...fields } = input;
  checkManages(context.admin, fields.type);
  await checkLinkedRecord(context.db, fields.type, fields.typeNo);
  const accesses = [...new Set(fields.accesses)].sort();
  return writingUniqueUser(() =>
    context.db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const [row] = await trx.insert(users).values(columnsOf(fields)).returning({ no: users.no });
      if (!row) throw new Error('The user was not created');
      await setGrants(trx, row.no, accesses);
      await writeAudit(trx, context.actor, {
        action: 'save',
        entity: 'User',
        entityNo: row.no,
        after: { ...fields, accesses },
      });
      if (sendResetLink && fields.active) {
        await queuePasswordLink(trx, context.publicUrl, { ...fields, no: row.no }, 'welcome', context.origin);
      }
      return row.no;
    }),
  );
}

/**
 * Saves a user. A stale version is a 409; an admin cannot deactivate themself nor change their own
 * type; deactivating ends the user's sessions at once.
 */
export async function updateUser(context: WriteContext, no: number, input: TUserUpdate): Promise<void> {
  const { version, ...fields } = input;
  const accesses = [...new Set(fields.accesses)].sort();
  await writingUniqueUser(() =>
    context.db.transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const stored = await storedUser(trx, no, true);
      if (!stored) throw new AppError('NotFound', String(no));
      const before = stored.fields;
      checkManages(context.admin, before.type, fields.type);
      if (no === context.admin.no && !fields.active) throw new AppError('OwnAccount', 'active');
      if (no === context.admin.no && fields.type !== before.type) throw new AppError('OwnAccount', 'type');
      if (stored.version !== version) throw new AppError('Conflict');
      if (fields.type !== before.type || fields.typeNo !== before.typeNo) {
        await checkLinkedRecord(trx, fields.type, fields.typeNo);
      }
      const diff = changes(before, { ...fields, accesses });
      if (Object.keys(diff.after).length === 0) return;
      await trx
        .update(users)
        .set({ ...columnsOf(fields), updatedAt: new Date(), version: sql`nextval('record_version')` })
        .where(eq(users.no, no));
      await setGrants(trx, no, accesses);
      // Sessions end with deactivation; otherwise their cached user (type, grants…) is forgotten.
      if (before.active && !fields.active) await deleteUserSessions(trx, no);
      else await announceAuthChange(trx, { user: no });
      await writeAudit(trx, context.actor, { action: 'save', entity: 'User', entityNo: no, ...diff });
    }),
  );
}

/** Mails an active user a link to choose a new password. */
export async function sendPasswordLink(context: WriteContext, no: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const trx = tx as unknown as Db;
    const stored = await storedUser(trx, no);
    if (!stored) throw new AppError('NotFound', String(no));
    checkManages(context.admin, stored.fields.type);
    if (!stored.fields.active) throw new AppError('InvalidData', 'active');
    await queuePasswordLink(trx, context.publicUrl, { ...stored.fields, no }, 'reset', context.origin);
    await writeAudit(trx, context.actor, { action: 'sendPasswordLink', entity: 'User', entityNo: no });
  });
}
