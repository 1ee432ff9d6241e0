import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE_CODES, type UserTypeCode } from '@libero/shared/auth/user-types';
import { buildRequest, get, getList, save, type VisAttributes } from '@libero/shared/vis/request-builder';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { createDocumentStorage } from '../documents';
import { auditLog } from '../../db/schema/audit';
import { agentRepresentations, playerAgents } from '../../db/schema/agents';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { personRoles, persons } from '../../db/schema/people';
import { volleyTransfers } from '../../db/schema/transfers';

/**
 * Players' agents (issue #25). The demo's `playeragent` is Andrés Castillo (COL-AG-0142); Kenya's
 * `federation` user licenses David Kiprop; Emily Carter is suspended, Piotr Zieliński expired.
 */
let t: TestApp;
const cookies = new Map<string, string>();
const db = () => t.app.identityDb.db;
const agentNo: Record<string, number> = {};
let kenya = 0;
let italy = 0;

const usernameOf = (type: UserTypeCode) => type.toLowerCase();

beforeAll(async () => {
  t = await createTestApp();
  for (const type of USER_TYPE_CODES) cookies.set(usernameOf(type), await signIn(t.app, usernameOf(type)));
  cookies.set('federation2', await signIn(t.app, 'federation2'));
  for (const row of await db().select().from(playerAgents)) agentNo[row.licenceNumber] = row.no;
  const codes = await db()
    .select()
    .from(federations)
    .where(inArray(federations.code, ['KEN', 'ITA']));
  kenya = codes.find((row) => row.code === 'KEN')!.no;
  italy = codes.find((row) => row.code === 'ITA')!.no;
}, 120_000);
afterAll(() => t?.close());

const send = (user: string | null, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: {
      cookie: user ? (cookies.get(user) ?? '') : '',
      'content-type': 'application/xml',
      accept: 'application/json',
    },
    payload: xml,
  });
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; field?: string; detail?: string }[] }).errors[0]!;
const listAgents = async (user: string, filter: VisAttributes = {}) => {
  const answer = await send(user, buildRequest(getList('PlayersAgent', { filter })));
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as { no: number; licenceNumber: string; status: string }[]).map((row) => row);
};
const saveAgent = (user: string, attributes: VisAttributes) =>
  send(user, buildRequest(save('PlayersAgent', attributes)));
const saveContract = (user: string, attributes: VisAttributes) =>
  send(user, buildRequest(save('AgentRepresentation', attributes)));
const castillo = () => agentNo['COL-AG-0142']!;

/** A player of `federation` with no agent and no transfer, made for the test. */
async function newPlayer(federation: number, lastName: string): Promise<number> {
  const [person] = await db()
    .insert(persons)
    .values({ firstName: 'Test', lastName, gender: 1, federationNo: federation, nationality: 'KE' })
    .returning({ no: persons.no });
  await db().insert(personRoles).values({ personNo: person!.no, role: 'player', activeVolley: true });
  return person!.no;
}

async function agentVersion(no: number): Promise<number> {
  const [row] = await db().select({ version: playerAgents.version }).from(playerAgents).where(eq(playerAgents.no, no));
  return row!.version;
}

describe('who reads the agents', () => {
  it('admins read all of them, with the status computed from the suspension and the licence dates', async () => {
    const rows = await listAgents('administrator');
    const status = (licence: string) => rows.find((row) => row.licenceNumber === licence)?.status;
    expect(rows).toHaveLength(6);
    expect(status('COL-AG-0142')).toBe('active');
    expect(status('USA-AG-0088')).toBe('suspended');
    expect(status('POL-AG-0019')).toBe('expired');
    const expired = await listAgents('administrator', { Statuses: 'expired' });
    expect(expired.map((row) => row.licenceNumber)).toEqual(['POL-AG-0019']);
    const validLong = await listAgents('administrator', { ValidFrom: '2029-01-01' });
    expect(validLong.map((row) => row.licenceNumber).sort()).toEqual(['COL-AG-0142', 'ITA-AG-0031']);
  });

  it('a federation reads the agents it licenses and those of its players; an agent reads themself', async () => {
    expect((await listAgents('federation')).map((row) => row.licenceNumber)).toEqual(['KEN-AG-0007']);
    expect((await listAgents('playeragent')).map((row) => row.no)).toEqual([castillo()]);
    const other = await send('playeragent', buildRequest(get('PlayersAgent', agentNo['ITA-AG-0031']!)));
    expect(other.statusCode).toBe(404);
  });

  it.each(['player', 'volleyclub', 'coach', 'guest', 'pressofficer'])('%s is refused', async (user) => {
    const answer = await send(user, buildRequest(getList('PlayersAgent')));
    expect(answer.statusCode).toBe(403);
  });

  it('nobody anonymous reads them on the public endpoint', async () => {
    const answer = await send(null, buildRequest(getList('PlayersAgent')));
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('COL-AG-0142');
  });
});

describe('an agent keeps their profile', () => {
  it('saves their languages, agency and contact, the languages as ISO codes', async () => {
    const answer = await saveAgent('playeragent', {
      No: castillo(),
      Version: await agentVersion(castillo()),
      Languages: 'ES, en  PT',
      Agency: 'Castillo Sports',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ languages: 'es en pt', agency: 'Castillo Sports' });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'PlayersAgent'), eq(auditLog.entityNo, String(castillo()))));
    expect(audit?.action).toBe('save');
  });

  it('refuses an unknown language, naming the field', async () => {
    const answer = await saveAgent('playeragent', {
      No: castillo(),
      Version: await agentVersion(castillo()),
      Languages: 'es xx',
    });
    expect(answer.statusCode).toBe(422);
    expect(errorOf(answer).detail ?? errorOf(answer).field).toContain('Languages');
  });

  it('never changes their licence; another agent is not theirs to see', async () => {
    const licence = await saveAgent('playeragent', {
      No: castillo(),
      Version: await agentVersion(castillo()),
      LicenceValidUntil: '2040-01-01',
    });
    expect(licence.statusCode).toBe(403);
    const other = agentNo['ITA-AG-0031']!;
    const answer = await saveAgent('playeragent', { No: other, Version: await agentVersion(other), Agency: 'Mine' });
    expect(answer.statusCode).toBe(404);
  });

  it('a stale version is refused (409) and nothing is written', async () => {
    const version = await agentVersion(castillo());
    const answer = await saveAgent('playeragent', { No: castillo(), Version: version - 1, Agency: 'Stale' });
    expect(answer.statusCode).toBe(409);
    expect(await agentVersion(castillo())).toBe(version);
  });
});

describe('a federation licenses agents', () => {
  it('licenses one of its own, whose person then holds the agent role; never for another federation', async () => {
    const person = await newPlayer(kenya, 'Licensed');
    const licence = { NoPerson: person, LicenceIssuedOn: '2026-01-10', LicenceValidUntil: '2030-01-09' };
    const foreign = await saveAgent('federation', { ...licence, LicenceNumber: 'ITA-AG-0999', NoFederation: italy });
    expect(foreign.statusCode).toBe(403);
    const answer = await saveAgent('federation', { ...licence, LicenceNumber: 'ken-ag-0100', NoFederation: kenya });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ licenceNumber: 'KEN-AG-0100', status: 'active' });
    const roles = await db().select().from(personRoles).where(eq(personRoles.personNo, person));
    expect(roles.map((row) => row.role)).toContain('agent');
    const twice = await saveAgent('administrator', {
      ...licence,
      NoPerson: await newPlayer(kenya, 'Twice'),
      LicenceNumber: 'KEN-AG-0100',
      NoFederation: kenya,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('only admins suspend, and say why', async () => {
    const no = agentNo['KEN-AG-0007']!;
    const byFederation = await saveAgent('federation', { No: no, Version: await agentVersion(no), Suspended: 1 });
    expect(byFederation.statusCode).toBe(403);
    const silent = await saveAgent('administrator', { No: no, Version: await agentVersion(no), Suspended: 1 });
    expect(silent.statusCode).toBe(422);
    expect(errorOf(silent).detail ?? errorOf(silent).field).toContain('SuspensionReason');
  });
});

describe('representation contracts', () => {
  let playerNo = 0;
  let contract = { no: 0, version: 0 };

  it('the agent adds a represented player; the contract is audited', async () => {
    playerNo = await newPlayer(kenya, 'Represented');
    const answer = await saveContract('playeragent', {
      NoAgent: castillo(),
      NoPlayer: playerNo,
      StartDate: '2026-01-01',
      EndDate: '2028-12-31',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    contract = answer.json().data;
    expect(answer.json().data).toMatchObject({ agentName: 'Andrés Castillo', current: 1 });
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'AgentRepresentation'), eq(auditLog.entityNo, String(contract.no))));
    expect(actions.map((row) => row.action)).toEqual(['save']);
  });

  it('a player has one agent at a time: an overlapping contract is refused (409), a later one is not', async () => {
    const marco = agentNo['ITA-AG-0031']!;
    const overlapping = await saveContract('administrator', {
      NoAgent: marco,
      NoPlayer: playerNo,
      StartDate: '2028-06-01',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(errorOf(overlapping).code).toBe('PlayerHasAgent');
    const later = await saveContract('administrator', { NoAgent: marco, NoPlayer: playerNo, StartDate: '2029-01-01' });
    expect(later.statusCode, later.body).toBe(200);
    const stretched = await saveContract('playeragent', {
      No: contract.no,
      Version: contract.version,
      EndDate: '2029-06-30',
    });
    expect(stretched.statusCode).toBe(409);
    expect(errorOf(stretched).code).toBe('PlayerHasAgent');
  });

  it('of two agents saving for one player at once, one is refused', async () => {
    const player = await newPlayer(kenya, 'Contested');
    const answers = await Promise.all(
      [castillo(), agentNo['BRA-AG-0210']!].map((agent) =>
        saveContract('administrator', { NoAgent: agent, NoPlayer: player, StartDate: '2026-02-01' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await db().$count(agentRepresentations, eq(agentRepresentations.playerNo, player))).toBe(1);
  });

  it('an agent writes only their own contracts; a suspended agent starts none', async () => {
    const player = await newPlayer(kenya, 'Other');
    const forOther = await saveContract('playeragent', {
      NoAgent: agentNo['ITA-AG-0031']!,
      NoPlayer: player,
      StartDate: '2026-01-01',
    });
    expect(forOther.statusCode).toBe(403);
    const suspended = await saveContract('administrator', {
      NoAgent: agentNo['USA-AG-0088']!,
      NoPlayer: player,
      StartDate: '2026-01-01',
    });
    expect(suspended.statusCode).toBe(409);
    expect(errorOf(suspended).code).toBe('AgentNotActive');
    const byFederation = await saveContract('federation', {
      NoAgent: castillo(),
      NoPlayer: player,
      StartDate: '2026-01-01',
    });
    expect(byFederation.statusCode).toBe(403);
  });

  it('is read by the agent, the player’s federation and admins, never by other agents’ or federations’ users', async () => {
    const filter = { NoPlayer: playerNo };
    const list = async (user: string) => {
      const answer = await send(user, buildRequest(getList('AgentRepresentation', { filter })));
      return answer.statusCode === 200 ? (answer.json().data as { noAgent: number }[]).map((row) => row.noAgent) : [];
    };
    expect((await list('administrator')).sort()).toHaveLength(2);
    expect(await list('playeragent')).toEqual([castillo()]);
    expect(await list('federation')).toHaveLength(2);
    expect(await list('federation2')).toEqual([]);
    expect((await send('volleyclub', buildRequest(getList('AgentRepresentation', { filter })))).statusCode).toBe(403);
  });

  it('keeps its signed document: uploaded by its agent, read by its readers only', async () => {
    const upload = (user: string, version: number) => {
      const { payload, headers } = multipartBody({ version: String(version) }, undefined, 'contract.pdf');
      return t.app.inject({
        method: 'PUT',
        url: `/api/agent-representations/${contract.no}/document`,
        headers: { ...headers, cookie: cookies.get(user) ?? '' },
        payload,
      });
    };
    expect((await upload('federation', contract.version)).statusCode).toBe(403);
    expect((await upload('playeragent', contract.version - 1)).statusCode).toBe(409);
    const uploaded = await upload('playeragent', contract.version);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ documentFileName: 'contract.pdf' });
    const download = (user: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/agent-representations/${contract.no}/document`,
        headers: { cookie: cookies.get(user) ?? '' },
      });
    expect((await download('federation')).statusCode).toBe(200);
    expect((await download('federation2')).statusCode).toBe(404);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'AgentRepresentation'), eq(auditLog.action, 'upload')));
    expect(audit?.entityNo).toBe(String(contract.no));
  });

  it("a transfer started for the player names the player's agent, on the transfer and its dossier", async () => {
    const readByItaly = async () =>
      (await send('federation2', buildRequest(get('PlayersAgent', castillo())))).statusCode;
    expect(await readByItaly()).toBe(404);
    const [club] = await db().select().from(volleyClubs).where(eq(volleyClubs.federationNo, italy));
    const season = new Date().getUTCFullYear();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/transfers',
      headers: { cookie: cookies.get('administrator') ?? '' },
      payload: {
        playerNo,
        toClubNo: club!.no,
        firstSeason: season,
        lastSeason: season,
        contractStart: `${season + 1}-01-01`,
        contractEnd: `${season + 1}-06-30`,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const no: number = started.json().data.no;
    const [row] = await db().select().from(volleyTransfers).where(eq(volleyTransfers.no, no));
    expect(row?.agentNo).toBe(castillo());
    const read = await send('administrator', buildRequest(get('VolleyTransfer', no, { fields: ['No', 'AgentName'] })));
    expect(read.json().data).toMatchObject({ agentName: 'Andrés Castillo' });
    const dossier = await t.app.inject({
      method: 'GET',
      url: `/api/transfers/${no}`,
      headers: { cookie: cookies.get('administrator') ?? '' },
    });
    expect(dossier.json().data.agent).toEqual({
      no: castillo(),
      name: 'Andrés Castillo',
      licenceNumber: 'COL-AG-0142',
    });
  });

  it("keeps one file per contract: the replaced one and a deleted contract's leave the store", async () => {
    const player = await newPlayer(kenya, 'Filed');
    const created = await saveContract('playeragent', {
      NoAgent: castillo(),
      NoPlayer: player,
      StartDate: '2026-01-01',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { no } = created.json().data as { no: number };
    const keyOf = async () =>
      (
        await db()
          .select({ key: agentRepresentations.documentStorageKey, version: agentRepresentations.version })
          .from(agentRepresentations)
          .where(eq(agentRepresentations.no, no))
      )[0];
    const upload = async (fileName: string) => {
      const { payload, headers } = multipartBody({ version: String((await keyOf())!.version) }, undefined, fileName);
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/agent-representations/${no}/document`,
        headers: { ...headers, cookie: cookies.get('playeragent') ?? '' },
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return (await keyOf())!.key!;
    };
    const stored = async () => {
      const keys: string[] = [];
      for await (const key of createDocumentStorage(t.config).keys()) keys.push(key);
      return keys;
    };
    const first = await upload('first.pdf');
    const second = await upload('second.pdf');
    expect(await stored()).toEqual(expect.arrayContaining([second]));
    expect(await stored()).not.toContain(first);
    const deleted = await send(
      'playeragent',
      `<Request Type="DeleteAgentRepresentation" No="${no}" Version="${(await keyOf())!.version}"/>`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored()).not.toContain(second);
  });
});
