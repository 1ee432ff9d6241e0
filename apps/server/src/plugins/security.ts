import fp from 'fastify-plugin';
import helmet from 'helmet';
import compress from '@fastify/compress';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser is on, as seen from the Host header the request came with. */
function sameOrigin(origin: string, protocol: string, host: string): boolean {
  try {
    return new URL(origin).origin === new URL(`${protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

/** Security headers, compression, and the refusal of cross-site writes. */
export default fp(async (app) => {
  const https = app.config.PUBLIC_URL?.startsWith('https:') ?? false;
  // Built once: the headers are the same on every response (Fastify's wrapper rebuilt them each time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(compress, { global: true, threshold: 1024 });

  // SameSite=Lax already keeps the cookie off cross-site posts; this refuses them outright.
  // Scripts send no Origin header and are not refused for that.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!sameOrigin(origin, request.protocol, request.host)) throw new AppError('CrossSiteRequest');
  });
});
