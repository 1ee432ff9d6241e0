import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildRequest, save, type VisAttributes } from '@libero/shared/vis/request-builder';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { scheduleFileName } from './schedule-pdf';

/** volleytournamentmanager runs the tournament; player is any other signed-in user. */
const USERS = ['volleytournamentmanager', 'player'] as const;
type User = (typeof USERS)[number] | null;

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
});
afterAll(() => t?.close());

const headers = (user: User) => (user ? { cookie: cookies[user] } : {});

async function created(user: User, entity: string, attributes: VisAttributes) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/proxy',
    headers: { ...headers(user), 'content-type': 'application/xml', accept: 'application/json' },
    payload: buildRequest(save(entity, attributes)),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { no: number; version: number };
}

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.identityDb.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

/** A draft tournament of the manager's: a pool of four, its round robin generated. */
async function draftWithSchedule() {
  const type = await one<{ no: number }>(sql`select no from volley_tournament_types where code = 'worldChampionship'`);
  const tournament = await created('volleytournamentmanager', 'VolleyTournament', {
    Code: 'PDF-1',
    Name: 'Schedule Cup',
    Gender: 1,
    NoType: Number(type.no),
    StartDate: '2026-09-01',
    EndDate: '2026-09-05',
  });
  const teams = [];
  for (const code of ['BRA', 'POL', 'USA', 'JPN']) {
    const federation = await one<{ no: number }>(sql`select no from federations where code = ${code}`);
    teams.push(
      await created('volleytournamentmanager', 'VolleyTeam', {
        NoTournament: tournament.no,
        NoFederation: Number(federation.no),
      }),
    );
  }
  const phase = await created('volleytournamentmanager', 'Phase', { NoTournament: tournament.no, Name: 'Pools' });
  const pool = await created('volleytournamentmanager', 'VolleyPool', {
    NoPhase: phase.no,
    Code: 'A',
    TeamNos: teams.map((team) => team.no).join(' '),
  });
  const generated = await t.app.inject({
    method: 'POST',
    url: `/api/volley/pools/${pool.no}/round-robin`,
    headers: headers('volleytournamentmanager'),
    payload: { dates: ['2026-09-01', '2026-09-02', '2026-09-03'], times: ['16:00', '19:30'] },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  return tournament;
}

const schedule = (user: User, no: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/volley/tournaments/${no}/schedule.pdf`, headers: headers(user) });

describe('GET /api/volley/tournaments/{no}/schedule.pdf', () => {
  it('is printed for whoever may see the tournament: its managers while a draft, everyone once published', async () => {
    const tournament = await draftWithSchedule();

    const manager = await schedule('volleytournamentmanager', tournament.no);
    expect(manager.statusCode).toBe(200);
    expect(manager.headers['content-type']).toBe('application/pdf');
    expect(manager.headers['content-disposition']).toBe('inline; filename="PDF-1-schedule.pdf"');
    expect(manager.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(manager.rawPayload.length).toBeGreaterThan(2000);

    // A draft is not told to exist to others.
    expect((await schedule('player', tournament.no)).statusCode).toBe(404);
    expect((await schedule(null, tournament.no)).statusCode).toBe(404);

    await created('volleytournamentmanager', 'VolleyTournament', {
      No: tournament.no,
      Version: tournament.version,
      Published: 1,
    });
    const anonymous = await schedule(null, tournament.no);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for a tournament that does not exist or a number that is not one', async () => {
    expect((await schedule('volleytournamentmanager', 999999)).statusCode).toBe(404);
    expect((await schedule('volleytournamentmanager', 'abc')).statusCode).toBe(404);
  });
});

describe('scheduleFileName', () => {
  it('keeps safe characters only', () => {
    expect(scheduleFileName('WCH 2026/M')).toBe('WCH_2026_M-schedule.pdf');
  });
});
