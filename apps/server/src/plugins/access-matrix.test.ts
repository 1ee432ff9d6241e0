import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROUTE_ACCESS, ruleVerdict, type AccessVerdict } from '@libero/shared/auth/access-rules';
import { USER_TYPE_CODES, UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';
import { ENTITIES } from '@libero/shared/registry/registry';
import type { EntityDef, RoleRule } from '@libero/shared/registry/types';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/**
 * Every request type of the registry and every route of the server, for a user of each of the 26
 * types and for nobody, against the shared policy (`ruleVerdict`, `ROUTE_ACCESS`): a refusal is a
 * 401 or 403 that writes nothing (no record version taken, no audit entry, no mail); an allowed
 * request is never refused outright (which records it then reaches is each area's own test).
 */

/** Each type's demo user is its code in lower case (README "Demo accounts"); null is nobody. */
type Viewer = UserTypeCode | null;
const VIEWERS: readonly Viewer[] = [...USER_TYPE_CODES, null];

let t: TestApp;
const cookies = new Map<UserTypeCode, string>();
/** Each demo user's grants, which some rules ask for, and (a Federation user) its federation's empowerment flag. */
const grants = new Map<UserTypeCode, { accesses: string[]; federationEmpowerment: boolean }>();
beforeAll(async () => {
  t = await createTestApp();
  for (const type of USER_TYPE_CODES) {
    const cookie = await signIn(t.app, type.toLowerCase());
    cookies.set(type, cookie);
    const me = await t.app.inject({ url: '/auth/me', headers: { cookie } });
    const { accesses, federationEmpowerment } = me.json() as { accesses: string[]; federationEmpowerment: boolean };
    grants.set(type, { accesses, federationEmpowerment });
  }
}, 120_000);
afterAll(() => t?.close());

const typed = (viewer: Viewer) =>
  viewer ? { type: UserTypeNo[viewer], accesses: [], federationEmpowerment: false, ...grants.get(viewer) } : null;
const label = (viewer: Viewer) => viewer ?? 'nobody';

/**
 * What a write would have left behind: a record version taken, an audit entry, a queued mail. The
 * audit of who read confidential records (injuries) is what a read leaves: it is not counted.
 */
async function footprint(): Promise<string> {
  const { rows } = (await t.app.identityDb.db.execute(sql`select
      (select last_value from record_version) as version,
      (select count(*) from audit_log where action <> 'read') as audit,
      (select count(*) from mail_outbox) as mail`)) as unknown as { rows: unknown[] };
  return JSON.stringify(rows[0]);
}

function expectVerdict(verdict: AccessVerdict, status: number, what: string) {
  if (verdict === 'notAuthenticated') expect(status, what).toBe(401);
  else if (verdict === 'denied') expect(status, what).toBe(403);
  else expect([401, 403], what).not.toContain(status);
}

describe('every request type of the registry, for every user type and nobody', () => {
  /** Nobody reads through the public endpoint; signed-in users through the web app's proxy. */
  const send = (viewer: Viewer, xml: string) =>
    t.app.inject({
      method: 'POST',
      url: viewer ? '/proxy' : '/vis2009/XmlRequest.asmx',
      headers: {
        ...(viewer ? { cookie: cookies.get(viewer) } : {}),
        'content-type': 'application/xml',
        accept: 'application/json',
      },
      payload: xml,
    });

  /** A user who saves only their own record is let in, to be refused on anyone else's. */
  const saveVerdict = (entity: EntityDef, rule: RoleRule, viewer: Viewer): AccessVerdict => {
    const verdict = ruleVerdict(rule, typed(viewer));
    return verdict === 'denied' && viewer && entity.rules.saveOwn?.includes(viewer) ? 'allowed' : verdict;
  };

  for (const entity of Object.values(ENTITIES)) {
    it(`${entity.name}: Get, Get…List${entity.ranking ? ', its ranking' : ''}, Save and Delete`, async () => {
      const before = await footprint();
      for (const viewer of VIEWERS) {
        const who = `${entity.name} as ${label(viewer)}`;
        const list = await send(viewer, `<Request Type="Get${entity.name}List" Fields="No" Take="1"/>`);
        expectVerdict(ruleVerdict(entity.rules.list, typed(viewer)), list.statusCode, `${who}: list ${list.body}`);
        const one = await send(viewer, `<Request Type="Get${entity.name}" Fields="No" No="999999999"/>`);
        expectVerdict(ruleVerdict(entity.rules.get, typed(viewer)), one.statusCode, `${who}: get ${one.body}`);
        if (entity.ranking) {
          const attributes = entity.ranking.required.map((name) => `${name}="${name === 'Gender' ? 'W' : 999999999}"`);
          const ranking = await send(viewer, `<Request Type="Get${entity.ranking.request}" ${attributes.join(' ')}/>`);
          expectVerdict(ruleVerdict(entity.rules.list, typed(viewer)), ranking.statusCode, `${who}: ranking`);
        }
        if (entity.rules.save) {
          const saved = await send(
            viewer,
            `<Request Type="Save${entity.name}"><${entity.name} No="999999999" Version="1"/></Request>`,
          );
          expectVerdict(saveVerdict(entity, entity.rules.save, viewer), saved.statusCode, `${who}: save ${saved.body}`);
        }
        if (entity.rules.delete) {
          const deleted = await send(viewer, `<Request Type="Delete${entity.name}" No="999999999" Version="1"/>`);
          expectVerdict(ruleVerdict(entity.rules.delete, typed(viewer)), deleted.statusCode, `${who}: delete`);
        }
      }
      // Nothing any of them asked wrote anything: refused, or a record that does not exist.
      expect(await footprint()).toBe(before);
    });
  }
});

describe('every route of the server, for every user type and nobody', () => {
  /** A path's parameters filled with values that name nothing: an allowed call finds nothing to change. */
  const PARAMETERS: Readonly<Record<string, string>> = {
    no: '999999999',
    documentNo: '999999999',
    token: 'unknown-token',
    kind: 'world',
    season: '2099',
    id: 'unknown-session',
    party: 'sendingClub',
    file: 'ita.png',
    step: 'submit',
  };
  const pathOf = (route: string) =>
    route.replace(/:(\w+)/g, (_, name: string) => PARAMETERS[name] ?? 'x').replace(/\*$/, 'no-such-file');
  /** Calls that would end the caller's own session: checked for nobody only. */
  const ENDS_SESSION = new Set(['DELETE /auth/logout']);
  /** Refined on the real user inside the route, before any lookup: admins only. */
  const ADMINS_INSIDE = new Set(['POST /auth/impersonate']);

  /** The built web app's pages and files: registered only where it is built (not in these tests). */
  const WEB_APP = new Set(['GET /', 'GET /*']);

  it('has a rule for every route, and every rule names a route', () => {
    for (const key of Object.keys(ROUTE_ACCESS).filter((route) => !WEB_APP.has(route))) {
      const [method, url] = key.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), key).toBe(true);
    }
  });

  for (const [key, rule] of Object.entries(ROUTE_ACCESS).filter(([route]) => !WEB_APP.has(route))) {
    it(key, async () => {
      const [method, route] = key.split(' ') as [string, string];
      for (const viewer of VIEWERS) {
        const verdict = ADMINS_INSIDE.has(key) ? ruleVerdict('admin', typed(viewer)) : ruleVerdict(rule, typed(viewer));
        if (ENDS_SESSION.has(key) && viewer) continue;
        const before = verdict === 'allowed' ? '' : await footprint();
        const response = await t.app.inject({
          method: method as 'GET',
          url: pathOf(route),
          headers: viewer ? { cookie: cookies.get(viewer) } : {},
          ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
        });
        const who = `${key} as ${label(viewer)}`;
        expectVerdict(verdict, response.statusCode, `${who}: ${response.body.slice(0, 200)}`);
        if (verdict !== 'allowed') expect(await footprint(), `${who} wrote`).toBe(before);
      }
    });
  }
});
