import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { ERRORS } from '@libero/shared/errors/error-codes';
import { PROTOCOL_VERSIONS, versionHeader } from '@libero/shared/http/environments';
import { actorOf } from '../features/audit';
import { AppError } from '../lib/app-error';
import { executeRequest } from './execute';
import { exportRoutes } from './export-routes';
import { PUBLIC_ENDPOINT, XML_BODY_LIMIT, xmlOf } from './request-xml';
import { parseVisXml } from './parse-request';
import { toJson, toXml, type Outcome } from './present';
import type { Viewer } from './read-plan';

type Format = 'json' | 'xml';

function answerFormat(request: FastifyRequest, fallback: Format): Format {
  const accept = request.headers.accept ?? '';
  if (/json/i.test(accept)) return 'json';
  if (/xml/i.test(accept)) return 'xml';
  return fallback;
}

function statusOf(outcome: Outcome): number {
  return outcome.kind === 'error' ? ERRORS[outcome.code].status : 200;
}

async function answer(request: FastifyRequest, reply: FastifyReply, xml: string, viewer: Viewer, format: Format) {
  const { requests, batch } = parseVisXml(xml);
  const { db } = await request.server.databases.get(request.environment);
  const outcomes: Outcome[] = [];
  // One after the other: PGlite has a single connection, and a batch is small.
  const context = { db, viewer, actor: actorOf(request) };
  for (const one of requests) outcomes.push(await executeRequest(context, one));
  const status = batch ? 200 : statusOf(outcomes[0] as Outcome);
  if (format === 'xml') {
    return reply
      .status(status)
      .type('application/xml; charset=utf-8')
      .send(toXml(outcomes, batch, request.language));
  }
  const json = outcomes.map((outcome) => toJson(outcome, request.language));
  return reply.status(status).send(batch ? { responses: json } : json[0]);
}

/** `POST /proxy` (the web app, signed in) and the public `XmlRequest.asmx` endpoint (VIS clients). */
export async function gatewayRoutes(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: XML_BODY_LIMIT });
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: XML_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  const versionHeaderName = versionHeader(app.config.ORG_CODE).toLowerCase();

  // The version comes from the header, or from the path prefix it maps to (SPEC §7: /, /v2, /v3).
  for (const [pathVersion, prefix] of Object.entries(PROTOCOL_VERSIONS)) {
    const path = prefix === '/' ? '/proxy' : `/proxy${prefix}`;
    app.post(path, { bodyLimit: XML_BODY_LIMIT }, async (request, reply) => {
      if (!request.auth) throw new AppError('NotAuthenticated');
      const version = request.headers[versionHeaderName] ?? pathVersion;
      if (typeof version !== 'string' || !Object.hasOwn(PROTOCOL_VERSIONS, version)) {
        throw new AppError('BadParameter', versionHeaderName);
      }
      return answer(request, reply, xmlOf(request.body), request.auth.user, answerFormat(request, 'json'));
    });
  }

  const publicHandler = async (request: FastifyRequest, reply: FastifyReply) =>
    answer(
      request,
      reply,
      xmlOf(request.body, request.query),
      request.auth?.user ?? null,
      answerFormat(request, 'xml'),
    );
  app.get(PUBLIC_ENDPOINT, publicHandler);
  app.post(PUBLIC_ENDPOINT, { bodyLimit: XML_BODY_LIMIT }, publicHandler);
  await app.register(exportRoutes);
}
