import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { AuthUser } from './request-auth';

/** A record's number in a route's path: digits only, else 400 naming the parameter. */
export const numberParam = (raw: string | undefined, name: string): number => {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new AppError('BadParameter', name);
  return Number(raw);
};

/** The signed-in user of a route that needs one (the route-access plugin let only such users in). */
export function signedIn(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('NotAuthenticated');
  return request.auth.user;
}
