import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  ZImpersonateInput,
  ZLoginInput,
  ZPasswordChangeInput,
  ZPasswordForgotInput,
  ZPasswordResetInput,
  type TAuthCheck,
} from '@libero/shared/auth/current-user';
import { canImpersonate, isAdmin } from '@libero/shared/auth/permissions';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { actorOf, writeAudit } from '../audit';
import { mailOrigin } from '../mail';
import { loadAuthUser, toCurrentUser } from './auth-user';
import { type RequestAuth } from '../../lib/request-auth';
import { queuePasswordLink } from './password-link-mail';
import { findUsableToken, markTokenUsed } from './password-tokens';
import { passwordGuessThrottle } from './password-guess-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { createSession, deleteSession, deleteUserSessions, setImpersonation } from './sessions';
import { publicUrl } from '../../config';

function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('NotAuthenticated');
  return request.auth;
}

function usernameKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return `${request.ip}|${username}`;
}

async function findActiveUser(db: Db, usernameOrEmail: string) {
  const key = usernameOrEmail.toLowerCase();
  const [user] = await db
    .select({
      no: users.no,
      passwordHash: users.passwordHash,
      email: users.email,
      username: users.username,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.active, true), or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key))))
    .limit(1);
  return user;
}

/** `/auth/*`: sign-in, sessions, impersonation and passwords (SPEC §4, §7). */
export async function authRoutes(app: FastifyInstance) {
  const db = () => app.identityDb.db;
  const perMinute = app.config.LOGIN_ATTEMPTS_PER_MINUTE;
  // Slows guessing: a few tries per account and address, more per address across accounts.
  const throttle = [
    app.rateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: usernameKey }),
    app.rateLimit({ max: perMinute * 10, timeWindow: 60_000, keyGenerator: (r) => r.ip }),
  ];
  // A stolen session must not be a way to guess the account's password either.
  const perAccount = passwordGuessThrottle(app);

  app.post('/auth/login', { preHandler: throttle }, async (request, reply) => {
    const input = validate(ZLoginInput, request.body);
    const found = await findActiveUser(db(), input.username);
    const valid = await verifyPassword(found?.passwordHash, input.password);
    if (!found || !valid || found.username.toLowerCase() !== input.username.toLowerCase()) {
      // Not what was typed: it may be an e-mail address, or a password typed in the wrong field.
      request.log.warn({ userNo: found?.no }, 'Failed sign-in');
      throw new AppError('InvalidCredentials');
    }
    const session = await db().transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const created = await createSession(trx, found.no, { ip: request.ip, userAgent: request.headers['user-agent'] });
      await trx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.no, found.no));
      await writeAudit(
        trx,
        { ...actorOf(request), actorUserNo: found.no },
        { action: 'login', entity: 'User', entityNo: found.no },
      );
      return created;
    });
    const user = await loadAuthUser(db(), found.no);
    if (!user) throw new AppError('InvalidCredentials');
    setSessionCookie(reply, session.secret, session.expiresAt);
    return toCurrentUser({ sessionIdHash: '', user, realUser: user, impersonating: false });
  });

  app.get('/auth/check', async (request): Promise<TAuthCheck> => ({
    status: request.auth ? 'authenticated' : 'unauthenticated',
    impersonating: request.auth?.impersonating ?? false,
  }));

  app.get('/auth/me', async (request) => toCurrentUser(requireAuth(request)));

  app.delete('/auth/logout', async (request, reply) => {
    const auth = request.auth;
    if (auth) {
      await deleteSession(db(), auth.sessionIdHash);
      await writeAudit(db(), actorOf(request), { action: 'logout', entity: 'User', entityNo: auth.realUser.no });
    }
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.post('/auth/impersonate', async (request) => {
    const auth = requireAuth(request);
    // Refused before anything is read: who may not impersonate learns nothing of which accounts exist.
    if (!isAdmin(auth.realUser)) throw new AppError('AccessDenied');
    const { userNo } = validate(ZImpersonateInput, request.body);
    const target = await loadAuthUser(db(), userNo);
    if (!target) throw new AppError('NotFound', 'userNo');
    if (target.no === auth.realUser.no || !canImpersonate(auth.realUser, target)) throw new AppError('AccessDenied');
    await setImpersonation(db(), auth.sessionIdHash, target.no);
    await writeAudit(
      db(),
      { ...actorOf(request), actorUserNo: auth.realUser.no, impersonatorUserNo: null },
      { action: 'impersonate', entity: 'User', entityNo: target.no, after: { impersonatedUserNo: target.no } },
    );
    return toCurrentUser({ ...auth, user: target, impersonating: true });
  });

  app.delete('/auth/impersonate', async (request) => {
    const auth = requireAuth(request);
    if (auth.impersonating) {
      await setImpersonation(db(), auth.sessionIdHash, null);
      await writeAudit(
        db(),
        { ...actorOf(request), actorUserNo: auth.realUser.no, impersonatorUserNo: null },
        {
          action: 'stopImpersonating',
          entity: 'User',
          entityNo: auth.user.no,
          before: { impersonatedUserNo: auth.user.no },
        },
      );
    }
    return toCurrentUser({ ...auth, user: auth.realUser, impersonating: false });
  });

  app.get<{ Params: { token: string } }>('/auth/password-token/:token', async (request) => {
    const token = await findUsableToken(db(), request.params.token);
    if (!token) throw new AppError('InvalidToken');
    return { valid: true, username: token.username, expiresAt: token.expiresAt.toISOString() };
  });

  app.post('/auth/password-reset', { preHandler: throttle }, async (request, reply) => {
    const input = validate(ZPasswordResetInput, request.body);
    const passwordHash = await hashPassword(input.password);
    await db().transaction(async (tx) => {
      const trx = tx as unknown as Db;
      const token = await findUsableToken(trx, input.token, true);
      if (!token) throw new AppError('InvalidToken');
      await markTokenUsed(trx, token.tokenHash);
      await trx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.no, token.userNo));
      await deleteUserSessions(trx, token.userNo);
      await writeAudit(
        trx,
        { ...actorOf(request), actorUserNo: token.userNo },
        { action: 'resetPassword', entity: 'User', entityNo: token.userNo },
      );
    });
    return reply.status(204).send();
  });

  app.post('/auth/password-forgot', { preHandler: throttle }, async (request, reply) => {
    const { username } = validate(ZPasswordForgotInput, request.body);
    const user = await findActiveUser(db(), username);
    // The same answer whether or not the account exists: nothing to learn from it.
    if (user?.email) {
      await db().transaction(async (tx) =>
        queuePasswordLink(tx as unknown as Db, publicUrl(app.config), user, 'reset', mailOrigin(request)),
      );
    }
    return reply.status(202).send({ status: 'accepted' });
  });

  app.put('/auth/password', { preHandler: perAccount }, async (request, reply) => {
    const auth = requireAuth(request);
    if (auth.impersonating) throw new AppError('AccessDenied');
    const input = validate(ZPasswordChangeInput, request.body);
    const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.no, auth.user.no));
    if (!(await verifyPassword(row?.passwordHash, input.currentPassword))) throw new AppError('WrongPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await db().transaction(async (tx) => {
      const trx = tx as unknown as Db;
      await trx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.no, auth.user.no));
      await deleteUserSessions(trx, auth.user.no, auth.sessionIdHash);
      await writeAudit(trx, actorOf(request), { action: 'changePassword', entity: 'User', entityNo: auth.user.no });
    });
    return reply.status(204).send();
  });
}
