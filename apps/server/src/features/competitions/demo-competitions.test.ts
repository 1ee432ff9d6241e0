import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { INDOOR_FORMAT, validateResult, type SetScore } from '@libero/shared/competitions/match-rules';
import type { Db } from '../../db/connection';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoCompetitions } from './demo-competitions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.app.identityDb.db;

async function rows<T>(query: ReturnType<typeof sql>, on: Db = db()): Promise<T[]> {
  return ((await on.execute(query)) as unknown as { rows: T[] }).rows;
}

type MatchRow = {
  no: number;
  code: string;
  bracket: string | null;
  pool_no: number | null;
  status: string;
  team_a_no: number | null;
  team_b_no: number | null;
  sets_a: number | null;
  sets_b: number | null;
  winner_no: number | null;
  hall_no: number | null;
  local_date: string | null;
  local_time: string | null;
  sets: [number | null, number | null][];
};

const CHAMPIONSHIPS = sql`t.code like 'WCH-%'`;
const WOMEN = sql`t.code like 'WCH-W-%'`;
const LEAGUES = sql`t.type_no = (select no from volley_tournament_types where code = 'nationalLeague')`;

const matchesOf = (where: SQL, on: Db = db()) =>
  rows<MatchRow>(
    sql`select m.no, t.code, m.bracket, m.pool_no, m.status, m.team_a_no, m.team_b_no, m.sets_a, m.sets_b, m.winner_no,
          m.hall_no, m.local_date::text as local_date, m.local_time,
          json_build_array(json_build_array(m.points_a_1, m.points_b_1), json_build_array(m.points_a_2, m.points_b_2),
            json_build_array(m.points_a_3, m.points_b_3), json_build_array(m.points_a_4, m.points_b_4),
            json_build_array(m.points_a_5, m.points_b_5)) as sets
        from volley_matches m join volley_tournaments t on t.no = m.tournament_no
        where ${where} order by t.code, m.no_in_tournament`,
    on,
  );

/** The stored result keeps the rules, and its sets won and winner are the ones the sets give. */
function expectValidResult(match: MatchRow) {
  const sets: SetScore[] = match.sets.filter(([a, b]) => a !== null && b !== null).map(([a, b]) => ({ a: a!, b: b! }));
  const check = validateResult(INDOOR_FORMAT, sets);
  expect(check.ok, `${match.code} #${match.no}: ${JSON.stringify(match.sets)}`).toBe(true);
  if (!check.ok) return;
  expect([match.sets_a, match.sets_b]).toEqual([check.setsWon.a, check.setsWon.b]);
  expect(match.winner_no).toBe(check.winner === 'a' ? match.team_a_no : match.team_b_no);
}

describe('the demo competitions', () => {
  it("has a men's and a women's world championship of the current season, running and published", async () => {
    const championships = await rows<{
      code: string;
      gender: number;
      status: string;
      published: boolean;
      season: string;
      event: string;
      teams: number;
      seeds: number;
      pools: number;
      pool_sizes: number[];
    }>(sql`
      select t.code, t.gender, t.status, t.published, s.name as season, e.code as event,
             (select count(*)::int from volley_teams x where x.tournament_no = t.no and x.federation_no is not null) as teams,
             (select count(distinct x.seed)::int from volley_teams x where x.tournament_no = t.no) as seeds,
             (select count(*)::int from volley_pools p where p.tournament_no = t.no) as pools,
             (select array_agg(n order by n) from (select count(*)::int as n from volley_pool_teams pt
                join volley_pools p on p.no = pt.pool_no where p.tournament_no = t.no group by p.no) sizes) as pool_sizes
      from volley_tournaments t
      join volley_tournament_types y on y.no = t.type_no and y.code = 'worldChampionship'
      left join seasons s on s.no = t.season_no left join events e on e.no = t.event_no
      where t.code like 'WCH-%' order by t.gender`);
    expect(championships.map((c) => c.gender)).toEqual([0, 1]);
    for (const championship of championships) {
      expect(championship).toMatchObject({ status: 'running', published: true, teams: 24, seeds: 24, pools: 6 });
      expect(championship.pool_sizes).toEqual([4, 4, 4, 4, 4, 4]);
      expect(championship.event).toBe(championship.code);
      expect(championship.season).toMatch(/^\d{4}\/\d{2}$/);
    }
    const seasons = await rows<{ year: number }>(sql`select year from seasons order by year`);
    expect(seasons).toHaveLength(2);
    expect(seasons[1]!.year - seasons[0]!.year).toBe(1);
  });

  it('has every pool match finished with a valid result, and standings of four in every pool', async () => {
    const matches = (await matchesOf(CHAMPIONSHIPS)).filter((match) => match.pool_no !== null);
    expect(matches).toHaveLength(2 * 6 * 6);
    for (const match of matches) {
      expect(match.status).toBe('finished');
      expectValidResult(match);
    }
    // Some matches go to five sets, some end 3-0.
    const lengths = new Set(matches.map((match) => (match.sets_a ?? 0) + (match.sets_b ?? 0)));
    expect([...lengths].sort()).toEqual([3, 4, 5]);
    const standings = await rows<{ rows: number; played: number }>(sql`
      select count(r.team_no)::int as rows, min(r.played)::int as played from volley_pools p
      join volley_tournaments t on t.no = p.tournament_no and t.code like 'WCH-%'
      left join volley_pool_rankings r on r.pool_no = p.no group by p.no`);
    expect(standings).toHaveLength(12);
    expect(standings.every((pool) => pool.rows === 4 && pool.played === 3)).toBe(true);
  });

  it('has the round of 16 and the quarter-finals played, the semi-finals filled and scheduled', async () => {
    const bracket = (await matchesOf(CHAMPIONSHIPS)).filter((match) => match.bracket !== null);
    expect(bracket).toHaveLength(2 * 16);
    for (const match of bracket) {
      expect(match.hall_no).not.toBeNull();
      expect(match.local_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(match.local_time).toMatch(/^\d{2}:\d{2}$/);
      if (/^(R1|QF)-/.test(match.bracket!)) {
        expect(match.status).toBe('finished');
        expectValidResult(match);
      } else {
        expect(match.status).toBe('scheduled');
        expect(match.winner_no).toBeNull();
      }
      if (match.bracket!.startsWith('SF-')) {
        expect(match.team_a_no).not.toBeNull();
        expect(match.team_b_no).not.toBeNull();
      }
    }
    // The quarter-finals' winners are the semi-finalists.
    for (const prefix of ['WCH-M-', 'WCH-W-']) {
      const own = bracket.filter((match) => match.code.startsWith(prefix));
      const quarterWinners = own.filter((m) => m.bracket!.startsWith('QF-')).map((m) => m.winner_no);
      const semiFinalists = own.filter((m) => m.bracket!.startsWith('SF-')).flatMap((m) => [m.team_a_no, m.team_b_no]);
      expect(semiFinalists.sort()).toEqual(quarterWinners.sort());
    }
  });

  it('has rosters of at most 14 players and 2 liberos, unique shirts, one captain, and a head coach', async () => {
    const teams = await rows<{
      players: number;
      liberos: number;
      shirts: number;
      captains: number;
      foreign: number;
      coaches: number;
    }>(sql`
      select count(r.no)::int as players, count(*) filter (where r.position = 'libero')::int as liberos,
             count(distinct r.shirt_number)::int as shirts, count(*) filter (where r.captain)::int as captains,
             count(*) filter (where p.federation_no <> x.federation_no or p.gender <> t.gender)::int as foreign,
             (select count(*)::int from volley_team_staff s where s.team_no = x.no and s.role = 'headCoach') as coaches
      from volley_teams x join volley_tournaments t on t.no = x.tournament_no and t.code like 'WCH-%'
      left join volley_rosters r on r.team_no = x.no left join persons p on p.no = r.player_no
      group by x.no`);
    expect(teams).toHaveLength(48);
    for (const team of teams) {
      expect(team.players).toBeGreaterThanOrEqual(6);
      expect(team.players).toBeLessThanOrEqual(14);
      expect(team.liberos).toBeLessThanOrEqual(2);
      expect(team.shirts).toBe(team.players);
      expect(team.captains).toBe(1);
      expect(team.foreign).toBe(0);
      expect(team.coaches).toBe(1);
    }
  });

  it("seats three different referees a match, none of either team's federation", async () => {
    const [seats] = await rows<{ matches: number; refereed: number; clashes: number; doubled: number }>(sql`
      select count(*)::int as matches,
             count(*) filter (where m.referee1_no is not null and m.referee2_no is not null and m.scorer_no is not null)::int as refereed,
             count(*) filter (where exists (select 1 from persons p
               where p.no in (m.referee1_no, m.referee2_no, m.scorer_no)
                 and p.federation_no in (select coalesce(x.federation_no, c.federation_no) from volley_teams x
                   left join volley_clubs c on c.no = x.club_no where x.no in (m.team_a_no, m.team_b_no))))::int as clashes,
             count(*) filter (where m.referee1_no = m.referee2_no or m.referee1_no = m.scorer_no
               or m.referee2_no = m.scorer_no)::int as doubled
      from volley_matches m`);
    expect(seats!.refereed).toBeGreaterThanOrEqual(2 * 52);
    expect(seats!.clashes).toBe(0);
    expect(seats!.doubled).toBe(0);
  });

  it('plays in halls of at least three time zones, each with its capacity', async () => {
    const [zones] = await rows<{ championship: string[]; all: number; without: number }>(sql`
      select (select array_agg(distinct h.time_zone) from volley_matches m join volley_halls h on h.no = m.hall_no
                join volley_tournaments t on t.no = m.tournament_no where t.code like 'WCH-%') as championship,
             count(distinct time_zone)::int as all, count(*) filter (where capacity is null)::int as without
      from volley_halls`);
    expect(zones!.championship.length).toBeGreaterThanOrEqual(3);
    expect(zones!.without).toBe(0);
  });

  it('has the national leagues of Italy and Kenya with their clubs, partly played', async () => {
    const leagues = await rows<{
      code: string;
      organizer: string;
      teams: number;
      clubs: number;
      other_federation: number;
    }>(sql`
      select t.code, f.code as organizer, count(x.no)::int as teams, count(x.club_no)::int as clubs,
             count(*) filter (where c.federation_no <> t.organizer_no)::int as other_federation
      from volley_tournaments t join volley_tournament_types y on y.no = t.type_no and y.national_league
      join federations f on f.no = t.organizer_no
      join volley_teams x on x.tournament_no = t.no left join volley_clubs c on c.no = x.club_no
      where t.organizer_type = 'federation' and t.published and t.division = 1
      group by t.code, f.code order by t.code`);
    expect(new Set(leagues.map((league) => league.organizer))).toEqual(new Set(['ITA', 'KEN']));
    for (const league of leagues) {
      expect(league.teams).toBeGreaterThanOrEqual(6);
      expect(league.clubs).toBe(league.teams);
      expect(league.other_federation).toBe(0);
    }
    const matches = await matchesOf(LEAGUES);
    for (const match of matches.filter((m) => m.status === 'finished')) expectValidResult(match);
    // Played up to the day of the seed: every finished match before every one still to play.
    const finished = matches.filter((match) => match.status === 'finished').map((match) => match.local_date!);
    const scheduled = matches.filter((match) => match.status === 'scheduled').map((match) => match.local_date!);
    expect(finished.length + scheduled.length).toBe(matches.length);
    const today = new Date().toISOString().slice(0, 10);
    expect(finished.every((day) => day < today && scheduled.every((later) => day < later))).toBe(true);
  });

  it('lets the demo tournament manager manage the women’s championship', async () => {
    const managers = await rows<{ code: string }>(sql`
      select t.code from volley_tournament_managers m join volley_tournaments t on t.no = m.tournament_no
      join users u on u.no = m.user_no where u.username = 'volleytournamentmanager'`);
    expect(managers.map((row) => row.code)).toEqual([expect.stringMatching(/^WCH-W-/)]);
  });

  it('seeds in a few seconds, the same again on the same day', async () => {
    const stored = await matchesOf(WOMEN);
    let elapsed = 0;
    let again: MatchRow[] = [];
    const rollback = new Error('rollback');
    await db()
      .transaction(async (tx) => {
        const trx = tx as unknown as Db;
        await trx.execute(sql`delete from volley_tournaments`);
        // Albums and accreditations of the media demo point to the events.
        await trx.execute(sql`update albums set event_no = null`);
        await trx.execute(sql`delete from media_accreditations`);
        // The beach demo's events hold beach tournaments: they stay.
        await trx.execute(sql`delete from events where not has_beach_tournament`);
        await trx.execute(sql`delete from seasons`);
        const started = performance.now();
        await seedDemoCompetitions(trx);
        elapsed = performance.now() - started;
        again = await matchesOf(WOMEN, trx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    console.log(`seedDemoCompetitions: ${Math.round(elapsed)} ms`);
    expect(elapsed).toBeLessThan(15_000);
    // The days follow today; the draws do not.
    const results = (matches: MatchRow[]) => matches.map((match) => [match.bracket, match.local_time, match.sets]);
    expect(results(again)).toEqual(results(stored));
  });
});
