import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema/identity';
import { authUserColumns, toAuthUser } from './auth-user';
import { type AuthUser } from '../../lib/request-auth';
import { hashSecret, newSecret } from '../../lib/tokens';
import { announceAuthChange } from './auth-changes';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity is written at most this often, so that reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  db: Db,
  userNo: number,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    idHash: hashSecret(secret),
    userNo,
    expiresAt,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { secret, expiresAt };
}

/**
 * The session with this id and its user (undefined when deactivated or removed) in one query, as
 * stored: its expiry is for the caller to judge (`hasEnded`).
 */
export async function readSession(
  db: Db,
  idHash: string,
): Promise<{ session: SessionRow; user: AuthUser | undefined } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: authUserColumns })
    .from(sessions)
    .leftJoin(users, and(eq(users.no, sessions.userNo), eq(users.active, true)))
    .where(eq(sessions.idHash, idHash));
  if (!row) return undefined;
  return { session: row.session, user: row.user?.no ? toAuthUser(row.user) : undefined };
}

/** Whether a session is past its absolute expiry or idle too long. */
export function hasEnded(session: { expiresAt: number; lastSeenAt: number }, now: number): boolean {
  return session.expiresAt <= now || session.lastSeenAt + SESSION_IDLE_MS <= now;
}

/** Records activity at most once a minute; answers the session's last activity as it now stands. */
export async function touchSession(db: Db, idHash: string, lastSeenAt: number, now: number): Promise<number> {
  if (now - lastSeenAt <= TOUCH_EVERY_MS) return lastSeenAt;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(sessions.idHash, idHash));
  return now;
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
  await announceAuthChange(db, { session: idHash });
}

/** Ends every session of a user, except the one named (the caller's own). */
export async function deleteUserSessions(db: Db, userNo: number, exceptIdHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userNo, userNo), exceptIdHash ? ne(sessions.idHash, exceptIdHash) : undefined));
  await announceAuthChange(db, { user: userNo });
}

/** Records the network of the session's latest request, for the online users' list. */
export async function recordSessionEnvironment(db: Db, idHash: string, environment: string): Promise<void> {
  await db.update(sessions).set({ environment }).where(eq(sessions.idHash, idHash));
}

export async function setImpersonation(db: Db, idHash: string, userNo: number | null): Promise<void> {
  await db.update(sessions).set({ impersonatedUserNo: userNo }).where(eq(sessions.idHash, idHash));
  await announceAuthChange(db, { session: idHash });
}

/** Removes sessions past either expiry; run from time to time. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
      ),
    );
}
