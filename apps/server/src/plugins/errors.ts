import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorBody,
  ERRORS,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorParams,
} from '@libero/shared/errors/error-codes';
import { languageFromAcceptLanguage } from '@libero/shared/i18n/languages';
import { AppError } from '../lib/app-error';

/** Framework errors by status, as our stable codes. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BadRequest',
  401: 'NotAuthenticated',
  403: 'AccessDenied',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'InvalidData',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  detail?: string,
  params?: ErrorParams,
): ApiErrorBody {
  const language = request.language ?? languageFromAcceptLanguage(request.headers['accept-language']);
  return apiErrorBody(code, language, detail, params);
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail?: string,
  params?: ErrorParams,
) {
  return reply.status(ERRORS[code].status).send(errorBody(request, code, detail, params));
}

function classify(error: FastifyError | AppError): { code: ErrorCode; detail?: string; params?: ErrorParams } {
  if (error instanceof AppError)
    return { code: error.code, detail: error.detail, ...(error.params ? { params: error.params } : {}) };
  if (error.validation) return { code: 'BadRequest', detail: error.validationContext };
  const status = error.statusCode ?? 500;
  const code = CODE_BY_STATUS[status];
  return code ? { code } : { code: 'InternalError' };
}

/** One error handler: every error leaves as `{errors:[{code,status,message,detail?}]}`. */
export default fp(async (app) => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromAcceptLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { code, detail, params } = classify(error);
    if (code === 'InternalError') request.log.error({ err: error }, 'Request failed');
    else request.log.info({ code, detail }, 'Request refused');
    const retryAfter = reply.getHeader('retry-after');
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    return sendError(request, reply, code, detail, params);
  });
});
