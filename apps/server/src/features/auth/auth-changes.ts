import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/** The channel every process listens on to forget cached sessions (see session-cache.ts). */
export const AUTH_CHANNEL = 'libero_auth';

/** What changed: one session (ended, impersonating), or everything of a user (deactivated, grants…). */
export type AuthChange = { session: string } | { user: number };

/**
 * Tells every process, once the caller's transaction commits, that a session or a user changed:
 * their cached copies are forgotten at once, so that an ended session is refused everywhere.
 */
export async function announceAuthChange(db: Db, change: AuthChange): Promise<void> {
  await db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify(change)})`);
}

export function parseAuthChange(payload: string): AuthChange | undefined {
  try {
    const change = JSON.parse(payload) as Partial<{ session: unknown; user: unknown }>;
    if (typeof change.session === 'string') return { session: change.session };
    if (typeof change.user === 'number') return { user: change.user };
  } catch {
    // not ours
  }
  return undefined;
}
