import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { AuthUser, RequestAuth } from '../../lib/request-auth';
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
  /**
   * Counts what was forgotten. A reader takes it before reading the database and hands it to
   * `set`: a session read before a change was forgotten is not kept, lest the old copy outlive it.
   */
  private forgotten = 0;

  get generation(): number {
    return this.forgotten;
  }

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

  /**
   * Keeps a session read from the database when nothing was forgotten since `generation` (taken
   * before reading it); one already kept stays as it was cached.
   */
  set(idHash: string, session: CachedSession, now: number, generation: number): void {
    if (!this.listening || generation !== this.forgotten || this.entries.has(idHash)) return;
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
    this.forgotten += 1;
    if ('session' in change) {
      this.entries.delete(change.session);
      return;
    }
    const concerned = (user: AuthUser) =>
      'user' in change
        ? user.no === change.user
        : user.type === UserTypeNo.Federation && user.typeNo === change.federation;
    for (const [idHash, entry] of this.entries) {
      if (concerned(entry.auth.realUser) || concerned(entry.auth.user)) this.entries.delete(idHash);
    }
  }

  /** Whether changes are heard; when they may not be, everything cached is dropped and nothing kept. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgotten += 1;
    if (!listening) this.entries.clear();
  }
}
