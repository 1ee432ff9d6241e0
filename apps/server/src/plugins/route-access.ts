import fp from 'fastify-plugin';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { ROUTE_ACCESS, ruleVerdict } from '@libero/shared/auth/access-rules';
import type { RoleRule } from '@libero/shared/registry/types';
import { AppError } from '../lib/app-error';

/** A HEAD request is its GET's. */
const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

function checkFor(rule: RoleRule): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    const verdict = ruleVerdict(rule, request.auth?.user ?? null);
    if (verdict === 'notAuthenticated') throw new AppError('NotAuthenticated');
    if (verdict === 'denied') throw new AppError('AccessDenied');
  };
}

/**
 * Every route's rule from the shared policy (`ROUTE_ACCESS`), applied before the route reads its
 * body or anything else: who may not call it learns nothing from it. A route without a rule stops
 * the start, so that a new route says who it is for. Registered before every route.
 */
export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = keyOf(method, route.url);
      const rule = ROUTE_ACCESS[key];
      if (!rule) throw new Error(`No access rule for ${key}: add it to packages/shared/src/auth/access-rules.ts`);
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [checkFor(rule), ...existing];
    }
  });
});
