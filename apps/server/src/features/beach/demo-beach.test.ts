import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BEACH_FORMAT, validateResult } from '@libero/shared/competitions/match-rules';
import { BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_TOURNAMENTS } from './demo-beach';
import { rankingAsOf, today } from './beach-ranking-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the beach demo data', () => {
  it('holds two years of a world tour, both genders, every tournament played and published', async () => {
    const tournaments = await rows<{ code: string; status: number; gender: number; teams: number; open: number }>(
      sql`select t.code, t.status, t.gender,
            (select count(*)::int from beach_teams b where b.tournament_no = t.no) as teams,
            (select count(*)::int from beach_matches m where m.tournament_no = t.no and m.winner_no is null) as open
          from beach_tournaments t order by t.start_date`,
    );
    const toRun: string[] = [DEMO_TOURNAMENTS.thisWeek.code, DEMO_TOURNAMENTS.upcoming.code];
    const played = tournaments.filter((row) => !toRun.includes(row.code));
    expect(played.length).toBeGreaterThanOrEqual(28);
    expect(new Set(played.map((row) => row.gender))).toEqual(new Set([0, 1]));
    for (const row of played) {
      expect(row.status, row.code).toBe(BEACH_TOURNAMENT_STATUS.rankingPublished);
      expect(row.open, row.code).toBe(0);
      expect(row.teams, row.code).toBeGreaterThanOrEqual(8);
    }
    const categories = await rows<{ n: number }>(sql`select count(distinct type_no)::int as n from beach_tournaments`);
    expect(categories[0]!.n).toBeGreaterThanOrEqual(4);
  });

  it('keeps the rules in every result, and teams from many federations', async () => {
    const matches = await rows<{
      a1: number;
      b1: number;
      a2: number;
      b2: number;
      a3: number | null;
      b3: number | null;
      sets_a: number;
      sets_b: number;
    }>(
      sql`select points_a_1 as a1, points_b_1 as b1, points_a_2 as a2, points_b_2 as b2, points_a_3 as a3, points_b_3 as b3,
            sets_a, sets_b from beach_matches where winner_no is not null`,
    );
    expect(matches.length).toBeGreaterThan(500);
    for (const match of matches) {
      const sets = [
        { a: match.a1, b: match.b1 },
        { a: match.a2, b: match.b2 },
        ...(match.a3 === null ? [] : [{ a: match.a3, b: match.b3! }]),
      ];
      const check = validateResult(BEACH_FORMAT, sets);
      expect(check.ok, JSON.stringify(sets)).toBe(true);
    }
    const federations = await rows<{ n: number }>(sql`select count(distinct federation_no)::int as n from beach_teams`);
    expect(federations[0]!.n).toBeGreaterThan(30);
  });

  it('stores the world ranking as a full computation gives it today, with results too old to count', async () => {
    const stored = await rows<{
      player_no: number;
      points: number;
      position: number;
      has_tournaments_removed: boolean;
    }>(
      sql`select player_no, points, position, has_tournaments_removed from beach_player_rankings where kind = 'world' and gender = 1 order by position, player_no`,
    );
    const full = await rankingAsOf(db(), 'world', today(), 1);
    expect(stored.map((row) => [row.player_no, row.points, row.position])).toEqual(
      full.players.map((player) => [player.playerNo, player.totalPoints, player.position]),
    );
    expect(stored.some((row) => row.has_tournaments_removed)).toBe(true);
  });

  it('leaves two Elite 16 to run by the demo beach tournament manager: 16 entries to allocate, and entries open', async () => {
    const toRun = await rows<{
      code: string;
      status: number;
      teams: number;
      managers: number;
      deadline: string;
      ends: string;
    }>(
      sql`select t.code, t.status, t.entry_deadline::text as deadline, t.end_date::text as ends,
            (select count(*)::int from beach_teams b where b.tournament_no = t.no) as teams,
            (select count(*)::int from beach_tournament_managers m join users u on u.no = m.user_no
              where m.tournament_no = t.no and u.username = 'beachtournamentmanager') as managers
          from beach_tournaments t where t.code in (${DEMO_TOURNAMENTS.thisWeek.code}, ${DEMO_TOURNAMENTS.upcoming.code})
          order by t.end_date`,
    );
    expect(toRun).toEqual([
      expect.objectContaining({
        code: DEMO_TOURNAMENTS.thisWeek.code,
        status: BEACH_TOURNAMENT_STATUS.entryOpen,
        teams: 16,
        managers: 1,
        ends: today(),
      }),
      expect.objectContaining({
        code: DEMO_TOURNAMENTS.upcoming.code,
        status: BEACH_TOURNAMENT_STATUS.entryOpen,
        teams: 12,
        managers: 1,
      }),
    ]);
    expect(toRun[1]!.deadline > today()).toBe(true);
  });
});
