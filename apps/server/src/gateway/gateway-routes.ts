import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { ERRORS } from '@libero/shared/errors/error-codes';
import { PROTOCOL_VERSIONS, versionHeader } from '@libero/shared/http/environments';
import type { Language } from '@libero/shared/i18n/languages';
import { actorOf } from '../features/audit';
import { createDocumentStorage, type DocumentStorage } from '../features/documents';
import { AppError } from '../lib/app-error';
import { publicUrl } from '../config';
import { executeRequest, leftOutNames, type RequestContext } from './execute';
import { exportRoutes } from './export-routes';
import type { ParsedRequest } from './parse-request';
import { environmentFor } from './request-environment';
import { jsonPieces, toJson, toXml, XML_DECLARATION, XML_ONLY_TYPES, xmlPieces, type Outcome } from './present';
import { parseVisXmlOnce } from './read-cache';
import { LEFT_OUT_HEADER, PUBLIC_ENDPOINT, XML_BODY_LIMIT, xmlOf } from './request-xml';
import type { UnknownFields, Viewer } from './read-plan';
import { listSource } from './whole-lists';

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

const XML_TYPE = 'application/xml; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/** The requests of the XML, or the refusal of what cannot be read, answered in the format asked. */
function readRequests(xml: () => string): { requests: ParsedRequest[]; batch: boolean } | Outcome {
  try {
    return parseVisXmlOnce(xml());
  } catch (error) {
    if (error instanceof AppError) return { kind: 'error', code: error.code, detail: error.detail };
    throw error;
  }
}

/**
 * An answer written as it is produced, a piece at a time (`highWaterMark` 1: nothing is read ahead
 * of what the client takes). `close` runs however the writing ends, the client gone included.
 */
function streamOf(pieces: AsyncGenerator<string>, close?: () => Promise<void>): Readable {
  const stream = Readable.from(pieces, { highWaterMark: 1 });
  if (close) stream.once('close', () => void close().catch(() => {}));
  return stream;
}

async function* xmlDocument(pieces: AsyncGenerator<string>): AsyncGenerator<string> {
  yield XML_DECLARATION;
  yield* pieces;
}

/**
 * `<Responses>` with each request's answer in order, each run once the one before is written (one
 * after the other: PGlite has a single connection). Should the client leave before the end, the
 * requests after it that are not reads still run, their answers dropped: what a batch writes never
 * depends on how far its answer was read.
 */
async function* batchPieces(
  context: RequestContext,
  requests: ParsedRequest[],
  language: Language,
): AsyncGenerator<string> {
  let next = 0;
  let failed = false;
  try {
    yield `${XML_DECLARATION}<Responses>`;
    while (next < requests.length) yield* xmlPieces(await executeRequest(context, requests[next++]!), language);
    yield '</Responses>';
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    for (const one of failed ? [] : requests.slice(next)) {
      if (one.type.startsWith('Get')) continue;
      const outcome = await executeRequest(context, one);
      if (outcome.kind === 'wholeList') await outcome.list.close();
    }
  }
}

function sendOne(reply: FastifyReply, outcome: Outcome, format: Format, language: Language) {
  const status = statusOf(outcome);
  if (format === 'xml')
    return reply
      .status(status)
      .type(XML_TYPE)
      .send(toXml([outcome], false, language));
  return reply.status(status).send(toJson(outcome, language));
}

/**
 * The names each request's answer leaves out: `Phase ValidFrom` for one request, each name after
 * its request's place in a batch (`2:Phase 3:ValidFrom`); undefined when none is.
 */
function leftOutHeader(context: RequestContext, requests: readonly ParsedRequest[], batch: boolean) {
  const names = requests.flatMap((one, index) =>
    leftOutNames(context, one).map((name) => (batch ? `${index + 1}:${name}` : name)),
  );
  return names.length ? names.join(' ') : undefined;
}

/**
 * Answers the XML of one request or a batch. As the public service does, a `<Requests>` batch is
 * answered `<Responses>` in XML whatever `Accept` asks, and so are the types it has no JSON for;
 * `Content-Type` says which. A list without `Take` is written as it is read. Field names the
 * entity lacks are refused, or left out of the answer (`unknownFields`) and named in its header.
 */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  xml: () => string,
  viewer: Viewer,
  { asked, storage, unknownFields }: { asked: Format; storage: DocumentStorage; unknownFields: UnknownFields },
) {
  const { language } = request;
  const read = readRequests(xml);
  if ('kind' in read) return sendOne(reply, read, asked, language);
  const { requests, batch } = read;
  const database = await request.server.databases.get(environmentFor(requests, request.environment));
  const context: RequestContext = {
    db: database.db,
    viewer,
    actor: actorOf(request),
    announce: { orgCode: request.server.config.ORG_CODE, publicUrl: publicUrl(request.server.config) },
    storage,
    language,
    lists: listSource(database, request.server.config.LIST_MAX_ROWS),
    answers: { changes: database.changes, keepMs: request.server.config.READ_ANSWERS_MS },
    unknownFields,
  };
  const leftOut = unknownFields === 'leftOut' ? leftOutHeader(context, requests, batch) : undefined;
  if (leftOut) reply.header(LEFT_OUT_HEADER, leftOut);
  if (batch)
    return reply
      .status(200)
      .type(XML_TYPE)
      .send(streamOf(batchPieces(context, requests, language)));
  const [one] = requests as [ParsedRequest];
  const format = XML_ONLY_TYPES.has(one.type) ? 'xml' : asked;
  const outcome = await executeRequest(context, one);
  if (outcome.kind !== 'wholeList') return sendOne(reply, outcome, format, language);
  const pieces = format === 'xml' ? xmlDocument(xmlPieces(outcome, language)) : jsonPieces(outcome, language);
  return reply
    .status(200)
    .type(format === 'xml' ? XML_TYPE : JSON_TYPE)
    .send(streamOf(pieces, outcome.list.close));
}

/**
 * A form's fields (`Request=<url-encoded XML>`), or the XML itself: clients that post their XML
 * raw often leave the form content type their HTTP library gives by default.
 */
function formOrXml(body: string): Record<string, string> {
  return body.trimStart().startsWith('<') ? { Request: body } : Object.fromEntries(new URLSearchParams(body));
}

/** `POST /proxy` (the web app, signed in) and the public `XmlRequest.asmx` endpoint (VIS clients). */
export async function gatewayRoutes(app: FastifyInstance) {
  await app.register(formbody, { bodyLimit: XML_BODY_LIMIT, parser: formOrXml });
  // XML as XML, and as whatever else clients send it as: a body without a type, text/plain…
  app.addContentTypeParser(
    ['application/xml', 'text/xml', '*'],
    { parseAs: 'string', bodyLimit: XML_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  const versionHeaderName = versionHeader(app.config.ORG_CODE).toLowerCase();
  const storage = createDocumentStorage(app.config);

  // The version comes from the header, or from the path prefix it maps to (SPEC §7: /, /v2, /v3).
  for (const [pathVersion, prefix] of Object.entries(PROTOCOL_VERSIONS)) {
    const path = prefix === '/' ? '/proxy' : `/proxy${prefix}`;
    app.post(path, { bodyLimit: XML_BODY_LIMIT, config: { reportsItsWrites: true } }, async (request, reply) => {
      if (!request.auth) throw new AppError('NotAuthenticated');
      const version = request.headers[versionHeaderName] ?? pathVersion;
      if (typeof version !== 'string' || !Object.hasOwn(PROTOCOL_VERSIONS, version)) {
        throw new AppError('BadParameter', versionHeaderName);
      }
      return answer(request, reply, () => xmlOf(request.body), request.auth.user, {
        asked: answerFormat(request, 'json'),
        storage,
        unknownFields: 'refused',
      });
    });
  }

  const publicHandler = async (request: FastifyRequest, reply: FastifyReply) =>
    answer(request, reply, () => xmlOf(request.body, request.query), request.auth?.user ?? null, {
      asked: answerFormat(request, 'xml'),
      storage,
      unknownFields: 'leftOut',
    });
  app.get(PUBLIC_ENDPOINT, { config: { reportsItsWrites: true } }, publicHandler);
  app.post(PUBLIC_ENDPOINT, { bodyLimit: XML_BODY_LIMIT, config: { reportsItsWrites: true } }, publicHandler);
  await app.register(exportRoutes);
}
