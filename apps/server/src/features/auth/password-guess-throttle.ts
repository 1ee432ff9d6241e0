import type { FastifyInstance } from 'fastify';

/** A few tries a minute per signed-in account at routes that check its current password. */
export function passwordGuessThrottle(app: FastifyInstance) {
  return app.rateLimit({
    max: app.config.LOGIN_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `account|${request.auth?.realUser.no ?? request.ip}`,
  });
}
