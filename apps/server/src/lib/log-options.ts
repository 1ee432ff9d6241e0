import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';

/**
 * What the logs keep of requests and errors: no personal data and no secrets. A request is its
 * method, its path without the query (searches hold names and e-mail addresses) and with the
 * secrets of its path hidden, and its client's address; never its cookies, authorization header
 * or body. An error loses the values of the query that failed, and e-mail addresses anywhere.
 */
const EMAIL = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/gi;
/** Route parameters that carry a secret (a password link's token). */
const SECRET_PARAM = /^(token|secret)$/i;
/** Whatever a log call names these is dropped, at the top and one level down. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'cookie',
  'cookies',
  'authorization',
  'body',
  'email',
  'eMailAddress',
];

export const REDACTED = '[redacted]';

function maskEmails(text: string): string {
  return text.replace(EMAIL, '[e-mail]');
}

/** The path a request asked for, without its query and with secret parameters hidden. */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'params'> & { routeOptions?: { url?: string } }) {
  const path = (request.url ?? '').split('?')[0] ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  let safe = path;
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAM.test(name) && typeof value === 'string' && value !== '') safe = safe.split(value).join(`:${name}`);
  }
  return maskEmails(safe);
}

type SerializedError = Record<string, unknown>;

/** An error as pino writes it, less the query's values (Drizzle puts them in its message) and e-mail addresses. */
function scrubError(error: SerializedError, depth = 0): SerializedError {
  const scrubbed: SerializedError = { ...error };
  // Drizzle's message is `Failed query: …\nparams: <values>`; the stack repeats it.
  for (const [key, value] of Object.entries(scrubbed)) {
    if (key === 'params' || key === 'parameters') scrubbed[key] = REDACTED;
    else if (typeof value === 'string')
      scrubbed[key] = maskEmails(value.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`));
    else if (key === 'cause' && value && typeof value === 'object' && depth < 5)
      scrubbed[key] = scrubError(value as SerializedError, depth + 1);
  }
  return scrubbed;
}

/** Pino's options for the app's logger. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((field) => `*.${field}`),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedPath(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => scrubError(stdSerializers.err(error) as unknown as SerializedError),
    },
  };
}

/**
 * One log line per request, written when it is answered: what was asked (`req`), how it went
 * (`res`, `err`) and how long it took (`responseTime`, ms). Fastify writes two by default, one
 * when the request comes in; under load, writing logs is a good part of the server's own work.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
