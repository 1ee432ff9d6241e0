import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildRequest, getList, save, type VisAttributes } from '@libero/shared/vis/request-builder';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import { federations } from '../../db/schema/bodies';
import { volleyMatches, volleyPoolRankings, volleyTeams, volleyTournaments } from '../../db/schema/competitions';
import { users } from '../../db/schema/identity';
import { personRoles, persons } from '../../db/schema/people';
import { WORK_SOURCES } from '../../work-sources';
import { loadAuthUser } from '../auth';
import { workQueueOf } from '../work-queue';
import { xmlTestApp } from '../../../test/xml-test-app';

/**
 * volleytournamentmanager: a tournament manager; federation: Kenya; federation2: Italy.
 */
const USERS = ['administrator', 'volleytournamentmanager', 'federation', 'federation2', 'player'] as const;
type User = (typeof USERS)[number] | null;

const { t, cookies, send, saveAs } = xmlTestApp(USERS);
const db = () => t.app.identityDb.db;
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
    // A draft another federation cannot see is not found; once published, it is seen and refused.
    const unseen = await saveAs('federation2', 'VolleyTournament', {
      No: league.no,
      Version: league.version,
      Name: 'Not yours',
    });
    expect(unseen.statusCode).toBe(404);
    const published = await created('federation', 'VolleyTournament', {
      No: league.no,
      Version: league.version,
      Published: 'true',
    });
    const forged = await saveAs('federation2', 'VolleyTournament', {
      No: league.no,
      Version: published.version,
      Name: 'Not yours',
    });
    expect(forged.statusCode).toBe(403);
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

  it("takes a national league's own referees, and no one in two seats", async () => {
    const kenya = await federationNo('KEN');
    const league = await created('federation', 'VolleyTournament', {
      Code: 'KEN-REF',
      Name: 'Kenya Cup',
      Gender: 1,
      NoType: await typeNo('nationalLeague'),
      OrganizerType: 'federation',
      NoOrganizer: kenya,
      StartDate: '2026-10-16',
      EndDate: '2027-05-15',
    });
    const clubs = (
      (await db().execute(
        sql`select no from volley_clubs where federation_no = ${kenya} order by no limit 2`,
      )) as unknown as {
        rows: { no: number }[];
      }
    ).rows;
    expect(clubs).toHaveLength(2);
    const teams = [];
    for (const club of clubs)
      teams.push(await created('federation', 'VolleyTeam', { NoTournament: league.no, NoClub: club.no }));
    const [referee] = (
      await db()
        .select({ no: persons.no })
        .from(persons)
        .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'referee')))
        .where(eq(persons.federationNo, kenya))
        .limit(1)
    ).map((row) => row.no);
    expect(referee).toBeDefined();
    const match = await created('federation', 'VolleyMatch', {
      NoTournament: league.no,
      NoTeamA: teams[0]!.no,
      NoTeamB: teams[1]!.no,
      NoReferee1: referee!,
    });
    expect(match.noReferee1).toBe(referee);
    const twoSeats = await saveAs('federation', 'VolleyMatch', {
      No: match.no,
      Version: match.version,
      NoReferee2: referee!,
    });
    expect(twoSeats.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'NoReferee2' });
  });
});

describe('standings and rankings as the public protocol reads them', () => {
  it('answers GetVolleyPoolRanking with every criterion, anonymously, in XML and JSON', async () => {
    const { tournament, pool, matches } = await tournamentWithPool('volleytournamentmanager', undefined, {
      Published: 1,
    });
    await enterResult('volleytournamentmanager', matches[0]!, [
      [25, 20],
      [25, 20],
      [25, 27],
      [25, 20],
    ]);
    const xml = await t.app.inject({
      method: 'GET',
      url: `/vis2009/XmlRequest.asmx?Request=${encodeURIComponent(`<Request Type="GetVolleyPoolRanking" No="${pool.no}" Fields="Position Rank TeamName MatchesWon MatchPoints SetRatio" />`)}`,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toContain('<VolleyPoolRanking><VolleyPoolRankingEntry');
    expect(xml.body).toMatch(/Position="1" Rank="1" TeamName="[^"]+" MatchesWon="1" MatchPoints="3" SetRatio="3"/);
    const json = await send(null, `<Request Type="GetVolleyPoolRanking" No="${pool.no}"/>`);
    const rows = json.json().data as Record<string, unknown>[];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ position: 1, rank: 1, matchesWon: 1, matchPoints: 3, setsWon: 3, setsLost: 1 });
    // The three teams without a win share the second rank (two never played): written negative after the first.
    expect(rows.slice(1).map((row) => row.matchesWon)).toEqual([0, 0, 0]);
    const matchList = await send(
      null,
      buildRequest(
        getList('VolleyMatch', {
          fields: [
            'No',
            'TeamAName',
            'TeamBName',
            'PointsTeamASet1',
            'PointsTeamBSet1',
            'MatchPointsA',
            'MatchPointsB',
          ],
          filter: { NoTournament: tournament.no },
        }),
      ),
    );
    expect(matchList.json().data).toHaveLength(6);
    expect(matchList.json().data[0]).toMatchObject({ pointsTeamASet1: 25, pointsTeamBSet1: 20, matchPointsA: 3 });
  });

  it('orders the standings by the tournament type’s criteria, which admins edit', async () => {
    const types = await listAs('administrator', 'VolleyTournamentType', { Code: 'friendly' }, ['No', 'Version']);
    const friendly = types.json().data[0] as { no: number; version: number };
    // Ranking points first: a team with a 3-0 and a 2-3 loss (4 points) ranks above one with two 3-2 wins
    // (4 points too, but more matches won) only when ranking points come before matches won... so make
    // matches won decide nothing: rank by set ratio alone.
    await created('administrator', 'VolleyTournamentType', {
      No: friendly.no,
      Version: friendly.version,
      StandingsCriteria: 'setRatio matchesWon',
    });
    const { pool, matches } = await tournamentWithPool('volleytournamentmanager', undefined, {
      NoType: friendly.no,
    });
    // Match 1 (A beats B 3-2), match 2 (C beats D 3-0).
    await enterResult('volleytournamentmanager', matches[0]!, [
      [25, 20],
      [20, 25],
      [25, 20],
      [20, 25],
      [15, 10],
    ]);
    await enterResult('volleytournamentmanager', matches[1]!, [
      [25, 20],
      [25, 20],
      [25, 20],
    ]);
    const standings = await standingsOf(pool.no);
    // By set ratio: the 3-0 winner (ratio MAX) before the 3-2 winner (1.5), then the 3-2 loser (0.67).
    expect(standings.map((row) => row.teamNo).slice(0, 3)).toEqual([
      matches[1]!.teamANo,
      matches[0]!.teamANo,
      matches[0]!.teamBNo,
    ]);
    expect(standings[0]!.setRatio).toBeNull();
  });
});

describe('standings ties broken by point ratio, then by the match between the tied teams', () => {
  const sweep = (a: number, b: number): Score[] => [
    [a, b],
    [a, b],
    [a, b],
  ];
  const playPool = async (results: [number, number, Score[]][]) => {
    const { pool, teams, matches } = await tournamentWithPool('volleytournamentmanager');
    const nos = teams.map((team) => team.no);
    for (const [winner, loser, sets] of results) {
      const [x, y] = [nos[winner]!, nos[loser]!];
      const match = matches.find((m) => (m.teamANo === x && m.teamBNo === y) || (m.teamANo === y && m.teamBNo === x))!;
      const oriented = match.teamANo === x ? sets : sets.map(([p, q]) => [q, p] as Score);
      expect((await enterResult('volleytournamentmanager', match, oriented)).statusCode).toBe(200);
    }
    return { order: (await standingsOf(pool.no)).map((row) => nos.indexOf(row.teamNo)) };
  };

  it('ranks two teams level on wins, points and sets by the ratio of their points', async () => {
    // Teams 0 and 1 each win 3-0, team 1 by more: 75-45 against 75-60.
    const { order } = await playPool([
      [0, 2, sweep(25, 20)],
      [1, 3, sweep(25, 15)],
    ]);
    expect(order).toEqual([1, 0, 2, 3]);
  });

  it('ranks two teams level on every ratio by the match they played each other', async () => {
    // Team 0 beats 1, 1 beats 2, 3 beats 0, all 75-60: 0 and 1 are level on everything but their match.
    const { order } = await playPool([
      [0, 1, sweep(25, 20)],
      [1, 2, sweep(25, 20)],
      [3, 0, sweep(25, 20)],
    ]);
    expect(order).toEqual([3, 0, 1, 2]);
  });
});

describe('a tournament type edited after results', () => {
  it('refuses an unknown criterion, and ranks the pools of its tournaments again with the new order', async () => {
    const type = await created('administrator', 'VolleyTournamentType', { Code: 'reorderCup', Name: 'Reorder Cup' });
    const unknown = await saveAs('administrator', 'VolleyTournamentType', {
      No: type.no,
      Version: type.version,
      StandingsCriteria: 'setRatio luck',
    });
    expect(unknown.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'StandingsCriteria' });
    const twice = await saveAs('administrator', 'VolleyTournamentType', {
      No: type.no,
      Version: type.version,
      StandingsCriteria: 'setRatio setRatio',
    });
    expect(twice.statusCode).toBe(422);
    const { pool, teams, matches } = await tournamentWithPool('volleytournamentmanager', undefined, {
      NoType: type.no,
    });
    const [a, b, c, d] = teams.map((team) => team.no);
    const between = (x: number, y: number) =>
      matches.find((m) => (m.teamANo === x && m.teamBNo === y) || (m.teamANo === y && m.teamBNo === x))!;
    const win = (match: (typeof matches)[number], winner: number, sets: Score[]) =>
      enterResult(
        'volleytournamentmanager',
        match,
        match.teamANo === winner ? sets : sets.map(([x, y]) => [y, x] as Score),
      );
    const threeTwo: Score[] = [
      [25, 20],
      [20, 25],
      [25, 20],
      [20, 25],
      [15, 10],
    ];
    // A wins twice 3-2 (sets 6-4), D once 3-0 (sets 3-0).
    await win(between(a!, b!), a!, threeTwo);
    await win(between(a!, c!), a!, threeTwo);
    await win(between(d!, b!), d!, [
      [25, 20],
      [25, 20],
      [25, 20],
    ]);
    expect((await standingsOf(pool.no)).map((row) => row.teamNo).slice(0, 2)).toEqual([a, d]);
    const current = (
      await listAs('administrator', 'VolleyTournamentType', { Code: 'reorderCup' }, ['No', 'Version'])
    ).json().data[0] as { version: number };
    await created('administrator', 'VolleyTournamentType', {
      No: type.no,
      Version: current.version,
      StandingsCriteria: 'setRatio matchesWon',
    });
    expect((await standingsOf(pool.no)).map((row) => row.teamNo).slice(0, 2)).toEqual([d, a]);
  });
});

describe('the final round', () => {
  const threeNil: Score[] = [
    [25, 15],
    [25, 15],
    [25, 15],
  ];
  const playAll = async (poolNo: number, winnerOf: (m: typeof volleyMatches.$inferSelect) => 'A' | 'B') => {
    const matches = await db().select().from(volleyMatches).where(eq(volleyMatches.poolNo, poolNo));
    for (const match of matches) {
      const sets = winnerOf(match) === 'A' ? threeNil : threeNil.map(([a, b]) => [b, a] as Score);
      const response = await enterResult('volleytournamentmanager', match, sets);
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  it('fills the semi-finals from the pools, then the final and bronze match, then where each team finished', async () => {
    const first = await tournamentWithPool('volleytournamentmanager', ['BRA', 'POL', 'USA', 'JPN']);
    const secondPool = await created('volleytournamentmanager', 'VolleyPool', { NoPhase: first.phase.no, Code: 'B' });
    const moreTeams = [];
    for (const code of ['ITA', 'FRA', 'SRB', 'TUR']) {
      moreTeams.push(
        await created('volleytournamentmanager', 'VolleyTeam', {
          NoTournament: first.tournament.no,
          NoFederation: await federationNo(code),
        }),
      );
    }
    await created('volleytournamentmanager', 'VolleyPool', {
      No: secondPool.no,
      Version: secondPool.version,
      TeamNos: moreTeams.map((team) => team.no).join(' '),
    });
    const generated = await t.app.inject({
      method: 'POST',
      url: `/api/volley/pools/${secondPool.no}/round-robin`,
      headers: { cookie: cookies.volleytournamentmanager! },
      payload: { dates: ['2026-09-01', '2026-09-02', '2026-09-03'], times: ['16:00', '19:30'] },
    });
    expect(generated.statusCode).toBe(201);
    const finalRound = await created('volleytournamentmanager', 'Phase', {
      NoTournament: first.tournament.no,
      Name: 'Final round',
      Kind: 'finalRound',
      Position: 2,
      Qualifiers: '1:2 2:2',
      BronzeMatch: 1,
    });
    const bracket = () =>
      db().select().from(volleyMatches).where(eq(volleyMatches.phaseNo, finalRound.no)).orderBy(volleyMatches.bracket);
    expect((await bracket()).map((m) => m.bracket)).toEqual(['B', 'F', 'SF-1', 'SF-2']);
    expect((await bracket()).every((m) => m.teamANo === null)).toBe(true);

    // The lower team number always wins: pool A's order is its teams' order, likewise pool B's.
    await playAll(first.pool.no, (m) => (m.teamANo! < m.teamBNo! ? 'A' : 'B'));
    expect((await bracket()).every((m) => m.teamANo === null)).toBe(true);
    await playAll(secondPool.no, (m) => (m.teamANo! < m.teamBNo! ? 'A' : 'B'));
    const [a1, a2] = first.teams;
    const [b1, b2] = moreTeams;
    const semis = (await bracket()).filter((m) => m.bracket?.startsWith('SF'));
    // Seeds: the two pool winners (A1 and B1: same record, pool A first), then the runners-up; 1 v 4, 2 v 3.
    expect(semis.map((m) => [m.teamANo, m.teamBNo])).toEqual([
      [a1!.no, b2!.no],
      [b1!.no, a2!.no],
    ]);
    for (const semi of semis) await enterResult('volleytournamentmanager', semi, threeNil);
    const medals = await bracket();
    expect(medals.find((m) => m.bracket === 'F')).toMatchObject({ teamANo: a1!.no, teamBNo: b1!.no });
    expect(medals.find((m) => m.bracket === 'B')).toMatchObject({ teamANo: b2!.no, teamBNo: a2!.no });
    for (const match of medals.filter((m) => m.bracket === 'F' || m.bracket === 'B')) {
      await enterResult('volleytournamentmanager', match, threeNil);
    }
    const ranking = await send(
      'volleytournamentmanager',
      `<Request Type="GetVolleyTournamentRanking" No="${first.tournament.no}"/>`,
    );
    const positions = (ranking.json().data as { noTeam: number; rank: number }[]).map((row) => [row.noTeam, row.rank]);
    expect(positions.slice(0, 4)).toEqual([
      [a1!.no, 1],
      [b1!.no, 2],
      [b2!.no, 3],
      [a2!.no, 4],
    ]);
    expect(positions).toHaveLength(8);
  });
});

describe('every result rule, as SaveVolleyMatch refuses it', () => {
  const cases: { rule: string; sets: Score[]; status?: string; code: string; set?: number }[] = [
    {
      rule: 'a set not won by two points',
      sets: [
        [25, 24],
        [25, 20],
        [25, 20],
      ],
      code: 'SetNotFinished',
      set: 1,
    },
    {
      rule: 'a set short of 25',
      sets: [
        [24, 20],
        [25, 20],
        [25, 20],
      ],
      code: 'SetNotFinished',
      set: 1,
    },
    {
      rule: 'a set played on after it was won',
      sets: [
        [27, 20],
        [25, 20],
        [25, 20],
      ],
      code: 'SetOverplayed',
      set: 1,
    },
    {
      rule: 'a fifth set short of 15',
      sets: [
        [25, 20],
        [20, 25],
        [25, 20],
        [20, 25],
        [14, 12],
      ],
      code: 'SetNotFinished',
      set: 5,
    },
    {
      rule: 'a fifth set played to 25',
      sets: [
        [25, 20],
        [20, 25],
        [25, 20],
        [20, 25],
        [25, 20],
      ],
      code: 'SetOverplayed',
      set: 5,
    },
    {
      rule: 'a set after the match was won',
      sets: [
        [25, 20],
        [25, 20],
        [25, 20],
        [25, 20],
      ],
      code: 'SetAfterMatchWon',
      set: 4,
    },
    {
      rule: 'a finished match without three sets won',
      sets: [
        [25, 20],
        [25, 20],
      ],
      code: 'MatchNotFinished',
    },
    {
      rule: 'an open set in a running match',
      sets: [
        [25, 20],
        [24, 26],
        [25, 23],
        [10, 8],
      ],
      status: 'running',
      code: 'OK',
    },
    {
      rule: 'a finished set after a set left out',
      sets: [
        [25, 20],
        [25, 20],
      ],
      code: 'SetMissing',
      set: 2,
    },
  ];
  for (const { rule, sets, status, code, set } of cases) {
    it(`${code === 'OK' ? 'takes' : 'refuses'} ${rule}`, async () => {
      const { matches } = await tournamentWithPool('volleytournamentmanager');
      const match = matches[0]!;
      const points =
        code === 'SetMissing'
          ? { PointsTeamASet1: 25, PointsTeamBSet1: 20, PointsTeamASet3: 25, PointsTeamBSet3: 20 }
          : resultOf(sets);
      const response = await saveAs('volleytournamentmanager', 'VolleyMatch', {
        No: match.no,
        Version: match.version,
        Status: status ?? 'finished',
        ...points,
      });
      if (code === 'OK') {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toMatchObject({ matchPointsA: 2, matchPointsB: 1, noWinner: null });
        return;
      }
      expect(response.statusCode).toBe(422);
      const [error] = response.json().errors;
      expect(error.code).toBe(code);
      if (set) expect(error.message).toContain(`Set ${set}`);
      const [stored] = await db().select().from(volleyMatches).where(eq(volleyMatches.no, match.no));
      expect(stored!.version).toBe(match.version);
    });
  }
});

describe('national-league seasons', () => {
  it('take the days transfers count seasons by unless given others, and end after they start', async () => {
    const season = await created('administrator', 'Season', { Year: 2031 });
    expect(season).toMatchObject({ name: '2031/32', startDate: '2031-10-16', endDate: '2032-05-15' });
    const backwards = await saveAs('administrator', 'Season', {
      Year: 2032,
      StartDate: '2032-10-01',
      EndDate: '2032-09-01',
    });
    expect(backwards.json().errors[0]).toMatchObject({ code: 'InvalidData', detail: 'EndDate' });
    const refused = await saveAs('federation', 'Season', { Year: 2033 });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a tournament's results in the work queue", () => {
  // The whole queue, as the server makes it (the answer of GET /api/work-queue lists the most urgent only).
  const resultsWaiting = async (user: Exclude<User, null>, tournamentNo: number) => {
    const [row] = await db().select({ no: users.no }).from(users).where(eq(users.username, user));
    const viewer = await loadAuthUser(db(), row!.no);
    const items = await workQueueOf(db(), viewer!, utcDay(new Date()), WORK_SOURCES);
    return items.filter(
      (item) => item.reason === 'competitions.enterResult' && item.path === `/volley/tournaments/${tournamentNo}`,
    );
  };

  it('waits on its manager for every match whose day has passed without a result, until it is entered', async () => {
    const { tournament, matches } = await tournamentWithPool('volleytournamentmanager');
    const waiting = await resultsWaiting('volleytournamentmanager', tournament.no);
    expect(waiting).toHaveLength(matches.length);
    expect(waiting[0]).toMatchObject({ area: 'competitions', dueDay: '2026-09-01', overdue: true });
    for (const user of ['administrator', 'federation', 'federation2'] as const)
      expect(await resultsWaiting(user, tournament.no), user).toEqual([]);

    const first = matches[0]!;
    const saved = await enterResult('volleytournamentmanager', first, [
      [25, 20],
      [25, 20],
      [25, 20],
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const left = await resultsWaiting('volleytournamentmanager', tournament.no);
    expect(left).toHaveLength(matches.length - 1);
    expect(left.map((item) => item.key)).not.toContain(`competitions:${first.no}:result`);
  });
});
