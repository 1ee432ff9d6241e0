import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { loadAuthUser } from './auth-user';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { deleteSession, findLiveSession, purgeExpiredSessions } from './sessions';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Cookie → session → user (and the impersonated user) on every request. */
export default fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (!secret) return;
    const db = app.identityDb.db;
    const found = await findLiveSession(db, secret);
    const realUser = found?.user;
    if (!found || !realUser) {
      // Expired, signed out elsewhere, or the user was deactivated: sessions end at once.
      if (found) await deleteSession(db, found.session.idHash);
      clearSessionCookie(reply);
      return;
    }
    const { session } = found;
    const impersonated = session.impersonatedUserNo ? await loadAuthUser(db, session.impersonatedUserNo) : undefined;
    request.auth = {
      sessionIdHash: session.idHash,
      sessionEnvironment: session.environment,
      user: impersonated ?? realUser,
      realUser,
      impersonating: impersonated !== undefined,
    };
  });

  const purge = setInterval(() => {
    purgeExpiredSessions(app.identityDb.db).catch((err) => app.log.warn({ err }, 'Session purge failed'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
});
