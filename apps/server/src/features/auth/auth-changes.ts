import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/** The channel every process listens on to forget cached sessions (see session-cache.ts). */
export const AUTH_CHANNEL = 'libero_auth';

/**
 * What changed: one session (ended, impersonating), everything of a user (deactivated, grants…),
 * or the users of a federation (its empowerment flag, which their sessions carry).
 */
export type AuthChange = { session: string } | { user: number } | { federation: number };

type Forget = (change: AuthChange) => void;

/** This process's session caches: they forget a change at once, not when its notification comes back. */
const localCaches = new Set<Forget>();

/** Registers a cache of this process; answers how to unregister it. */
export function forgetHere(forget: Forget): () => void {
  localCaches.add(forget);
  return () => localCaches.delete(forget);
}

/**
 * Tells every process, once the caller's transaction commits, that a session or a user changed:
 * their cached copies are forgotten at once, so that an ended session is refused everywhere. This
 * process forgets right away: its next request must not meet the old session while the
 * notification is on its way.
 */
export async function announceAuthChange(db: Db, change: AuthChange): Promise<void> {
  await db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify(change)})`);
  for (const forget of localCaches) forget(change);
}

export function parseAuthChange(payload: string): AuthChange | undefined {
  try {
    const change = JSON.parse(payload) as Partial<{ session: unknown; user: unknown; federation: unknown }>;
    if (typeof change.session === 'string') return { session: change.session };
    if (typeof change.user === 'number') return { user: change.user };
    if (typeof change.federation === 'number') return { federation: change.federation };
  } catch {
    // not ours
  }
  return undefined;
}
