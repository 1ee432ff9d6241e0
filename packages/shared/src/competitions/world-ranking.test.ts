import { describe, expect, it } from 'vitest';
import {
  computeRanking,
  olympicRanking,
  playerStanding,
  teamPoints,
  updateRanking,
  WORLD_RANKING,
  type RankingResult,
} from './world-ranking';

const AS_OF = '2026-06-30';

function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
}

let tournamentNo = 0;
const result = (playerNo: number, points: number, daysBefore: number, gender = 1): RankingResult => ({
  playerNo,
  tournamentNo: ++tournamentNo,
  gender,
  endDate: addDays(AS_OF, -daysBefore),
  points,
});

describe('a player’s points', () => {
  it.each([
    [0, 'counted'],
    [364, 'counted'],
    [365, 'tooOld'],
    [400, 'tooOld'],
    [-1, 'afterRankingDate'],
  ])('count a result %i days before the ranking date as %s', (daysBefore, expected) => {
    const standing = playerStanding([result(1, 100, daysBefore)], WORLD_RANKING, AS_OF);
    expect(standing.counted.length === 1 ? 'counted' : standing.dropped[0]?.reason).toBe(expected);
  });

  it('add up the best 8 results and drop the others, saying why', () => {
    const results = [
      ...[500, 400, 400, 300, 300, 200, 200, 100, 100, 50].map((points, i) => result(1, points, 10 + i * 20)),
      result(1, 900, 500),
      result(1, 700, -3),
    ];
    const standing = playerStanding(results, WORLD_RANKING, AS_OF);
    expect(standing.totalPoints).toBe(2400);
    expect(standing.counted.map((counted) => counted.points)).toEqual([500, 400, 400, 300, 300, 200, 200, 100]);
    expect(standing.dropped.map((dropped) => [dropped.points, dropped.reason])).toEqual([
      [700, 'afterRankingDate'],
      [100, 'beyondBestN'],
      [50, 'beyondBestN'],
      [900, 'tooOld'],
    ]);
    expect(standing.hasTournamentsRemoved).toBe(true);
  });

  it('keep the more recent of two equal results', () => {
    const older = result(1, 100, 200);
    const newer = result(1, 100, 100);
    const standing = playerStanding([older, newer], { ...WORLD_RANKING, bestN: 1 }, AS_OF);
    expect(standing.counted).toEqual([newer]);
    expect(standing.dropped).toEqual([{ ...older, reason: 'beyondBestN' }]);
  });

  it('have no tournaments removed when the only results left out come after the ranking date', () => {
    const standing = playerStanding([result(1, 100, 5), result(1, 100, -5)], WORLD_RANKING, AS_OF);
    expect(standing.hasTournamentsRemoved).toBe(false);
  });

  it('for the Olympic ranking count the best 12 within the qualification period', () => {
    const rules = olympicRanking('2025-01-01', '2026-06-15');
    const results = [
      ...Array.from({ length: 14 }, (_, i) => result(1, 100 + i, 30 + i)),
      result(1, 999, 700),
      result(1, 999, 10),
    ];
    const standing = playerStanding(results, rules, AS_OF);
    expect(standing.counted).toHaveLength(12);
    expect(standing.totalPoints).toBe(Array.from({ length: 12 }, (_, i) => 113 - i).reduce((x, y) => x + y));
    expect(standing.dropped.map((dropped) => dropped.reason).sort()).toEqual([
      'afterRankingDate',
      'beyondBestN',
      'beyondBestN',
      'tooOld',
    ]);
  });
});

describe('the ranking', () => {
  const ranking = computeRanking(
    [
      result(1, 1000, 10),
      result(2, 800, 10),
      result(3, 500, 10),
      result(3, 300, 40),
      result(4, 600, 10),
      result(5, 900, 10, 0),
      result(6, 100, 400),
    ],
    WORLD_RANKING,
    AS_OF,
  );

  it('ranks each gender apart, players level on points sharing a position and the next one skipping', () => {
    expect(
      ranking.players.map((player) => [player.gender, player.playerNo, player.totalPoints, player.position]),
    ).toEqual([
      [0, 5, 900, 1],
      [1, 1, 1000, 1],
      [1, 2, 800, 2],
      [1, 3, 800, 2],
      [1, 4, 600, 4],
    ]);
  });

  it('leaves out players with no result that counts', () => {
    expect(ranking.players.some((player) => player.playerNo === 6)).toBe(false);
  });

  it('gives a team the sum of its players’ points', () => {
    expect(teamPoints(ranking, [1, 4])).toBe(1600);
    expect(teamPoints(ranking, [1, 6])).toBe(1000);
  });
});

/** Mulberry32: a small seeded generator, so that every run draws the same "random" results. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (max: number) => Math.floor(next() * max) };
}

type Random = ReturnType<typeof generator>;

function randomResults(random: Random, players: number, count: number, firstTournament: number): RankingResult[] {
  return Array.from({ length: count }, (_, i) => {
    const playerNo = 1 + random.int(players);
    return {
      playerNo,
      tournamentNo: firstTournament + i,
      gender: playerNo % 2,
      endDate: addDays(AS_OF, 30 - random.int(500)),
      // Few distinct values, so that ties in points are common.
      points: 40 * random.int(30),
    };
  });
}

/** Changes the results of a few players: some removed, some re-scored, some added. */
function changeSomePlayers(random: Random, results: RankingResult[], players: number, round: number) {
  const changed = new Set(Array.from({ length: 1 + random.int(6) }, () => 1 + random.int(players)));
  const kept = results
    .filter((entry) => !changed.has(entry.playerNo) || random.next() < 0.6)
    .map((entry) =>
      changed.has(entry.playerNo) && random.next() < 0.3 ? { ...entry, points: 40 * random.int(30) } : entry,
    );
  const added = randomResults(random, players, 10, 100_000 * round).filter((entry) => changed.has(entry.playerNo));
  return { changed, results: [...kept, ...added] };
}

describe('updating the ranking for the players whose results changed', () => {
  it.each([
    ['the world ranking', WORLD_RANKING],
    ['the Olympic ranking', olympicRanking('2025-09-01', '2026-06-15')],
  ])('gives for %s what a full computation gives, over many random changes', (_, rules) => {
    for (let seed = 1; seed <= 30; seed++) {
      const random = generator(seed);
      const players = 20 + random.int(60);
      let results = randomResults(random, players, 400, 1);
      let ranking = computeRanking(results, rules, AS_OF);
      for (let round = 1; round <= 10; round++) {
        const change = changeSomePlayers(random, results, players, round);
        results = change.results;
        ranking = updateRanking(ranking, change.changed, results);
        expect(ranking).toEqual(computeRanking(results, rules, AS_OF));
      }
    }
  });

  it('drops a player whose results were all withdrawn', () => {
    const results = [result(1, 500, 10), result(2, 400, 10), result(3, 300, 10)];
    const updated = updateRanking(computeRanking(results, WORLD_RANKING, AS_OF), new Set([2]), []);
    expect(updated.players.map((player) => [player.playerNo, player.position])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });
});
