import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildRequest, getList, save, type VisAttributes } from '@libero/shared/vis/request-builder';
import { federations } from '../../db/schema/bodies';
import { volleyMatches, volleyPoolRankings, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import { personRoles, persons } from '../../db/schema/people';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';

/**
 * volleytournamentmanager: a tournament manager; federation: Kenya; federation2: Italy.
 */
const USERS = ['administrator', 'volleytournamentmanager', 'federation', 'federation2', 'player'] as const;
type User = (typeof USERS)[number] | null;

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await signIn(t.app, user);
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
const send = (user: User, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: user ? '/proxy' : '/vis2009/XmlRequest.asmx',
    headers: {
      ...(user ? { cookie: cookies[user] } : {}),
      'content-type': 'application/xml',
      accept: 'application/json',
    },
    payload: xml,
  });
const saveAs = async (user: User, entity: string, attributes: VisAttributes) =>
  send(user, buildRequest(save(entity, attributes)));
const created = async (user: User, entity: string, attributes: VisAttributes) => {
  const response = await saveAs(user, entity, attributes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { no: number; version: number };
};
const listAs = (user: User, entity: string, filter: Record<string, string | number>, fields: string[]) =>
  send(user, buildRequest(getList(entity, { fields, filter })));

const federationNo = async (code: string) =>
  (await db().select({ no: federations.no }).from(federations).where(eq(federations.code, code)))[0]!.no;
const typeNo = async (code: string) =>
  Number(
    (
      (await db().execute(sql`select no from volley_tournament_types where code = ${code}`)) as unknown as {
        rows: { no: number }[];
      }
    ).rows[0]!.no,
  );

let tournamentSeq = 0;
/** A tournament of `user` with a pool of the four teams of `codes`, round robin generated. */
async function tournamentWithPool(user: User, codes = ['BRA', 'POL', 'USA', 'JPN'], extra: VisAttributes = {}) {
  tournamentSeq += 1;
  const tournament = await created(user, 'VolleyTournament', {
    Code: `TST-${tournamentSeq}`,
    Name: `Test Cup ${tournamentSeq}`,
    Gender: 0,
    NoType: await typeNo('worldChampionship'),
    StartDate: '2026-09-01',
    EndDate: '2026-09-20',
    ...extra,
  });
  const teams = [];
  for (const code of codes) {
    teams.push(
      await created(user, 'VolleyTeam', { NoTournament: tournament.no, NoFederation: await federationNo(code) }),
    );
  }
  const phase = await created(user, 'Phase', { NoTournament: tournament.no, Name: 'Pool phase', Position: 1 });
  const pool = await created(user, 'VolleyPool', {
    NoPhase: phase.no,
    Code: 'A',
    TeamNos: teams.map((team) => team.no).join(' '),
  });
  const generated = await t.app.inject({
    method: 'POST',
    url: `/api/volley/pools/${pool.no}/round-robin`,
    headers: user ? { cookie: cookies[user] } : {},
    payload: { dates: ['2026-09-01', '2026-09-02', '2026-09-03'], times: ['16:00', '19:30'] },
  });
  expect(generated.statusCode, generated.body).toBe(201);
  const matches = await db()
    .select()
    .from(volleyMatches)
    .where(eq(volleyMatches.poolNo, pool.no))
    .orderBy(volleyMatches.noInTournament);
  return { tournament, teams, phase, pool, matches };
}

type Score = [number, number];
const resultOf = (sets: Score[]): VisAttributes =>
  Object.fromEntries(
    sets.flatMap(([a, b], i) => [
      [`PointsTeamASet${i + 1}`, a],
      [`PointsTeamBSet${i + 1}`, b],
    ]),
  );
const enterResult = async (user: User, match: { no: number; version: number }, sets: Score[]) =>
  saveAs(user, 'VolleyMatch', { No: match.no, Version: match.version, Status: 'finished', ...resultOf(sets) });

const standingsOf = async (poolNo: number) =>
  db()
    .select()
    .from(volleyPoolRankings)
    .where(eq(volleyPoolRankings.poolNo, poolNo))
    .orderBy(volleyPoolRankings.position);

describe('a tournament manager runs a pool', () => {
  it('creates a draft only it (and admins) see, generates the round robin, and publishes it', async () => {
    const { tournament, pool, matches } = await tournamentWithPool('volleytournamentmanager');
    expect(matches).toHaveLength(6);
    // Every pair once, two a day over three days.
    const pairs = new Set(matches.map((m) => [m.teamANo, m.teamBNo].sort().join('-')));
    expect(pairs.size).toBe(6);
    expect(matches.map((m) => m.localDate)).toEqual([
      '2026-09-01',
      '2026-09-01',
      '2026-09-02',
      '2026-09-02',
      '2026-09-03',
      '2026-09-03',
    ]);
    const anonymous = await listAs(null, 'VolleyMatch', { NoTournament: tournament.no }, ['No']);
    expect(anonymous.json().data).toEqual([]);
    const otherUser = await listAs('player', 'VolleyTournament', { No: tournament.no }, ['No']);
    expect(otherUser.json().data).toEqual([]);
    const published = await created('volleytournamentmanager', 'VolleyTournament', {
      No: tournament.no,
      Version: tournament.version,
      Published: 1,
    });
    expect(published.published).toBe(1);
    const now = await listAs(null, 'VolleyMatch', { NoTournament: tournament.no }, ['No', 'TeamAName', 'NoPool']);
    expect(now.json().data).toHaveLength(6);
    expect(now.json().data[0]).toMatchObject({ noPool: pool.no });
  });

  it('recomputes the standings with each result: a 3-1 gives 3 points to 0, a 3-2 gives 2 and 1', async () => {
    const { pool, matches, teams } = await tournamentWithPool('volleytournamentmanager');
    const first = matches[0]!;
    const saved = await enterResult('volleytournamentmanager', first, [
      [25, 20],
      [22, 25],
      [25, 18],
      [25, 23],
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ matchPointsA: 3, matchPointsB: 1, noWinner: first.teamANo });
    let standings = await standingsOf(pool.no);
    expect(standings[0]).toMatchObject({ teamNo: first.teamANo, won: 1, rankingPoints: 3, setsWon: 3, setsLost: 1 });
    expect(standings.find((row) => row.teamNo === first.teamBNo)).toMatchObject({ lost: 1, rankingPoints: 0 });

    const second = matches[1]!;
    const five = await enterResult('volleytournamentmanager', second, [
      [25, 20],
      [22, 25],
      [25, 18],
      [23, 25],
      [13, 15],
    ]);
    expect(five.statusCode, five.body).toBe(200);
    standings = await standingsOf(pool.no);
    expect(standings.find((row) => row.teamNo === second.teamBNo)).toMatchObject({ won: 1, rankingPoints: 2 });
    expect(standings.find((row) => row.teamNo === second.teamANo)).toMatchObject({ lost: 1, rankingPoints: 1 });
    // The 3-1 winner leads (3 points) before the 3-2 winner (2 points); both won one match.
    expect(standings.slice(0, 2).map((row) => row.teamNo)).toEqual([first.teamANo, second.teamBNo]);
    expect(teams).toHaveLength(4);
  });

  it("lists a pool's standings as ranking entries, in standings order, a ratio with nothing lost as null", async () => {
    const { pool, matches } = await tournamentWithPool('volleytournamentmanager');
    const first = matches[0]!;
    await enterResult('volleytournamentmanager', first, [
      [25, 20],
      [25, 18],
      [25, 23],
    ]);
    const response = await listAs('volleytournamentmanager', 'VolleyPoolRankingEntry', { NoPool: pool.no }, [
      'Position',
      'NoTeam',
      'SetRatio',
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { position: number; noTeam: number; setRatio: number | null }[];
    expect(rows.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(rows[0]).toMatchObject({ noTeam: first.teamANo, setRatio: null });
  });

  it('refuses a 25-24 set, naming the set, and writes nothing', async () => {
    const { pool, matches } = await tournamentWithPool('volleytournamentmanager');
    const match = matches[2]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/proxy',
      headers: { cookie: cookies.volleytournamentmanager!, 'content-type': 'application/xml', 'accept-language': 'fr' },
      payload: buildRequest(
        save('VolleyMatch', {
          No: match.no,
          Version: match.version,
          Status: 'finished',
          ...resultOf([
            [25, 20],
            [25, 22],
            [25, 24],
          ]),
        }),
      ),
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error).toMatchObject({ code: 'SetNotFinished', detail: 'PointsTeamASet3' });
    expect(error.message).toContain('Set 3');
    expect(error.message).toContain('25-24');
    const [stored] = await db().select().from(volleyMatches).where(eq(volleyMatches.no, match.no));
    expect(stored).toMatchObject({ status: 'scheduled', pointsA1: null, setsA: null, version: match.version });
    expect(await standingsOf(pool.no)).toSatisfy((rows: { played: number }[]) => rows.every((row) => row.played === 0));
  });

  it('counts a forfeit as 3-0, every set 25-0', async () => {
    const { pool, matches } = await tournamentWithPool('volleytournamentmanager');
    const match = matches[0]!;
    const response = await saveAs('volleytournamentmanager', 'VolleyMatch', {
      No: match.no,
      Version: match.version,
      Status: 'forfeit',
      ForfeitBy: 'B',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      matchPointsA: 3,
      matchPointsB: 0,
      pointsTeamASet1: 25,
      pointsTeamBSet1: 0,
      pointsTeamASet3: 25,
      pointsTeamASet4: null,
    });
    const [winner] = await standingsOf(pool.no);
    expect(winner).toMatchObject({ teamNo: match.teamANo, rankingPoints: 3, pointsWon: 75 });
  });

  it('refuses a stale version with 409 and keeps the stored result', async () => {
    const { matches } = await tournamentWithPool('volleytournamentmanager');
    const match = matches[0]!;
    const ok = await enterResult('volleytournamentmanager', match, [
      [25, 10],
      [25, 10],
      [25, 10],
    ]);
    expect(ok.statusCode).toBe(200);
    const stale = await enterResult('volleytournamentmanager', match, [
      [10, 25],
      [10, 25],
      [10, 25],
    ]);
    expect(stale.statusCode).toBe(409);
    const [stored] = await db().select().from(volleyMatches).where(eq(volleyMatches.no, match.no));
    expect(stored).toMatchObject({ pointsA1: 25, winnerNo: match.teamANo });
  });
});

describe('who may write a tournament', () => {
  it("refuses a tournament manager another manager's tournament, and changes nothing", async () => {
    const { tournament, matches } = await tournamentWithPool('administrator', undefined, { Published: 1 });
    const match = matches[0]!;
    const refused = await enterResult('volleytournamentmanager', match, [
      [25, 10],
      [25, 10],
      [25, 10],
    ]);
    expect(refused.statusCode).toBe(403);
    const renamed = await saveAs('volleytournamentmanager', 'VolleyTournament', {
      No: tournament.no,
      Version: tournament.version,
      Name: 'Taken over',
    });
    expect(renamed.statusCode).toBe(403);
    const [stored] = await db().select().from(volleyMatches).where(eq(volleyMatches.no, match.no));
    expect(stored).toMatchObject({ status: 'scheduled', version: match.version });
    const [kept] = await db().select().from(volleyTournaments).where(eq(volleyTournaments.no, tournament.no));
    expect(kept!.name).toBe(tournament.name);
  });

  it('lets an admin assign a manager, who may then enter results', async () => {
    const { tournament, matches } = await tournamentWithPool('administrator');
    const managerNo = Number(
      (
        (await db().execute(sql`select no from users where username = 'volleytournamentmanager'`)) as unknown as {
          rows: { no: number }[];
        }
      ).rows[0]!.no,
    );
    const refusedToAssign = await saveAs('volleytournamentmanager', 'VolleyTournament', {
      No: tournament.no,
      Version: tournament.version,
      ManagerUserNos: String(managerNo),
    });
    expect(refusedToAssign.statusCode).not.toBe(200);
    await created('administrator', 'VolleyTournament', {
      No: tournament.no,
      Version: tournament.version,
      ManagerUserNos: String(managerNo),
    });
    const match = matches[0]!;
    const ok = await enterResult('volleytournamentmanager', match, [
      [25, 10],
      [25, 10],
      [25, 10],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("keeps a federation's national league to that federation", async () => {
    const kenya = await federationNo('KEN');
    const league = await created('federation', 'VolleyTournament', {
      Code: 'KEN-L1',
      Name: 'Kenya Premier League',
      Gender: 1,
      NoType: await typeNo('nationalLeague'),
      OrganizerType: 'federation',
      NoOrganizer: kenya,
      Division: 1,
      StartDate: '2026-10-16',
      EndDate: '2027-05-15',
    });
    const forged = await saveAs('federation2', 'VolleyTournament', {
      No: league.no,
      Version: league.version,
      Name: 'Not yours',
    });
    expect([403, 404]).toContain(forged.statusCode);
    const elsewhere = await saveAs('federation', 'VolleyTournament', {
      Code: 'ITA-X',
      Name: 'Italian league by Kenya',
      Gender: 1,
      NoType: await typeNo('nationalLeague'),
      OrganizerType: 'federation',
      NoOrganizer: await federationNo('ITA'),
      StartDate: '2026-10-16',
      EndDate: '2027-05-15',
    });
    expect(elsewhere.statusCode).toBe(403);
    const count = await db()
      .select({ no: volleyTournaments.no })
      .from(volleyTournaments)
      .where(inArray(volleyTournaments.code, ['ITA-X']));
    expect(count).toEqual([]);
    const [kept] = await db().select().from(volleyTournaments).where(eq(volleyTournaments.no, league.no));
    expect(kept!.name).toBe('Kenya Premier League');
  });
});

describe('rosters', () => {
  const playersOf = async (code: string, limit: number) =>
    db()
      .select({ no: persons.no })
      .from(persons)
      .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
      .where(eq(persons.federationNo, await federationNo(code)))
      .orderBy(persons.no)
      .limit(limit);

  it('holds at most 14 players and 2 liberos, unique shirts, one team per player per tournament', async () => {
    const { teams } = await tournamentWithPool('volleytournamentmanager', ['ITA', 'POL', 'USA', 'BRA']);
    const italy = teams[0]!;
    const players = await playersOf('ITA', 16);
    expect(players.length).toBeGreaterThanOrEqual(16);
    for (const [i, player] of players.slice(0, 14).entries()) {
      await created('volleytournamentmanager', 'VolleyPlayer', {
        NoTeam: italy.no,
        NoPlayer: player.no,
        ShirtNumber: i + 1,
        Position: i < 2 ? 'libero' : 'outsideHitter',
      });
    }
    const fifteenth = await saveAs('volleytournamentmanager', 'VolleyPlayer', {
      NoTeam: italy.no,
      NoPlayer: players[14]!.no,
      ShirtNumber: 15,
      Position: 'setter',
    });
    expect(fifteenth.statusCode).toBe(422);
    expect(fifteenth.json().errors[0]).toMatchObject({ code: 'RosterFull' });
    expect(fifteenth.json().errors[0].message).toContain('14');

    const poland = teams[1]!;
    const [a, b, c, d] = await playersOf('POL', 4);
    await created('volleytournamentmanager', 'VolleyPlayer', {
      NoTeam: poland.no,
      NoPlayer: a!.no,
      ShirtNumber: 1,
      Position: 'libero',
    });
    await created('volleytournamentmanager', 'VolleyPlayer', {
      NoTeam: poland.no,
      NoPlayer: b!.no,
      ShirtNumber: 2,
      Position: 'libero',
    });
    const thirdLibero = await saveAs('volleytournamentmanager', 'VolleyPlayer', {
      NoTeam: poland.no,
      NoPlayer: c!.no,
      ShirtNumber: 3,
      Position: 'libero',
    });
    expect(thirdLibero.json().errors[0]).toMatchObject({ code: 'TooManyLiberos' });
    const sameShirt = await saveAs('volleytournamentmanager', 'VolleyPlayer', {
      NoTeam: poland.no,
      NoPlayer: d!.no,
      ShirtNumber: 1,
      Position: 'setter',
    });
    expect(sameShirt.statusCode).toBe(409);
    expect(sameShirt.json().errors[0]).toMatchObject({ code: 'ShirtNumberTaken', detail: 'ShirtNumber' });
    const twoTeams = await saveAs('volleytournamentmanager', 'VolleyPlayer', {
      NoTeam: teams[2]!.no,
      NoPlayer: a!.no,
      ShirtNumber: 9,
      Position: 'setter',
    });
    expect(twoTeams.statusCode).toBe(409);
    expect(twoTeams.json().errors[0]).toMatchObject({ code: 'PlayerInAnotherTeam' });
    const roster = await listAs('volleytournamentmanager', 'VolleyPlayer', { NoTeam: poland.no }, ['No']);
    expect(roster.json().data).toHaveLength(2);
  });

  it("lets a federation keep its national team's roster, not another's", async () => {
    const kenya = await federationNo('KEN');
    const { teams } = await tournamentWithPool('administrator', ['KEN', 'ITA', 'USA', 'BRA']);
    const [kenyan] = await playersOf('KEN', 1);
    const [italian] = await playersOf('ITA', 1);
    expect(teams[0]).toBeDefined();
    const own = await saveAs('federation', 'VolleyPlayer', {
      NoTeam: teams[0]!.no,
      NoPlayer: kenyan!.no,
      ShirtNumber: 7,
      Position: 'opposite',
    });
    expect(own.statusCode, own.body).toBe(200);
    const other = await saveAs('federation', 'VolleyPlayer', {
      NoTeam: teams[1]!.no,
      NoPlayer: italian!.no,
      ShirtNumber: 7,
      Position: 'opposite',
    });
    expect(other.statusCode).toBe(403);
    const italyTeam = await db().select().from(volleyTeams).where(eq(volleyTeams.no, teams[1]!.no));
    expect(italyTeam[0]!.federationNo).not.toBe(kenya);
  });
});

describe('referees', () => {
  it("refuses a referee of either team's federation", async () => {
    const { matches, teams } = await tournamentWithPool('volleytournamentmanager', ['ESP', 'POL', 'USA', 'BRA']);
    const refereeOf = async (code: string) =>
      (
        await db()
          .select({ no: persons.no })
          .from(persons)
          .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'referee')))
          .where(eq(persons.federationNo, await federationNo(code)))
          .limit(1)
      )[0];
    const match = matches.find((m) => m.teamANo === teams[0]!.no || m.teamBNo === teams[0]!.no)!;
    const spanish = await refereeOf('ESP');
    expect(spanish).toBeDefined();
    const refused = await saveAs('volleytournamentmanager', 'VolleyMatch', {
      No: match.no,
      Version: match.version,
      NoReferee1: spanish!.no,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({ code: 'RefereeFromTeamFederation', detail: 'NoReferee1' });
  });
});
