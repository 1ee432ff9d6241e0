import type { z } from 'zod';
import { versionHeader, type ProtocolVersion } from '@libero/shared/http/environments';
import { http, parseAnswer } from './http';
import { ORG_CODE } from './product';

/** SPEC §7: every proxy call may take a minute (large lists, certificates). */
export const PROXY_TIMEOUT_MS = 60_000;
export const PROXY_PATH = '/proxy';
export const DEFAULT_PROTOCOL_VERSION: ProtocolVersion = 'VIS2009';
/** `X-FIVB-Version`: VIS2009, VISv2 or VISSharp. */
export const VERSION_HEADER = versionHeader(ORG_CODE);

/** A VIS request: its XML text, or an object sent as JSON. */
export type ProxyBody = string | Record<string, unknown>;

export type ProxyOptions<S extends z.ZodType | undefined = undefined> = {
  version?: ProtocolVersion;
  /** Checks the answer (SPEC §5); without it the answer is `unknown`. */
  schema?: S;
  signal?: AbortSignal;
};

/** What a call answers: the schema's output, or `unknown` without a schema. */
export type ProxyAnswer<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : unknown;

/** An answer that is neither JSON nor empty (an HTML error page, XML where JSON was asked). */
export class ProxyContentTypeError extends Error {
  override name = 'ProxyContentTypeError';
  readonly contentType: string;
  readonly body: string;

  constructor(contentType: string, body: string) {
    super(`Unexpected content type "${contentType || 'none'}" in the answer: ${body.slice(0, 500)}`);
    this.contentType = contentType;
    this.body = body;
  }
}

const proxyHttp = http.extend({ timeout: PROXY_TIMEOUT_MS });

export function isJsonContentType(contentType: string): boolean {
  return /^application\/([\w.-]+\+)?json\b/i.test(contentType.trim());
}

/** XML goes as application/xml, an object as JSON (SPEC §7). */
export function contentTypeOf(body: ProxyBody): string {
  return typeof body === 'string' ? 'application/xml' : 'application/json';
}

export function serialise(body: ProxyBody): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** 204 or an empty body: `null`; JSON: parsed; anything else: a ProxyContentTypeError. */
export async function readJsonAnswer(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!isJsonContentType(contentType)) throw new ProxyContentTypeError(contentType, text);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * POSTs one VIS request to `/proxy` (SPEC §7). The protocol version travels in `X-FIVB-Version`
 * and the server maps it to its path prefix (VIS2009 → /, VISv2 → /v2, VISSharp → /v3): the web
 * app always posts to `/proxy`. An empty answer (204) is `null`, which the schema must allow.
 */
export async function proxyRequest<S extends z.ZodType | undefined = undefined>(
  request: ProxyBody,
  { version = DEFAULT_PROTOCOL_VERSION, schema, signal }: ProxyOptions<S> = {},
): Promise<ProxyAnswer<S>> {
  const response = await proxyHttp.post(PROXY_PATH, {
    body: serialise(request),
    headers: { 'Content-Type': contentTypeOf(request), [VERSION_HEADER]: version },
    ...(signal ? { signal } : {}),
  });
  const answer = await readJsonAnswer(response);
  return (schema ? parseAnswer(schema, answer, `POST ${PROXY_PATH} (${version})`) : answer) as ProxyAnswer<S>;
}

/** An answer as sent: its content type and text (JSON, or XML for the types answered in XML only). */
export type ProxyText = { contentType: string; text: string };

/**
 * POSTs one VIS request to `/proxy` and gives its answer as text, whatever its format: for the
 * request types the server answers in XML only, as the public service does (`GetBeach…Ranking`).
 */
export async function proxyRequestText(
  request: ProxyBody,
  { version = DEFAULT_PROTOCOL_VERSION, signal }: Omit<ProxyOptions, 'schema'> = {},
): Promise<ProxyText> {
  const response = await proxyHttp.post(PROXY_PATH, {
    body: serialise(request),
    headers: { 'Content-Type': contentTypeOf(request), [VERSION_HEADER]: version },
    ...(signal ? { signal } : {}),
  });
  return { contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

export type ProxyCall<S extends z.ZodType | undefined = z.ZodType | undefined> = ProxyOptions<S> & {
  request: ProxyBody;
};

export type ProxyOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

type OutcomesOf<C extends readonly ProxyCall[]> = {
  [K in keyof C]: ProxyOutcome<C[K] extends { schema: infer S extends z.ZodType } ? z.output<S> : unknown>;
};

/** Sends several requests at once; one failing does not hide the others' answers. */
export async function proxyBatch<const C extends readonly ProxyCall[]>(calls: C): Promise<OutcomesOf<C>> {
  const settled = await Promise.allSettled(calls.map(({ request, ...options }) => proxyRequest(request, options)));
  return settled.map((result) =>
    result.status === 'fulfilled' ? { ok: true, value: result.value } : { ok: false, error: result.reason },
  ) as OutcomesOf<C>;
}
