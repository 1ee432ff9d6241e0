import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import type { RequestAuth } from './request-auth';
import { AppError } from './app-error';

/** The query string parsed by `schema`; an unknown or bad parameter is a 400 naming it. */
export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const result = schema.safeParse(request.query ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.code === 'unrecognized_keys' ? issue.keys.join(' ') : issue?.path.join('.');
  throw new AppError('BadParameter', name || 'query');
}

/**
 * The administration's door (SPEC §6: Administrator or Supervisor). An admin impersonating someone
 * who is not one is refused too: they act as that user. `what` names the area refused.
 */
export function requireAdmin(request: FastifyRequest, what: string): RequestAuth {
  const auth = request.auth;
  if (!auth) throw new AppError('NotAuthenticated');
  if (!isAdmin(auth.user)) throw new AppError('AccessDenied', what);
  return auth;
}
