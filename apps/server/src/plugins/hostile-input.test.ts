import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROUTE_ACCESS } from '@libero/shared/auth/access-rules';
import { ENTITIES } from '@libero/shared/registry/registry';
import { persons } from '../db/schema/people';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/**
 * Hostile input on every write route and every Save of the registry, sent by an administrator (who
 * passes every access rule, so that the input itself is what is judged): each gets a clear 4xx with
 * a stable code, never a 5xx; nothing is written; the server still answers.
 */

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'administrator');
});
afterAll(() => t?.close());

async function footprint(): Promise<string> {
  const { rows } = (await t.app.identityDb.db.execute(sql`select
      (select last_value from record_version) as version,
      (select count(*) from audit_log) as audit,
      (select count(*) from mail_outbox) as mail,
      (select count(*) from persons) as persons`)) as unknown as { rows: unknown[] };
  return JSON.stringify(rows[0]);
}

const STABLE_CODES = new Set([
  'BadRequest',
  'BadParameter',
  'InvalidData',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'NotFound',
  'Conflict',
  'FileTypeNotAccepted',
  // Routes that guard against guessing count hostile tries too.
  'TooManyRequests',
]);

function expectClearRefusal(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const code = (JSON.parse(response.body) as { errors?: { code: string }[] }).errors?.[0]?.code ?? '';
  expect(STABLE_CODES, `${what}: code ${code}`).toContain(code);
}

const OVERSIZE = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
/** Bodies no route takes: wrong types, unknown fields, control characters, injections where a number belongs. */
const BODIES: readonly [string, string, string][] = [
  ['oversize', 'application/json', OVERSIZE],
  ['malformed JSON', 'application/json', '{"version": 1,'],
  ['not JSON', 'text/plain', 'DROP TABLE persons;'],
  [
    'wrong types',
    'application/json',
    JSON.stringify({ version: 'latest', playerNo: 'one', reason: 42, firstSeason: [] }),
  ],
  ['unknown fields', 'application/json', JSON.stringify({ version: 1, isAdmin: true, __proto__: { admin: true } })],
  ['a NUL byte', 'application/json', JSON.stringify({ version: 1, reason: 'a\u0000b', firstName: 'Nul\u0000' })],
  [
    'SQL where a number is',
    'application/json',
    JSON.stringify({ version: '1; drop table persons; --', playerNo: '1 or 1=1' }),
  ],
];

const writeRoutes = Object.keys(ROUTE_ACCESS).filter((key) => !key.startsWith('GET ') && !key.includes('/vis2009/'));
const pathOf = (route: string) =>
  route.replace(/:(\w+)/g, (_, name: string) =>
    name === 'kind' ? 'world' : name === 'season' ? '2030' : name === 'party' ? 'player' : '1',
  );

describe('every write route', () => {
  for (const key of writeRoutes) {
    it(`${key} refuses hostile bodies clearly and writes nothing`, async () => {
      const [method, route] = key.split(' ') as [string, string];
      // Signing out would end the session the others use: its own test signs out.
      if (key === 'DELETE /auth/logout') return;
      const before = await footprint();
      for (const [name, type, body] of BODIES) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: pathOf(route),
          headers: { cookie, 'content-type': type },
          payload: body,
        });
        // A route that takes no body (a DELETE) may answer its own refusal (not found…); still a clear 4xx.
        if (response.statusCode < 400) continue;
        expectClearRefusal(response, `${key} with ${name}`);
      }
      expect(await footprint(), key).toBe(before);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  }
});

describe('every Save of the registry', () => {
  const send = (xml: string) =>
    t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
      payload: xml,
    });
  const deep = `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`;

  for (const entity of Object.values(ENTITIES).filter((e) => e.rules.save)) {
    it(`Save${entity.name} refuses hostile records clearly and writes nothing`, async () => {
      const text = Object.entries(entity.fields).find(([, field]) => field.type === 'text' && field.write)?.[0];
      const integer = Object.entries(entity.fields).find(([, field]) => field.type === 'integer' && field.write)?.[0];
      const cases: [string, string][] = [
        ['an unknown field', `<Request Type="Save${entity.name}"><${entity.name} IsAdmin="true"/></Request>`],
        [
          'a node inside',
          `<Request Type="Save${entity.name}"><${entity.name}><Script>alert(1)</Script></${entity.name}></Request>`,
        ],
        ['deep XML', `<Request Type="Save${entity.name}"><${entity.name}/>${deep}</Request>`],
        [
          'an entity declaration',
          `<!DOCTYPE x [<!ENTITY e "boom">]><Request Type="Save${entity.name}"><${entity.name} No="&e;"/></Request>`,
        ],
        [
          'SQL in the number',
          `<Request Type="Save${entity.name}"><${entity.name} No="1 or 1=1" Version="1"/></Request>`,
        ],
        ...(text
          ? [
              [
                'a control character',
                `<Request Type="Save${entity.name}"><${entity.name} ${text}="a&#x1;b"/></Request>`,
              ] as [string, string],
            ]
          : []),
        ...(integer
          ? [
              [
                'a word for a number',
                `<Request Type="Save${entity.name}"><${entity.name} ${integer}="twelve"/></Request>`,
              ] as [string, string],
            ]
          : []),
      ];
      const before = await footprint();
      for (const [name, xml] of cases) expectClearRefusal(await send(xml), `Save${entity.name} with ${name}`);
      expect(await footprint()).toBe(before);
    });
  }
});

describe('payloads that are only text', () => {
  it('stores SQL and script as the text they are, harming nothing', async () => {
    const federation = (
      (await t.app.identityDb.db.execute(sql`select no from federations where code = 'KEN'`)) as unknown as {
        rows: { no: number }[];
      }
    ).rows[0]!.no;
    const count = async () => (await t.app.identityDb.db.select({ n: sql<number>`count(*)::int` }).from(persons))[0]!.n;
    const before = await count();
    const lastName = `Robert'); DROP TABLE persons;--<script>alert(1)</script>`;
    const escaped = lastName.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
    const saved = await send(
      `<Request Type="SavePlayer"><Player FirstName="Bobby" LastName="${escaped}" Gender="0" NoFederation="${federation}"/></Request>`,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['content-type']).toContain('application/json');
    const no = (saved.json() as { data: { no: number } }).data.no;
    const [stored] = await t.app.identityDb.db.select().from(persons).where(eq(persons.no, no));
    expect(stored!.lastName).toBe(lastName);
    expect(await count()).toBe(before + 1);
  });

  function send(xml: string) {
    return t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
      payload: xml,
    });
  }
});
