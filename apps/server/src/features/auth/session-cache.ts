import type { RequestAuth } from '../../lib/request-auth';
import type { AuthChange } from './auth-changes';

/** A signed-in session as read from the database, with what its checks need. */
export type CachedSession = {
  auth: Omit<RequestAuth, 'sessionEnvironment'> & { sessionEnvironment: string | undefined };
  expiresAt: number;
  lastSeenAt: number;
};

/**
 * Sessions recently read, so that a request does not read its session and user again: kept a few
 * seconds, and forgotten at once when any process announces a change to them (auth-changes.ts).
 * Used only while that announcement is heard: a process that may have missed one reads the
 * database, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { cachedAt: number }>();
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  get(idHash: string, now: number): CachedSession | undefined {
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (!this.listening || now - entry.cachedAt > this.ttlMs) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry;
  }

  /** Keeps a session read from the database; one already kept stays as it was cached. */
  set(idHash: string, session: CachedSession, now: number): void {
    if (!this.listening || this.entries.has(idHash)) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(idHash, { ...session, cachedAt: now });
  }

  /** The session now works in this network (recorded in the database by the caller). */
  noteEnvironment(idHash: string, environment: string): void {
    const entry = this.entries.get(idHash);
    if (entry) entry.auth.sessionEnvironment = environment;
  }

  forget(change: AuthChange): void {
    if ('session' in change) {
      this.entries.delete(change.session);
      return;
    }
    for (const [idHash, entry] of this.entries) {
      if (entry.auth.realUser.no === change.user || entry.auth.user.no === change.user) this.entries.delete(idHash);
    }
  }

  /** Whether changes are heard; when they may not be, everything cached is dropped and nothing kept. */
  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.entries.clear();
  }
}
