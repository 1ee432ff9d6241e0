import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { ERRORS } from '@libero/shared/errors/error-codes';
import { PROTOCOL_VERSIONS, versionHeader } from '@libero/shared/http/environments';
import { actorOf } from '../features/audit/audit-log';
import { AppError } from '../lib/app-error';
import { executeRequest } from './execute';
import { exportRoutes } from './export-routes';
import { parseVisXml, type ParsedRequest } from './parse-request';
import { toJson, toXml, type Outcome } from './present';
import type { Viewer } from './read-plan';

/** XML requests are small; a larger body is refused before it is read. */
export const XML_BODY_LIMIT = 1024 * 1024;
export const PUBLIC_ENDPOINT = '/vis2009/xmlrequest.asmx';

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

/** The requests of the XML, or the refusal of what cannot be read, answered in the format asked. */
function readRequests(xml: () => string): { requests: ParsedRequest[]; batch: boolean } | Outcome {
  try {
    return parseVisXml(xml());
  } catch (error) {
    if (error instanceof AppError) return { kind: 'error', code: error.code, detail: error.detail };
    throw error;
  }
}

async function answer(request: FastifyRequest, reply: FastifyReply, xml: () => string, viewer: Viewer, format: Format) {
  const read = readRequests(xml);
  if ('kind' in read) {
    const status = statusOf(read);
    if (format === 'xml')
      return reply
        .status(status)
        .type('application/xml; charset=utf-8')
        .send(toXml([read], false, request.language));
    return reply.status(status).send(toJson(read, request.language));
  }
  const { requests, batch } = read;
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

/** The XML of a request, from a raw XML body, a `Request` form field or JSON `{request}`. */
export function xmlOf(body: unknown, query?: unknown): string {
  if (typeof body === 'string') return body;
  const fromObject = (value: unknown) =>
    value && typeof value === 'object' && 'Request' in value
      ? (value as { Request: unknown }).Request
      : value && typeof value === 'object' && 'request' in value
        ? (value as { request: unknown }).request
        : undefined;
  const xml = fromObject(body) ?? fromObject(query);
  if (typeof xml !== 'string') throw new AppError('BadRequest', 'Request: an XML request is expected');
  return xml;
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
      return answer(request, reply, () => xmlOf(request.body), request.auth.user, answerFormat(request, 'json'));
    });
  }

  await app.register(exportRoutes);

  const publicHandler = async (request: FastifyRequest, reply: FastifyReply) =>
    answer(
      request,
      reply,
      () => xmlOf(request.body, request.query),
      request.auth?.user ?? null,
      answerFormat(request, 'xml'),
    );
  app.get(PUBLIC_ENDPOINT, publicHandler);
  app.post(PUBLIC_ENDPOINT, { bodyLimit: XML_BODY_LIMIT }, publicHandler);
}
