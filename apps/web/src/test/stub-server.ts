import { vi } from 'vitest';
import { jsonName } from '@libero/shared/registry/types';

/** What the stubbed `/proxy` answers to a request type (`GetFederation`…): a body, a Failure, or undefined to pass. */
export type ProxyAnswers = Record<string, (xml: string) => unknown>;
/**
 * What the stubbed REST paths answer (`/api/federations/7/activity`): a body, or a Failure. A key
 * may name the method too (`PATCH /auth/me`): it is preferred to the bare path for that method.
 * The answer is given the request's URL, for paths whose query changes it (`?outcome=refused`).
 */
export type RestAnswers = Record<string, (url: URL) => unknown>;
/** The records an unfiltered list request answers by request type (`GetFederationList`…), keyed by JSON names. */
export type ListRecords = Record<string, readonly Record<string, unknown>[]>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer other than 200: the status, and the body the server gives with it. */
export class Failure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A refusal as the server words it: `{errors:[…]}` with its status. */
export function apiFailure(code: string, status: number, message: string): Failure {
  return new Failure(status, { errors: [{ code, status: String(status), message }] });
}

const respond = (answer: unknown) => (answer instanceof Failure ? json(answer.body, answer.status) : json(answer));

/** `Properties="No Code Name"` → `['No', 'Code', 'Name']`: the fields a request asks for. */
export function propertiesOf(xml: string): string[] {
  return (/Properties="([^"]*)"/.exec(xml)?.[1] ?? '').split(' ').filter(Boolean);
}

/**
 * A list answer holding exactly the fields the request asks for, as the gateway gives them
 * (`records` are keyed by JSON names; a field they lack is null).
 */
export function listAnswer(xml: string, records: readonly Record<string, unknown>[]) {
  const fields = propertiesOf(xml);
  const data = records.map((record) =>
    Object.fromEntries(fields.map((field) => [jsonName(field), record[jsonName(field)] ?? null])),
  );
  return { data, nbItems: data.length, version: 1 };
}

/**
 * happy-dom would really fetch: `/proxy` answers from `proxy` by request type (an unfiltered list
 * from `lists`, any other list empty), other paths from `rest`. Returns the XML of every proxy
 * request and the other paths asked, in order (`urls`: with their query).
 */
export function stubServer(
  proxy: ProxyAnswers = {},
  rest: RestAnswers = {},
  { lists = {} }: { lists?: ListRecords } = {},
) {
  const requests: string[] = [];
  const paths: string[] = [];
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (url.pathname !== '/proxy') {
        paths.push(url.pathname);
        urls.push(`${url.pathname}${url.search}`);
        const answer = rest[`${input.method} ${url.pathname}`] ?? rest[url.pathname];
        if (!answer) throw new Error(`No answer for ${input.method} ${url.pathname}`);
        return respond(answer(url));
      }
      const xml = await input.clone().text();
      requests.push(xml);
      const type = /Type="(\w+)"/.exec(xml)?.[1] ?? '';
      const answer = proxy[type]?.(xml);
      if (answer !== undefined) return respond(answer);
      const records = lists[type];
      if (records && !xml.includes('<Filter')) return json(listAnswer(xml, records));
      if (type.endsWith('List')) return json({ data: [], nbItems: 0, version: 1 });
      throw new Error(`No answer for ${type}`);
    }),
  );
  return { requests, paths, urls };
}
