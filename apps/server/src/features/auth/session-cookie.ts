import type { FastifyReply } from 'fastify';

/** The cookie holding a session's secret: HTTP only, same-site, secure over https. */
export const SESSION_COOKIE = 'libero_session';

export function setSessionCookie(reply: FastifyReply, secret: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}
