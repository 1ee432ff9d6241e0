import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { Db } from '../../db/connection';
import { hashSecret } from '../../lib/tokens';
import { AUTH_CHANNEL, forgetHere, parseAuthChange } from './auth-changes';
import { loadAuthUser } from './auth-user';
import { SessionCache, type CachedSession } from './session-cache';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { deleteSession, hasEnded, purgeExpiredSessions, readSession, touchSession } from './sessions';

const PURGE_EVERY_MS = 60 * 60 * 1000;
/** How long a process trusts a session it read, changes aside (they are announced). */
const SESSION_CACHE_MS = 10_000;

/**
 * The session behind a cookie as the database holds it, with the user it acts as; `ended` when its
 * user was deactivated or removed (it ends as an expired one does); undefined when there is none.
 */
async function sessionFromDatabase(db: Db, idHash: string): Promise<CachedSession | 'ended' | undefined> {
  const found = await readSession(db, idHash);
  if (!found) return undefined;
  const { session, user: realUser } = found;
  if (!realUser) return 'ended';
  const impersonated = session.impersonatedUserNo ? await loadAuthUser(db, session.impersonatedUserNo) : undefined;
  return {
    expiresAt: session.expiresAt.getTime(),
    lastSeenAt: session.lastSeenAt.getTime(),
    auth: {
      sessionIdHash: session.idHash,
      sessionEnvironment: session.environment ?? undefined,
      user: impersonated ?? realUser,
      realUser,
      impersonating: impersonated !== undefined,
    },
  };
}

/** Cookie → session → user (and the impersonated user) on every request; recently read ones from memory. */
export default fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  const cache = new SessionCache(SESSION_CACHE_MS);
  app.decorate('sessionCache', cache);
  const unregister = forgetHere((change) => cache.forget(change));
  app.addHook('onClose', async () => {
    unregister();
  });
  const stopListening = await app.identityDb.listen(
    AUTH_CHANNEL,
    (payload) => {
      const change = parseAuthChange(payload);
      if (change) cache.forget(change);
    },
    (listening) => cache.setListening(listening),
  );

  app.addHook('onRequest', async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (!secret) return;
    const db = app.identityDb.db;
    const idHash = hashSecret(secret);
    const now = Date.now();
    const generation = cache.generation;
    const session = cache.get(idHash, now) ?? (await sessionFromDatabase(db, idHash));
    if (session === undefined || session === 'ended' || hasEnded(session, now)) {
      // Expired, signed out elsewhere, or the user was deactivated: sessions end at once.
      if (session !== undefined) await deleteSession(db, idHash);
      clearSessionCookie(reply);
      return;
    }
    cache.set(idHash, session, now, generation);
    session.lastSeenAt = await touchSession(db, idHash, session.lastSeenAt, now);
    request.auth = { ...session.auth };
  });

  const purge = setInterval(() => {
    purgeExpiredSessions(app.identityDb.db).catch((err) => app.log.warn({ err }, 'Session purge failed'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => {
    clearInterval(purge);
    await stopListening();
  });
});
