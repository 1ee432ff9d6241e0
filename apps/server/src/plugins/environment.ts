import fp from 'fastify-plugin';
import { canUseEnvironment } from '@libero/shared/auth/permissions';
import { environmentHeader, isEnvironment } from '@libero/shared/http/environments';
import { AppError } from '../lib/app-error';
import { recordSessionEnvironment } from '../features/auth';

/** Identity lives in production whatever the header says, so sign-in works on every network. */
const IDENTITY_PREFIX = '/auth/';
/** The requests that work in an environment (a page's assets carry no header: they say nothing). */
const API_REQUEST = /^\/(proxy|api\/|vis2009\/)/i;

/**
 * The X-{ORG}-Env header picks the environment (and so the database) a request works in:
 * missing means production, an unknown value is a 400, uat/development are for Supervisors. A
 * download link cannot send a header: a GET may name it in the `env` query parameter instead.
 */
export default fp(async (app) => {
  const header = environmentHeader(app.config.ORG_CODE).toLowerCase();
  app.decorateRequest('environment', 'production');

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(IDENTITY_PREFIX)) return;
    const value =
      request.headers[header] ?? (request.method === 'GET' ? (request.query as { env?: unknown }).env : undefined);
    if (value === undefined || value === '') return;
    if (typeof value !== 'string' || !isEnvironment(value)) throw new AppError('UnknownEnvironment', header);
    if (value === 'production') return;
    const actor = request.auth?.realUser;
    if (!actor) throw new AppError('NotAuthenticated');
    if (!canUseEnvironment(actor, value)) throw new AppError('AccessDenied', header);
    request.environment = value;
  });

  // The online users' list tells on which network each session works: its latest API request's.
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!auth || auth.sessionEnvironment === request.environment || !API_REQUEST.test(request.url)) return;
    await recordSessionEnvironment(app.identityDb.db, auth.sessionIdHash, request.environment);
    app.sessionCache.noteEnvironment(auth.sessionIdHash, request.environment);
  });
});
