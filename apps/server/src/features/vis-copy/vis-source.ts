import { buildRequest, getList } from '@libero/shared/vis/request-builder';

/** A record as a VIS service answers it in JSON: camelCase keys, real numbers and nulls. */
export type SourceRow = Record<string, unknown>;

/** A refusal by the source service, with the code its answer gave (`AccessDenied`, `BadParameter`…). */
export class SourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `http://host` → its public endpoint; an address already naming the endpoint is kept. */
export function endpointOf(from: string): URL {
  const url = new URL(from);
  if (!/\.asmx$/i.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/$/, '')}/vis2009/XmlRequest.asmx`;
  return url;
}

/**
 * Another VIS service, read as any client reads it: `Get{Entity}List` requests in XML, asked for
 * in JSON, through its public endpoint; signed in when a user is given (a Libero service), to read
 * more than its public data.
 */
export class VisSource {
  readonly endpoint: URL;
  private cookie: string | undefined;

  constructor(from: string) {
    this.endpoint = endpointOf(from);
  }

  /** Signs in to a Libero service (`/auth/login`): the session then reads what that user may read. */
  async signIn(username: string, password: string): Promise<void> {
    const response = await fetch(new URL('/auth/login', this.endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new SourceError('SignInFailed', `Signing in as ${username} failed (${response.status})`);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('libero_session='));
    if (!session) throw new SourceError('SignInFailed', `Signing in as ${username} gave no session`);
    this.cookie = session.split(';')[0];
  }

  get signedIn(): boolean {
    return this.cookie !== undefined;
  }

  /** A whole list, in one answer: `since` asks only for the records changed after that version. */
  async list(
    entity: string,
    fields: readonly string[],
    since?: number,
  ): Promise<{ rows: SourceRow[]; version: number }> {
    const request = getList(entity, { fields, fieldsAttribute: 'Fields', version: since });
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/xml',
        accept: 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: buildRequest(request),
    });
    const text = await response.text();
    const answer = parseJson(text);
    if (!response.ok || answer === undefined) throw refusal(entity, response.status, answer, text);
    const { data, version } = answer as { data?: unknown; version?: unknown };
    if (!Array.isArray(data)) throw new SourceError('BadAnswer', `Get${entity}List answered no list`);
    return { rows: data as SourceRow[], version: typeof version === 'number' ? version : 0 };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function refusal(entity: string, status: number, answer: unknown, text: string): SourceError {
  const [error] =
    (answer as { errors?: { code?: string; detail?: string; message?: string }[] } | undefined)?.errors ?? [];
  const code = error?.code ?? `HTTP${status}`;
  const detail = error ? (error.message ?? error.detail) : text.slice(0, 200);
  return new SourceError(code, `Get${entity}List: ${code}${detail ? ` (${detail})` : ''}`);
}
