import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  BEACH_MATCH_STATUS,
  BEACH_RESULT_TYPE,
  BEACH_TEAM_STATUS,
  BEACH_TOURNAMENT_STATUS,
} from '@libero/shared/registry/beach';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import type { TWorkQueue } from '@libero/shared/work-queue/work-queue-api';
import { beachMatches, beachPlayerRankings, beachResults, beachTeams, beachTournaments } from '../../db/schema/beach';
import { federations } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import { personRoles, persons } from '../../db/schema/people';
import { xmlTestApp } from '../../../test/xml-test-app';
import { recomputeRanking, today } from './beach-ranking-store';

/** beachtournamentmanager runs the tournaments below; federation is Kenya, federation2 Italy. */
const USERS = ['administrator', 'beachtournamentmanager', 'federation', 'federation2', 'player'] as const;
type User = (typeof USERS)[number] | null;

const { t, cookies, send, saveAs } = xmlTestApp(USERS);
const db = () => t.app.identityDb.db;
async function created(user: User, entity: string, attributes: VisAttributes) {
  const response = await saveAs(user, entity, attributes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { no: number; version: number };
}
const step = (user: User, no: number, name: string, version: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/beach/tournaments/${no}/${name}`,
    headers: user ? { cookie: cookies[user] } : {},
    payload: { version },
  });
const versionOf = async (no: number) =>
  (
    await db().select({ version: beachTournaments.version }).from(beachTournaments).where(eq(beachTournaments.no, no))
  )[0]!.version;
async function stepOk(user: User, no: number, name: string) {
  const response = await step(user, no, name, await versionOf(no));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { status: number };
}
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { code: string; detail?: string }[] }).errors[0];

/** Women players of a federation, made for the test with the player role. */
let personSeq = 0;
async function players(federationCode: string, count: number, gender = 1): Promise<number[]> {
  const [federation] = await db().select().from(federations).where(eq(federations.code, federationCode));
  const nos: number[] = [];
  for (let i = 0; i < count; i++) {
    personSeq += 1;
    const [person] = await db()
      .insert(persons)
      .values({
        firstName: 'Test',
        lastName: `Beach${personSeq}`,
        gender,
        federationNo: federation!.no,
        playsBeach: true,
      })
      .returning({ no: persons.no });
    await db().insert(personRoles).values({ personNo: person!.no, role: 'player', activeBeach: true });
    nos.push(person!.no);
  }
  return nos;
}

/** Gives players ranking points through a published result of an old, made-up tournament. */
async function withPoints(entries: readonly (readonly [number, number])[], endDate = today()): Promise<void> {
  const [host] = await db().select().from(beachTournaments).limit(1);
  const teams = await db()
    .select({ no: beachTeams.no })
    .from(beachTeams)
    .where(eq(beachTeams.tournamentNo, host!.no))
    .limit(1);
  for (const [playerNo, points] of entries) {
    await db().insert(beachResults).values({
      tournamentNo: host!.no,
      playerNo,
      teamNo: teams[0]!.no,
      gender: 1,
      endDate,
      points,
    });
  }
  await recomputeRanking(db(), 'world', today());
  await recomputeRanking(db(), 'olympic', today());
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let tournamentSeq = 0;
async function tournament(user: User, extra: VisAttributes = {}) {
  tournamentSeq += 1;
  return created(user, 'BeachTournament', {
    Code: `BTST-${tournamentSeq}`,
    Name: `Beach Test ${tournamentSeq}`,
    CountryCode: 'IT',
    StartDate: '2027-06-10',
    EndDate: '2027-06-14',
    Gender: 1,
    Type: 3,
    Status: BEACH_TOURNAMENT_STATUS.entryOpen,
    EntryDeadline: '2027-05-20',
    Published: 'true',
    ...extra,
  });
}

/** Enters `count` teams of two new players each, of the federations given in turn. */
async function enterTeams(user: User, tournamentNo: number, codes: readonly string[], count: number) {
  const teams: { no: number; players: number[] }[] = [];
  for (let i = 0; i < count; i++) {
    const pair = await players(codes[i % codes.length]!, 2);
    const team = await created(user, 'BeachTeam', {
      NoTournament: tournamentNo,
      NoPlayer1: pair[0]!,
      NoPlayer2: pair[1]!,
    });
    teams.push({ no: team.no, players: pair });
  }
  return teams;
}

const teamsOf = (tournamentNo: number) =>
  db().select().from(beachTeams).where(eq(beachTeams.tournamentNo, tournamentNo)).orderBy(asc(beachTeams.no));
const matchesOf = (tournamentNo: number) =>
  db()
    .select()
    .from(beachMatches)
    .where(eq(beachMatches.tournamentNo, tournamentNo))
    .orderBy(asc(beachMatches.noInTournament));

type Score = readonly [number, number];
const setsOf = (sets: readonly Score[]): VisAttributes =>
  Object.fromEntries(
    sets.flatMap(([a, b], i) => [
      [`PointsTeamASet${i + 1}`, a],
      [`PointsTeamBSet${i + 1}`, b],
    ]),
  );
async function result(
  user: User,
  bracket: string,
  tournamentNo: number,
  sets: readonly Score[],
  extra: VisAttributes = {},
) {
  const [match] = await db()
    .select()
    .from(beachMatches)
    .where(and(eq(beachMatches.tournamentNo, tournamentNo), eq(beachMatches.bracket, bracket)));
  return saveAs(user, 'BeachMatch', {
    No: match!.no,
    Version: match!.version,
    Status: BEACH_MATCH_STATUS.finished,
    ...setsOf(sets),
    ...extra,
  });
}
const A_WINS: Score[] = [
  [21, 15],
  [21, 18],
];
const B_WINS: Score[] = [
  [15, 21],
  [18, 21],
];

/** Plays every match whose teams are known until none is left, team A winning. */
async function playAll(user: User, tournamentNo: number) {
  for (;;) {
    const open = (await matchesOf(tournamentNo)).filter(
      (m) => m.winnerNo === null && m.teamANo !== null && m.teamBNo !== null,
    );
    if (open.length === 0) return;
    for (const match of open) {
      const response = await result(user, match.bracket, tournamentNo, A_WINS);
      expect(response.statusCode, response.body).toBe(200);
    }
  }
}

describe('entering teams', () => {
  it("lets a federation enter two of its own players, named after them, and no one else's", async () => {
    const t1 = await tournament('beachtournamentmanager');
    const kenyans = await players('KEN', 2);
    const team = await created('federation', 'BeachTeam', {
      NoTournament: t1.no,
      NoPlayer1: kenyans[0]!,
      NoPlayer2: kenyans[1]!,
    });
    expect(team).toMatchObject({ federationCode: 'KEN', status: BEACH_TEAM_STATUS.entered });
    expect(team.name).toMatch(/^Beach\d+\/Beach\d+$/);

    const italians = await players('ITA', 2);
    const before = (await teamsOf(t1.no)).length;
    const forged = await saveAs('federation', 'BeachTeam', {
      NoTournament: t1.no,
      NoPlayer1: italians[0]!,
      NoPlayer2: italians[1]!,
    });
    expect(forged.statusCode).toBe(403);
    expect(await teamsOf(t1.no)).toHaveLength(before);
  });

  it('refuses two federations, the other gender, the same player twice, a player already in a team', async () => {
    const t1 = await tournament('beachtournamentmanager');
    const [ken] = await players('KEN', 1);
    const [ita] = await players('ITA', 1);
    const [man] = await players('KEN', 1, 0);
    const [other, third] = await players('KEN', 2);
    const cases: [VisAttributes, string, string][] = [
      [{ NoPlayer1: ken!, NoPlayer2: ita! }, 'TeamOfTwoFederations', 'NoPlayer2'],
      [{ NoPlayer1: ken!, NoPlayer2: man! }, 'PlayerGender', 'NoPlayer2'],
      [{ NoPlayer1: ken!, NoPlayer2: ken! }, 'InvalidData', 'NoPlayer2'],
    ];
    for (const [pair, code, detail] of cases) {
      const response = await saveAs('beachtournamentmanager', 'BeachTeam', { NoTournament: t1.no, ...pair });
      expect(errorOf(response), JSON.stringify(pair)).toMatchObject({ code, detail });
    }
    await created('beachtournamentmanager', 'BeachTeam', { NoTournament: t1.no, NoPlayer1: ken!, NoPlayer2: other! });
    const twice = await saveAs('beachtournamentmanager', 'BeachTeam', {
      NoTournament: t1.no,
      NoPlayer1: third!,
      NoPlayer2: other!,
    });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({ code: 'PlayerInAnotherTeam', detail: 'NoPlayer2' });
    expect(await teamsOf(t1.no)).toHaveLength(1);
  });

  it('closes the entries to federations after the deadline, not to whoever runs the tournament', async () => {
    const late = await tournament('beachtournamentmanager', { EntryDeadline: '2020-01-01' });
    const pair = await players('KEN', 2);
    const refused = await saveAs('federation', 'BeachTeam', {
      NoTournament: late.no,
      NoPlayer1: pair[0]!,
      NoPlayer2: pair[1]!,
    });
    expect(errorOf(refused)).toMatchObject({ code: 'EntriesClosed' });
    await created('beachtournamentmanager', 'BeachTeam', {
      NoTournament: late.no,
      NoPlayer1: pair[0]!,
      NoPlayer2: pair[1]!,
    });
  });
});

describe('the entry list', () => {
  it('orders teams by entry points, keeps the federation quota, gives wildcards the main draw, and moves reserves up', async () => {
    // Main draw of 4 (no qualification), quota 2, one wildcard.
    const t1 = await tournament('administrator', {
      NbTeamsMainDraw: 4,
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
      FederationQuota: 2,
      NbWildcards: 1,
      EntryDeadline: today(),
    });
    const teams = await enterTeams('administrator', t1.no, ['BRA', 'BRA', 'BRA', 'USA', 'USA', 'GER'], 6);
    // Entry points: BRA 900, 800, 700; USA 600, 500; GER 100.
    await withPoints(
      teams.flatMap((team, i) => team.players.map((player) => [player, 450 - i * 50 - (i === 5 ? 150 : 0)] as const)),
    );
    const [ger] = (await teamsOf(t1.no)).filter((team) => team.no === teams[5]!.no);
    const wildcard = await saveAs('administrator', 'BeachTeam', {
      No: ger!.no,
      Version: ger!.version,
      Wildcard: 'true',
    });
    expect(wildcard.statusCode, wildcard.body).toBe(200);
    await stepOk('administrator', t1.no, 'allocation');
    const allocated = new Map((await teamsOf(t1.no)).map((team) => [team.no, team]));
    const statusOf = (i: number) => allocated.get(teams[i]!.no)!;
    expect(statusOf(0)).toMatchObject({ draw: 'mainDraw', seed: 1, entryPoints: 900 });
    expect(statusOf(1)).toMatchObject({ draw: 'mainDraw', seed: 2 });
    expect(statusOf(2)).toMatchObject({ draw: null, status: BEACH_TEAM_STATUS.overQuota });
    expect(statusOf(3)).toMatchObject({ draw: 'mainDraw', seed: 3 });
    expect(statusOf(4)).toMatchObject({ draw: null, status: BEACH_TEAM_STATUS.reserve });
    expect(statusOf(5)).toMatchObject({ draw: 'mainDraw', seed: 4, wildcard: true });

    // A withdrawal after the entries closed: the reserve moves up.
    const withdrawn = statusOf(3);
    const response = await saveAs('administrator', 'BeachTeam', {
      No: withdrawn.no,
      Version: withdrawn.version,
      Status: BEACH_TEAM_STATUS.withdrawn,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = new Map((await teamsOf(t1.no)).map((team) => [team.no, team]));
    expect(after.get(teams[3]!.no)).toMatchObject({ status: BEACH_TEAM_STATUS.withdrawn, draw: null });
    expect(after.get(teams[4]!.no)).toMatchObject({ status: BEACH_TEAM_STATUS.confirmed, draw: 'mainDraw', seed: 3 });
    expect(after.get(teams[2]!.no)).toMatchObject({ status: BEACH_TEAM_STATUS.overQuota });
  });
});

describe('a tournament run from entries to the published ranking', () => {
  it('draws pools and a bracket, moves winners on, refuses a broken result, and publishes the ranking', async () => {
    // Played last month, so that its results count in today's ranking; its manager enters the teams late.
    const t1 = await tournament('beachtournamentmanager', {
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
      StartDate: daysAgo(35),
      EndDate: daysAgo(30),
      EntryDeadline: daysAgo(60),
    });
    const teams = await enterTeams(
      'beachtournamentmanager',
      t1.no,
      ['BRA', 'USA', 'GER', 'NOR', 'NED', 'AUS', 'CAN', 'SUI'],
      16,
    );
    await stepOk('beachtournamentmanager', t1.no, 'allocation');
    const drawn = await stepOk('beachtournamentmanager', t1.no, 'draw');
    expect(drawn.status).toBe(BEACH_TOURNAMENT_STATUS.drawn);
    const matches = await matchesOf(t1.no);
    // 4 pools of 4 (16 matches) and the bracket: round of 12, quarter-finals, semi-finals, finals.
    expect(matches).toHaveLength(16 + 4 + 4 + 2 + 2);
    expect(matches.filter((m) => m.teamANo !== null && m.teamBNo !== null)).toHaveLength(8);

    // A 21-20 set is not finished: refused, naming the set.
    const refused = await result('beachtournamentmanager', 'A1', t1.no, [
      [21, 20],
      [21, 15],
    ]);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'SetNotFinished', detail: 'PointsTeamASet1' });
    expect((refused.json() as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Set 1: .*21 points/);

    // The winners' match of pool A takes its teams from the opening matches.
    expect((await result('beachtournamentmanager', 'A1', t1.no, A_WINS)).statusCode).toBe(200);
    expect((await result('beachtournamentmanager', 'A2', t1.no, B_WINS)).statusCode).toBe(200);
    const pool = await matchesOf(t1.no);
    const a1 = pool.find((m) => m.bracket === 'A1')!;
    const a2 = pool.find((m) => m.bracket === 'A2')!;
    const a3 = pool.find((m) => m.bracket === 'A3')!;
    expect([a3.teamANo, a3.teamBNo]).toEqual([a1.teamANo, a2.teamBNo]);
    expect((await versionOf(t1.no)) > 0).toBe(true);
    expect((await db().select().from(beachTournaments).where(eq(beachTournaments.no, t1.no)))[0]!.status).toBe(
      BEACH_TOURNAMENT_STATUS.running,
    );

    // Too early for the ranking.
    const early = await step('beachtournamentmanager', t1.no, 'ranking', await versionOf(t1.no));
    expect(errorOf(early)).toMatchObject({ code: 'RankingIncomplete' });

    // Once the winners' match is played, its opening result cannot change its winner.
    expect((await result('beachtournamentmanager', 'A3', t1.no, A_WINS)).statusCode).toBe(200);
    const changed = await result('beachtournamentmanager', 'A1', t1.no, B_WINS);
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed)).toMatchObject({ code: 'ResultDecidesLaterMatch' });

    await playAll('beachtournamentmanager', t1.no);
    await stepOk('beachtournamentmanager', t1.no, 'ranking');
    const ranked = await teamsOf(t1.no);
    const positions = ranked.map((team) => team.rank).sort((x, y) => x! - y!);
    expect(positions).toEqual([1, 2, 3, 4, 5, 5, 5, 5, 9, 9, 9, 9, 13, 13, 13, 13]);
    // Futures points: 400 to the winners (each player), 240 for 5th, 200 for 9th to 16th; prize money per team.
    const winner = ranked.find((team) => team.rank === 1)!;
    expect(winner).toMatchObject({ earnedPointsPlayer: 400, earningsTeam: 100_000 });
    expect(ranked.find((team) => team.rank === 5)).toMatchObject({ earnedPointsPlayer: 240 });
    expect(ranked.find((team) => team.rank === 13)).toMatchObject({ earnedPointsPlayer: 200, earningsTeam: 0 });

    const published = await stepOk('beachtournamentmanager', t1.no, 'ranking/publish');
    expect(published.status).toBe(BEACH_TOURNAMENT_STATUS.rankingPublished);
    const stored = await db()
      .select()
      .from(beachPlayerRankings)
      .where(and(eq(beachPlayerRankings.kind, 'world'), eq(beachPlayerRankings.playerNo, winner.player1No)));
    expect(stored[0]).toMatchObject({ points: 400 });

    // The incremental update gives what a full computation gives.
    const incremental = await db()
      .select()
      .from(beachPlayerRankings)
      .orderBy(beachPlayerRankings.kind, beachPlayerRankings.gender, beachPlayerRankings.playerNo);
    await recomputeRanking(db(), 'world', today());
    await recomputeRanking(db(), 'olympic', today());
    const full = await db()
      .select()
      .from(beachPlayerRankings)
      .orderBy(beachPlayerRankings.kind, beachPlayerRankings.gender, beachPlayerRankings.playerNo);
    expect(incremental).toEqual(full);

    // The public reads the final ranking, in the public service's shape.
    const answer = await send(
      null,
      `<Request Type="GetBeachTournamentRanking" No="${t1.no}" Fields="Rank Position NoTeam EarnedPointsTeam"/>`,
    );
    expect(answer.headers['content-type']).toContain('application/xml');
    expect(answer.body).toContain('<BeachTournamentRanking>');
    expect(answer.body).toMatch(
      /<BeachTournamentRankingEntry Rank="-5" Position="6" NoTeam="\d+" EarnedPointsTeam="480"\/>/,
    );
    void teams;
  });

  it('plays forfeits, no-shows and retirements by their rules', async () => {
    const t1 = await tournament('administrator', {
      NbTeamsMainDraw: 4,
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
    });
    await enterTeams('administrator', t1.no, ['BRA', 'USA', 'GER', 'NOR'], 4);
    await stepOk('administrator', t1.no, 'allocation');
    await stepOk('administrator', t1.no, 'draw');
    const noDefaulting = await result('administrator', 'A1', t1.no, [], { ResultType: BEACH_RESULT_TYPE.forfeit });
    expect(errorOf(noDefaulting)).toMatchObject({ code: 'InvalidData', detail: 'Defaulting' });
    const forfeit = await result('administrator', 'A1', t1.no, [], {
      ResultType: BEACH_RESULT_TYPE.forfeit,
      Defaulting: 'B',
    });
    expect(forfeit.json().data).toMatchObject({
      pointsTeamASet1: 21,
      pointsTeamBSet1: 0,
      pointsTeamASet2: 21,
      matchPointsA: 2,
      matchPointsB: 0,
    });
    const retired = await result(
      'administrator',
      'A2',
      t1.no,
      [
        [21, 19],
        [10, 4],
      ],
      {
        ResultType: BEACH_RESULT_TYPE.retirement,
        Defaulting: 'A',
      },
    );
    expect(retired.json().data).toMatchObject({ matchPointsA: 1, matchPointsB: 0 });
    const [, a2] = await matchesOf(t1.no);
    expect(retired.json().data.noWinner).toBe(a2!.teamBNo);
    const wonAlready = await result(
      'administrator',
      'A3',
      t1.no,
      [
        [21, 19],
        [21, 4],
      ],
      {
        ResultType: BEACH_RESULT_TYPE.retirement,
        Defaulting: 'B',
      },
    );
    expect(errorOf(wonAlready)).toMatchObject({ code: 'MatchAlreadyWon' });
    const noShow = await result('administrator', 'A3', t1.no, [], {
      ResultType: BEACH_RESULT_TYPE.noShow,
      Defaulting: 'A',
    });
    expect(noShow.json().data).toMatchObject({ matchPointsA: 0, matchPointsB: 2 });
  });

  it.each([
    [
      [
        [21, 20],
        [21, 15],
      ],
      'SetNotFinished',
      'PointsTeamASet1',
    ],
    [
      [
        [23, 19],
        [21, 15],
      ],
      'SetOverplayed',
      'PointsTeamASet1',
    ],
    [
      [
        [21, 15],
        [15, 21],
        [16, 15],
      ],
      'SetNotFinished',
      'PointsTeamASet3',
    ],
    [
      [
        [21, 15],
        [21, 15],
        [15, 10],
      ],
      'SetAfterMatchWon',
      'PointsTeamASet3',
    ],
    [
      [
        [21, 15],
        [15, 21],
      ],
      'MatchNotFinished',
      'Status',
    ],
    [
      [
        [-1, 21],
        [15, 21],
      ],
      'InvalidData',
      'PointsTeamASet1',
    ],
  ] as const)('refuses %j with %s', async (sets, code, detail) => {
    const t1 = await tournament('administrator', {
      NbTeamsMainDraw: 4,
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
    });
    await enterTeams('administrator', t1.no, ['BRA', 'USA', 'GER', 'NOR'], 4);
    await stepOk('administrator', t1.no, 'allocation');
    await stepOk('administrator', t1.no, 'draw');
    const before = await matchesOf(t1.no);
    const response = await result('administrator', 'A1', t1.no, sets);
    expect(errorOf(response)).toMatchObject({ code, detail });
    expect(await matchesOf(t1.no)).toEqual(before);
  });
});

describe('who may do what', () => {
  it('refuses another manager, a player and anonymous callers, with nothing written; a stale version is 409', async () => {
    const t1 = await tournament('administrator', {
      NbTeamsMainDraw: 4,
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
    });
    await enterTeams('administrator', t1.no, ['BRA', 'USA', 'GER', 'NOR'], 4);
    const version = await versionOf(t1.no);
    expect((await step('beachtournamentmanager', t1.no, 'allocation', version)).statusCode).toBe(403);
    expect((await step('player', t1.no, 'allocation', version)).statusCode).toBe(403);
    expect((await step(null, t1.no, 'allocation', version)).statusCode).toBe(401);
    expect((await db().select().from(beachTournaments).where(eq(beachTournaments.no, t1.no)))[0]!.status).toBe(
      BEACH_TOURNAMENT_STATUS.entryOpen,
    );
    expect((await step('administrator', t1.no, 'allocation', version - 1)).statusCode).toBe(409);
    await stepOk('administrator', t1.no, 'allocation');
    await stepOk('administrator', t1.no, 'draw');
    const before = await matchesOf(t1.no);
    for (const user of ['beachtournamentmanager', 'federation2', 'player'] as const) {
      const response = await result(user, 'A1', t1.no, A_WINS);
      expect(response.statusCode, user).toBe(403);
    }
    const stale = await saveAs('administrator', 'BeachMatch', {
      No: before[0]!.no,
      Version: before[0]!.version - 1,
      Status: BEACH_MATCH_STATUS.finished,
      ...setsOf(A_WINS),
    });
    expect(stale.statusCode).toBe(409);
    expect(await matchesOf(t1.no)).toEqual(before);
    // A step out of order is refused.
    expect(errorOf(await step('administrator', t1.no, 'ranking/publish', await versionOf(t1.no)))).toMatchObject({
      code: 'TournamentStepRefused',
    });
  });

  it('lets the beach manager assigned to a tournament run it', async () => {
    const t1 = await tournament('administrator', {
      NbTeamsMainDraw: 4,
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
    });
    const [manager] = await db().select().from(users).where(eq(users.username, 'beachtournamentmanager'));
    const assigned = await saveAs('administrator', 'BeachTournament', {
      No: t1.no,
      Version: t1.version,
      ManagerUserNos: String(manager!.no),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await enterTeams('beachtournamentmanager', t1.no, ['BRA', 'USA', 'GER', 'NOR'], 4);
    await stepOk('beachtournamentmanager', t1.no, 'allocation');
  });
});

describe('the rankings', () => {
  it("answers a page of the world ranking with shared positions, and a player's counted and dropped results", async () => {
    const response = await t.app.inject({ url: '/api/beach/rankings?gender=1&take=5' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as {
      data: { position: number; rank: number; playerNo: number; points: number }[];
      nbItems: number;
      asOf: string;
    };
    expect(page.asOf).toBe(today());
    expect(page.data).toHaveLength(5);
    expect(page.data.map((line) => line.position)).toEqual([1, 2, 3, 4, 5]);
    for (const [i, line] of page.data.entries()) {
      if (i > 0 && line.points === page.data[i - 1]!.points) expect(line.rank).toBeLessThan(0);
    }
    const leader = page.data[0]!.playerNo;
    const explained = await t.app.inject({ url: `/api/beach/rankings/players/${leader}` });
    expect(explained.statusCode, explained.body).toBe(200);
    const data = explained.json().data as {
      points: number;
      counted: { points: number }[];
      dropped: { reason: string }[];
      position: number;
    };
    expect(data.points).toBe(page.data[0]!.points);
    expect(data.counted.reduce((sum, result) => sum + result.points, 0)).toBe(data.points);
    expect(data.counted.length).toBeLessThanOrEqual(8);
    expect(data.position).toBe(1);
  });

  it('counts the best 8 results of the 365 days before the ranking day; players level share a position', async () => {
    const [a1, a2, b1, b2] = await players('FIJ', 4);
    // Two teams of the same federation; results of made-up tournaments, one each.
    const host = await tournament('administrator', {
      StartDate: daysAgo(800),
      EndDate: daysAgo(800),
      EntryDeadline: daysAgo(810),
    });
    const [teamA, teamB] = [
      await created('administrator', 'BeachTeam', { NoTournament: host.no, NoPlayer1: a1!, NoPlayer2: a2! }),
      await created('administrator', 'BeachTeam', { NoTournament: host.no, NoPlayer1: b1!, NoPlayer2: b2! }),
    ];
    const results: (typeof beachResults.$inferInsert)[] = [];
    for (let i = 0; i < 9; i++) {
      const [past] = await db()
        .insert(beachTournaments)
        .values({
          code: `RANK-${i}`,
          name: `Ranking Open ${i}`,
          countryCode: 'FJ',
          startDate: daysAgo(10 + i * 30),
          endDate: daysAgo(10 + i * 30),
          gender: 1,
          typeNo: 3,
          status: 6,
          published: true,
        })
        .returning({ no: beachTournaments.no, endDate: beachTournaments.endDate });
      // Team A: nine results of 100 (one beyond the best 8); team B: eight of 100.
      for (const player of [a1!, a2!])
        results.push({
          tournamentNo: past!.no,
          playerNo: player,
          teamNo: teamA.no,
          gender: 1,
          endDate: past!.endDate,
          points: 100,
        });
      if (i < 8)
        for (const player of [b1!, b2!])
          results.push({
            tournamentNo: past!.no,
            playerNo: player,
            teamNo: teamB.no,
            gender: 1,
            endDate: past!.endDate,
            points: 100,
          });
    }
    // Team B won 1,000 points 400 days ago: too old today, counted 300 days ago.
    results.push(
      ...[b1!, b2!].map((playerNo) => ({
        tournamentNo: host.no,
        playerNo,
        teamNo: teamB.no,
        gender: 1,
        endDate: daysAgo(400),
        points: 1000,
      })),
    );
    await db().insert(beachResults).values(results);
    await recomputeRanking(db(), 'world', today());
    const explain = async (no: number, asOf?: string) =>
      (await t.app.inject({ url: `/api/beach/rankings/players/${no}${asOf ? `?asOf=${asOf}` : ''}` })).json().data as {
        points: number;
        position: number;
        counted: unknown[];
        dropped: { reason: string }[];
      };
    const [a, b] = [await explain(a1!), await explain(b1!)];
    expect(a).toMatchObject({ points: 800 });
    expect(a.counted).toHaveLength(8);
    expect(a.dropped.map((r) => r.reason)).toEqual(['beyondBestN']);
    expect(b).toMatchObject({ points: 800 });
    expect(b.dropped.map((r) => r.reason)).toEqual(['tooOld']);
    expect(a.position).toBe(b.position);
    const page = (await t.app.inject({ url: '/api/beach/rankings?gender=1&federation=FIJ' })).json() as {
      data: { playerNo: number; rank: number; position: number }[];
    };
    const lines = page.data.filter((line) => [a1, a2, b1, b2].includes(line.playerNo));
    expect(lines).toHaveLength(4);
    // Level on points: one shared place, written negative after its first holder.
    expect(new Set(lines.map((line) => Math.abs(line.rank))).size).toBe(1);
    expect(lines.filter((line) => line.rank < 0).length).toBeGreaterThanOrEqual(3);
    // 300 days ago the old 1,000 counted for team B; the later results did not, yet.
    const then = await explain(b1!, daysAgo(300));
    expect(then.points).toBe(1000);
    expect(new Set(then.dropped.map((r) => r.reason))).toEqual(new Set(['afterRankingDate']));
  });

  it('reads the ranking as it stood on an earlier day', async () => {
    const yearAgo = new Date(Date.now() - 300 * 86_400_000).toISOString().slice(0, 10);
    const response = await t.app.inject({ url: `/api/beach/rankings?gender=0&asOf=${yearAgo}&take=3` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ asOf: yearAgo });
    const bad = await t.app.inject({ url: '/api/beach/rankings?gender=3' });
    expect(bad.statusCode).toBe(422);
    void sql;
  });
});

describe('tournament and category rules', () => {
  it('refuses days out of order, a deadline after the start, a continental tournament without its confederation', async () => {
    const cases: [VisAttributes, string][] = [
      [{ EndDate: '2027-06-01' }, 'EndDate'],
      [{ EntryDeadline: '2027-06-12' }, 'EntryDeadline'],
      [{ StartDateMainDraw: '2027-07-01' }, 'StartDateMainDraw'],
      [{ Type: 7 }, 'NoConfederation'],
      [{ Status: BEACH_TOURNAMENT_STATUS.running }, 'Status'],
    ];
    for (const [change, field] of cases) {
      tournamentSeq += 1;
      const response = await saveAs('administrator', 'BeachTournament', {
        Code: `BRULE-${tournamentSeq}`,
        Name: 'Rules',
        CountryCode: 'IT',
        StartDate: '2027-06-10',
        EndDate: '2027-06-14',
        Gender: 1,
        Type: 3,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(errorOf(response)?.detail, JSON.stringify(change)).toBe(field);
    }
  });

  it('keeps the shape of a drawn tournament', async () => {
    const t1 = await tournament('administrator', {
      NbTeamsMainDraw: 4,
      NbTeamsQualification: 0,
      NbTeamsFromQualification: 0,
    });
    await enterTeams('administrator', t1.no, ['BRA', 'USA', 'GER', 'NOR'], 4);
    await stepOk('administrator', t1.no, 'allocation');
    await stepOk('administrator', t1.no, 'draw');
    const reshaped = await saveAs('administrator', 'BeachTournament', {
      No: t1.no,
      Version: await versionOf(t1.no),
      Format: 'doubleElimination',
    });
    expect(errorOf(reshaped)).toMatchObject({ code: 'TournamentStepRefused', detail: 'Format' });
    const renamed = await saveAs('administrator', 'BeachTournament', {
      No: t1.no,
      Version: await versionOf(t1.no),
      Name: 'Renamed Cup',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('lets admins edit a category, its points table running down the places', async () => {
    const [category] = (
      (
        await send(
          'administrator',
          '<Request Type="GetBeachCategoryList" Fields="No Version Awards"><Filter No="3"/></Request>',
        )
      ).json() as {
        data: { no: number; version: number; awards: string }[];
      }
    ).data;
    const upside = await saveAs('administrator', 'BeachCategory', {
      No: 3,
      Version: category!.version,
      Awards: '1-1:400:100000 2-2:500:80000',
    });
    expect(errorOf(upside)).toMatchObject({ code: 'InvalidData', detail: 'Awards' });
    const qualifiers = await saveAs('administrator', 'BeachCategory', {
      No: 3,
      Version: category!.version,
      NbTeamsFromQualification: 3,
    });
    expect(errorOf(qualifiers)).toMatchObject({ code: 'InvalidData', detail: 'NbTeamsFromQualification' });
    expect(
      (await saveAs('federation', 'BeachCategory', { No: 3, Version: category!.version, Name: 'Mine' })).statusCode,
    ).toBe(403);
    const saved = await saveAs('administrator', 'BeachCategory', {
      No: 3,
      Version: category!.version,
      Name: 'Futures Tour',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('ranking rules', () => {
  const put = (user: User, kind: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/beach-ranking-rules/${kind}`,
      headers: user ? { cookie: cookies[user] } : {},
      payload: body as object,
    });

  it('lets admins count fewer results, and the ranking follows at once', async () => {
    const before = (
      (await t.app.inject({ url: '/api/beach/ranking-rules' })).json() as {
        data: { kind: string; rules: { bestN: number } }[];
      }
    ).data;
    expect(before.find((entry) => entry.kind === 'world')?.rules).toEqual({
      window: 'rolling',
      bestN: 8,
      windowDays: 365,
    });
    expect((await put('federation', 'world', { window: 'rolling', bestN: 2, windowDays: 365 })).statusCode).toBe(403);
    expect((await put('administrator', 'world', { window: 'rolling', bestN: 0, windowDays: 365 })).statusCode).toBe(
      422,
    );
    expect(
      (
        await put('administrator', 'world', {
          window: 'period',
          bestN: 2,
          periodFrom: '2026-02-01',
          periodTo: '2026-01-01',
          gamesYear: null,
        })
      ).statusCode,
    ).toBe(422);
    expect((await put('administrator', 'ranking', { window: 'rolling', bestN: 2, windowDays: 365 })).statusCode).toBe(
      404,
    );
    const saved = await put('administrator', 'world', { window: 'rolling', bestN: 2, windowDays: 365 });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await db().select().from(beachPlayerRankings).where(eq(beachPlayerRankings.kind, 'world'));
    expect(rows.every((row) => row.nbCounted <= 2)).toBe(true);
    expect((await put('administrator', 'world', { window: 'rolling', bestN: 8, windowDays: 365 })).statusCode).toBe(
      200,
    );
  });
});

describe('the entry list in the work queue', () => {
  const waiting = async (user: NonNullable<User>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/work-queue', headers: { cookie: cookies[user] } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as TWorkQueue).items.filter((item) => item.reason === 'competitions.confirmEntryList');
  };
  const entries = (no: number) => `/beach/tournaments/${no}?tab=entries`;

  it('waits on those who run the tournament from a week before its entry deadline until the allocation', async () => {
    const far = await tournament('beachtournamentmanager', { EntryDeadline: daysAgo(-30) });
    await enterTeams('beachtournamentmanager', far.no, ['BRA', 'USA'], 2);
    const late = await tournament('beachtournamentmanager', { EntryDeadline: daysAgo(2) });
    await enterTeams('beachtournamentmanager', late.no, ['BRA', 'USA'], 2);

    const mine = await waiting('beachtournamentmanager');
    expect(mine.map((item) => item.path)).not.toContain(entries(far.no));
    expect(mine.find((item) => item.path === entries(late.no))).toMatchObject({
      area: 'competitions',
      title: late.name,
      dueDay: daysAgo(2),
      overdue: true,
    });
    for (const user of ['administrator', 'federation2', 'player'] as const)
      expect(
        (await waiting(user)).map((item) => item.path),
        user,
      ).not.toContain(entries(late.no));

    await stepOk('beachtournamentmanager', late.no, 'allocation');
    expect((await waiting('beachtournamentmanager')).map((item) => item.path)).not.toContain(entries(late.no));
  });
});
