import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENTITIES } from '@libero/shared/registry/registry';
import type { UserTypeCode } from '@libero/shared/auth/user-types';
import { jsonName, type RoleRule } from '@libero/shared/registry/types';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { federations, volleyClubs } from '../db/schema/bodies';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/** The viewers of the matrix: admin, own federation, other federation, a person, a guest, nobody. */
const VIEWERS = ['administrator', 'federation', 'federation2', 'player', 'guest', null] as const;
type Viewer = (typeof VIEWERS)[number];

let t: TestApp;
const cookies = new Map<Viewer, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const viewer of VIEWERS) if (viewer) cookies.set(viewer, await signIn(t.app, viewer));
});
afterAll(() => t?.close());

/** Anonymous callers use the public endpoint; signed-in ones the web app's proxy. */
function send(viewer: Viewer, xml: string) {
  return viewer
    ? t.app.inject({
        method: 'POST',
        url: '/proxy',
        headers: { cookie: cookies.get(viewer) ?? '', 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      })
    : t.app.inject({
        method: 'POST',
        url: '/vis2009/XmlRequest.asmx',
        headers: { 'content-type': 'application/xml', accept: 'application/json' },
        payload: xml,
      });
}

const TYPE_OF: Record<Exclude<Viewer, null>, UserTypeCode> = {
  administrator: 'Administrator',
  federation: 'Federation',
  federation2: 'Federation',
  player: 'Player',
  guest: 'Guest',
};

/**
 * The demo users' grants (README "Demo accounts") that rules ask for; `federation`'s federation
 * takes part in the empowerment programme, which gives it that grant.
 */
const GRANTS: Record<Exclude<Viewer, null>, readonly string[]> = {
  administrator: [],
  federation: ['legal', 'nfCategorization', 'empowerment'],
  federation2: ['legal'],
  player: [],
  guest: [],
};

/** Scoped rules let the types in (200); which rows they then see is each entity's own test. */
function expectedReadStatus(rule: RoleRule, viewer: Viewer): number {
  if (rule === 'anyone') return 200;
  if (viewer === null) return 401;
  if (rule === 'signedIn' || viewer === 'administrator') return 200;
  if (rule === 'admin' || (rule.grant && !GRANTS[viewer].includes(rule.grant))) return 403;
  return rule.types.includes(TYPE_OF[viewer]) ? 200 : 403;
}

describe('reading every entity of the registry', () => {
  for (const entity of Object.values(ENTITIES)) {
    for (const viewer of VIEWERS) {
      it(`${entity.name} as ${viewer ?? 'anonymous'}`, async () => {
        // Related records the viewer may read come along (a federation's officers are people: not for anonymous callers).
        const relations = Object.entries(entity.relations)
          .filter(([, relation]) => expectedReadStatus(ENTITIES[relation.target]!.rules.get, viewer) === 200)
          .map(([name]) => ({ name }));
        const list = await send(
          viewer,
          buildRequest({
            type: `Get${entity.name}List`,
            fields: [...entity.defaultFields, ...(entity.recordKeys ?? [])],
            attributes: { Take: 3 },
            relations,
          }),
        );
        const expected = expectedReadStatus(entity.rules.list, viewer);
        expect(list.statusCode, list.body).toBe(expected);
        if (expected !== 200) return;
        const { data, nbItems } = list.json() as { data: Record<string, number | string>[]; nbItems: number };
        expect(nbItems).toBeGreaterThan(0);
        // Records sharing a number (the views over indoor and beach) are told apart by their keys.
        const keys = Object.fromEntries((entity.recordKeys ?? []).map((key) => [key, data[0]?.[jsonName(key)] ?? '']));
        const one = await send(
          viewer,
          buildRequest({ type: `Get${entity.name}`, attributes: { No: data[0]?.no ?? 0, ...keys } }),
        );
        expect(one.statusCode, one.body).toBe(expectedReadStatus(entity.rules.get, viewer));
        expect(one.json().data.no).toBe(data[0]?.no);
      });
    }
  }
});

describe('writing: Save and Delete of every entity', () => {
  const writable = Object.values(ENTITIES).filter((e) => e.rules.save);
  const readOnly = Object.values(ENTITIES).filter((e) => !e.rules.save && !e.rules.delete);

  for (const entity of readOnly) {
    it(`${entity.name} cannot be written by anyone`, async () => {
      for (const viewer of VIEWERS) {
        const save = await send(
          viewer,
          buildRequest({ type: `Save${entity.name}`, node: { name: entity.name, attributes: { No: 1, Version: 1 } } }),
        );
        expect(save.statusCode, `${viewer}: ${save.body}`).toBe(400);
        const del = await send(viewer, `<Request Type="Delete${entity.name}" No="1" Version="1"/>`);
        expect(del.statusCode, `${viewer}: ${del.body}`).toBe(400);
      }
    });
  }

  it('bodies, people, contacts and competitions are writable (each tested with its feature)', () => {
    expect(writable.map((e) => e.name)).toEqual([
      'Confederation',
      'Federation',
      'BankAccount',
      'VolleyClub',
      'Person',
      'Player',
      'Coach',
      'Referee',
      'Official',
      'MedicalPerson',
      'MediaPerson',
      'PersonContact',
      'MediaOrganization',
      'MedicalQualification',
      'PlayerInjury',
      'PlayersAgent',
      'AgentRepresentation',
      'FederationOfOriginChange',
      'FederationDetermination',
      'Album',
      'Image',
      'Article',
      'PressRelease',
      'Tag',
      'ExportDefinition',
      'Event',
      'Season',
      'VolleyTournamentType',
      'VolleyHall',
      'VolleyTournament',
      'VolleyTeam',
      'VolleyPlayer',
      'VolleyTeamStaff',
      'Phase',
      'VolleyPool',
      'VolleyMatch',
      'BeachCategory',
      'BeachTournament',
      'BeachTeam',
      'BeachMatch',
    ]);
  });

  for (const viewer of VIEWERS) {
    it(`VolleyClub of Kenya: save and delete as ${viewer ?? 'anonymous'}`, async () => {
      const db = t.app.identityDb.db;
      const [kenya] = await db.select().from(federations).where(eq(federations.code, 'KEN'));
      const [club] = await db
        .insert(volleyClubs)
        .values({ name: `Matrix ${viewer}`, federationNo: kenya!.no })
        .returning();
      const allowed = viewer === 'administrator' || viewer === 'federation';
      const expected = allowed ? 200 : viewer === null ? 401 : 403;
      const save = await send(
        viewer,
        buildRequest({
          type: 'SaveVolleyClub',
          node: { name: 'VolleyClub', attributes: { No: club!.no, Version: club!.version, City: 'Eldoret' } },
        }),
      );
      expect(save.statusCode, save.body).toBe(expected);
      const version = allowed ? save.json().data.version : club!.version;
      const del = await send(viewer, `<Request Type="DeleteVolleyClub" No="${club!.no}" Version="${version}"/>`);
      expect(del.statusCode, del.body).toBe(expected);
      expect(await db.$count(volleyClubs, eq(volleyClubs.no, club!.no))).toBe(allowed ? 0 : 1);
    });
  }
});
