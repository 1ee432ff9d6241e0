import ky, { HTTPError, type Options } from 'ky';
import { z } from 'zod';
import type { ApiError } from '@libero/shared/errors/error-codes';
// The codes only: their messages in three languages are the server's (it answers in the user's).
import { isErrorCode, type ErrorCode } from '@libero/shared/errors/error-code-list';
import { currentEnvironment, ENVIRONMENT_HEADER } from './environment';
import { currentLanguage } from './i18n';

/**
 * The generic wrapper of SPEC §7/§9 for same-origin JSON calls: cookies, 10 s timeout, at most
 * two retries of idempotent methods (0.3 × 2^(n−1) s apart, Retry-After honoured for 413, 429,
 * 503), the selected network in X-FIVB-Env, and the interface language in Accept-Language so that
 * error messages come translated. Paths are absolute (`/auth/check`): there is no prefix URL.
 * A timeout above 2147483647 ms is refused by ky with a RangeError, a timeout rejects with ky's
 * TimeoutError ("Request timed out: {method} {url}").
 */
export const http = ky.create({
  credentials: 'include',
  timeout: 10_000,
  retry: {
    limit: 2,
    methods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
    statusCodes: [408, 413, 429, 500, 502, 503, 504],
    afterStatusCodes: [413, 429, 503],
    delay: (attemptCount) => 0.3 * 2 ** (attemptCount - 1) * 1000,
    // ky would otherwise wait and retry its own refusal of a too long timeout.
    shouldRetry: ({ error }) => (error instanceof RangeError ? false : undefined),
  },
  headers: { Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set(ENVIRONMENT_HEADER, currentEnvironment());
        request.headers.set('Accept-Language', currentLanguage());
      },
    ],
    beforeError: [describeHttpError, rememberApiError],
  },
});

/** SPEC §8: "Request failed with status code {status} {text}: {method} {url}". */
export function httpErrorMessage(response: Response, request: Request): string {
  const status = `${response.status} ${response.statusText}`.trim();
  return `Request failed with status code ${status}: ${request.method} ${request.url}`;
}

function describeHttpError(error: HTTPError): HTTPError {
  error.message = httpErrorMessage(error.response, error.request);
  return error;
}

const ZApiError = z.object({
  code: z.custom<ErrorCode>(isErrorCode),
  status: z.string(),
  message: z.string(),
  detail: z.string().optional(),
});
const ZApiErrorBody = z.object({ errors: z.array(ZApiError).min(1) });

const apiErrors = new WeakMap<Error, ApiError>();

/** Keeps the first error of a `{errors:[…]}` body with `error`, for `apiErrorOf`. */
export function rememberApiErrorBody(error: Error, body: unknown): void {
  const parsed = ZApiErrorBody.safeParse(body);
  const first = parsed.success ? parsed.data.errors[0] : undefined;
  if (first) apiErrors.set(error, first);
}

/** Reads the server's `{errors:[…]}` body once, so that the UI can show its translated message. */
async function rememberApiError(error: HTTPError): Promise<HTTPError> {
  try {
    rememberApiErrorBody(error, await error.response.clone().json());
  } catch {
    // Not JSON (a proxy's error page): no server message to show.
  }
  return error;
}

/** The first error the server answered with, when `error` is an HTTP error carrying one. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  return error instanceof Error ? apiErrors.get(error) : undefined;
}

export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}

/** An answer that does not match its schema (SPEC §5): never retried, never used. */
export class ResponseSchemaError extends Error {
  override name = 'ResponseSchemaError';
  readonly issues: z.core.$ZodIssue[];

  constructor(what: string, issues: z.core.$ZodIssue[]) {
    super(
      `Unexpected answer from ${what}: ${issues.map((i) => `${i.path.map(String).join('.') || '(root)'} ${i.message}`).join('; ')}`,
    );
    this.issues = issues;
  }
}

export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ResponseSchemaError(what, result.error.issues);
  return result.data;
}

/** GET a JSON answer and validate it. */
export async function getJson<S extends z.ZodType>(path: string, schema: S, options?: Options): Promise<z.output<S>> {
  const body = await http.get(path, options).json<unknown>();
  return parseAnswer(schema, body, `GET ${path}`);
}

/** POST a JSON body and validate the JSON answer. */
export async function postJson<S extends z.ZodType>(
  path: string,
  json: unknown,
  schema: S,
  options?: Options,
): Promise<z.output<S>> {
  const body = await http.post(path, { ...options, json }).json<unknown>();
  return parseAnswer(schema, body, `POST ${path}`);
}

/** PATCH a JSON body and validate the JSON answer. */
export async function patchJson<S extends z.ZodType>(
  path: string,
  json: unknown,
  schema: S,
  options?: Options,
): Promise<z.output<S>> {
  const body = await http.patch(path, { ...options, json }).json<unknown>();
  return parseAnswer(schema, body, `PATCH ${path}`);
}

/** PUT a JSON body and validate the JSON answer. */
export async function putJson<S extends z.ZodType>(
  path: string,
  json: unknown,
  schema: S,
  options?: Options,
): Promise<z.output<S>> {
  const body = await http.put(path, { ...options, json }).json<unknown>();
  return parseAnswer(schema, body, `PUT ${path}`);
}

/** A call whose answer has no body worth reading (204, 202). */
export async function send(method: 'post' | 'put' | 'delete', path: string, json?: unknown): Promise<void> {
  await http(path, { method, ...(json === undefined ? {} : { json }) });
}

/** `?user=…&from=…&skip=0&take=50`: the parameters that have a value, in a stable order. */
export function searchOf(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return search.toString();
}
