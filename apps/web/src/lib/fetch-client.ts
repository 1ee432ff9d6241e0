import { TimeoutError } from 'ky';
import type { z } from 'zod';
import { PROTOCOL_VERSIONS, type ProtocolVersion } from '@libero/shared/http/environments';
import { currentEnvironment, ENVIRONMENT_HEADER } from './environment';
import { httpErrorMessage, parseAnswer, rememberApiErrorBody } from './http';
import { currentLanguage } from './i18n';
import {
  contentTypeOf,
  DEFAULT_PROTOCOL_VERSION,
  isJsonContentType,
  PROXY_PATH,
  PROXY_TIMEOUT_MS,
  readJsonAnswer,
  serialise,
  VERSION_HEADER,
  type ProxyAnswer,
  type ProxyBody,
} from './proxy-client';

/** A non-OK answer of the fetch client (SPEC §8): its status, status text and parsed body. */
export class FetchClientError extends Error {
  override name = 'FetchClientError';
  /** The HTTP status. */
  readonly code: number;
  readonly statusText: string;
  /** JSON when the answer said so, else its text (`null` when empty). */
  readonly body: unknown;

  constructor(response: Response, request: Request, body: unknown) {
    super(httpErrorMessage(response, request));
    this.code = response.status;
    this.statusText = response.statusText;
    this.body = body;
  }
}

export type FetchProxyOptions<S extends z.ZodType | undefined = undefined> = {
  version?: ProtocolVersion;
  /** `xml` asks for the XML answer and returns its text, unchecked. */
  accept?: 'json' | 'xml';
  schema?: S;
  signal?: AbortSignal;
};

/** VIS2009 → /proxy, VISv2 → /proxy/v2, VISSharp → /proxy/v3 (SPEC §7). */
export function proxyBasePath(version: ProtocolVersion): string {
  const prefix = PROXY_PATH + PROTOCOL_VERSIONS[version];
  return prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!isJsonContentType(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Aborts after PROXY_TIMEOUT_MS, or when the caller's signal aborts. */
function startTimeout(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROXY_TIMEOUT_MS);
  return {
    signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
    expired: () => controller.signal.aborted,
    stop: () => clearTimeout(timer),
  };
}

function buildRequest(body: ProxyBody, version: ProtocolVersion, accept: 'json' | 'xml', signal: AbortSignal) {
  return new Request(proxyBasePath(version), {
    method: 'POST',
    credentials: 'include',
    body: serialise(body),
    signal,
    headers: {
      Accept: accept === 'xml' ? 'application/xml' : 'application/json',
      'Accept-Language': currentLanguage(),
      'Content-Type': contentTypeOf(body),
      [ENVIRONMENT_HEADER]: currentEnvironment(),
      [VERSION_HEADER]: version,
    },
  });
}

/** Fetches under the proxy timeout; running out of time is ky's TimeoutError, as for `http`. */
async function send(body: ProxyBody, version: ProtocolVersion, accept: 'json' | 'xml', signal?: AbortSignal) {
  const timeout = startTimeout(signal);
  const request = buildRequest(body, version, accept, timeout.signal);
  try {
    return { request, response: await fetch(request) };
  } catch (error) {
    throw timeout.expired() ? new TimeoutError(request) : error;
  } finally {
    timeout.stop();
  }
}

/**
 * The second client of SPEC §7: plain fetch, no retry, posted to the version's own path. It can
 * ask for XML (`accept: 'xml'`, answered as text); JSON answers are read as by `proxyRequest`.
 */
export async function fetchProxy(
  body: ProxyBody,
  options: FetchProxyOptions<undefined> & { accept: 'xml' },
): Promise<string>;
export async function fetchProxy<S extends z.ZodType | undefined = undefined>(
  body: ProxyBody,
  options?: FetchProxyOptions<S> & { accept?: 'json' },
): Promise<ProxyAnswer<S>>;
export async function fetchProxy(
  body: ProxyBody,
  {
    version = DEFAULT_PROTOCOL_VERSION,
    accept = 'json',
    schema,
    signal,
  }: FetchProxyOptions<z.ZodType | undefined> = {},
): Promise<unknown> {
  const { request, response } = await send(body, version, accept, signal);
  if (!response.ok) {
    const error = new FetchClientError(response, request, await readErrorBody(response));
    rememberApiErrorBody(error, error.body);
    throw error;
  }
  if (accept === 'xml') return response.text();
  const answer = await readJsonAnswer(response);
  return schema ? parseAnswer(schema, answer, `POST ${request.url} (${version})`) : answer;
}
