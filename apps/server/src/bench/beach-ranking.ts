import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { beachResults, beachTeams, beachTournaments } from '../db/schema/beach';
import { persons } from '../db/schema/people';
import { recomputeRanking, today, updateRankingFor } from '../features/beach/beach-ranking-store';

/**
 * The beach world ranking's engine against the raw SQL of the same work: a full recomputation over
 * BENCH_BEACH_TOURNAMENTS (200) tournaments × 48 teams of published results, and the incremental
 * update after one more tournament is published. The SQL computes the same best 8 of 365 days in
 * the database and writes the same rows (into a table of its own).
 */
const TOURNAMENTS = Number(process.env.BENCH_BEACH_TOURNAMENTS ?? 200);
const TEAMS = 48;
/** Players of each gender the teams are made of. */
const POOL = 2_000;
const RUNS = 5;

export type RankingFigures = { target: string; work: string; engineMs: number; sqlMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timedRuns(run: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  return median(durations);
}

/** Points of the n-th team of a tournament (0 the winner), shaped like a category's table. */
const pointsOf = (place: number) => Math.max(40, 1200 - place * 24);

/** Published tournaments of 48 teams over the last two years, alternating genders, each with its results. */
async function generateResults(db: Db, tournaments: number, offset = 0): Promise<number[]> {
  const pools = await Promise.all(
    [0, 1].map(async (gender) =>
      (
        await db
          .select({ no: persons.no, federationNo: persons.federationNo })
          .from(persons)
          .where(eq(persons.gender, gender))
          .limit(POOL)
      ).filter((person) => person.federationNo !== null),
    ),
  );
  const created: number[] = [];
  for (let i = offset; i < offset + tournaments; i++) {
    const gender = i % 2;
    const pool = pools[gender]!;
    const endDate = new Date(Date.now() - ((i * 3) % 700) * 86_400_000).toISOString().slice(0, 10);
    const [tournament] = await db
      .insert(beachTournaments)
      .values({
        code: `BENCH-${i}`,
        name: `Bench Open ${i}`,
        countryCode: 'BR',
        startDate: endDate,
        endDate,
        gender,
        typeNo: 1,
        status: 6,
        published: true,
      })
      .returning({ no: beachTournaments.no });
    const teams = Array.from({ length: TEAMS }, (_, k) => {
      const a = pool[(i * 37 + 2 * k) % pool.length]!;
      const b = pool[(i * 37 + 2 * k + 1) % pool.length]!;
      return {
        tournamentNo: tournament!.no,
        player1No: a.no,
        player2No: b.no,
        federationNo: a.federationNo!,
        name: `B${i}/${k}`,
        rank: k + 1,
      };
    });
    const rows = await db
      .insert(beachTeams)
      .values(teams)
      .returning({ no: beachTeams.no, rank: beachTeams.rank, p1: beachTeams.player1No, p2: beachTeams.player2No });
    await db.insert(beachResults).values(
      rows.flatMap((team) =>
        [team.p1, team.p2].map((playerNo) => ({
          tournamentNo: tournament!.no,
          playerNo,
          teamNo: team.no,
          gender,
          endDate,
          points: pointsOf((team.rank ?? 1) - 1),
        })),
      ),
    );
    created.push(tournament!.no);
  }
  return created;
}

/** The best 8 results of 365 days per player, ranked, as one SQL statement (restricted to `players` when given). */
const rankingSql = (asOf: string, players?: readonly number[]) => sql`
  with eligible as (
    select player_no, gender, points,
           row_number() over (partition by player_no order by points desc, end_date desc, tournament_no) as n
    from beach_results
    where end_date <= ${asOf}::date and end_date > ${asOf}::date - 365
      ${players ? sql`and player_no = any(${`{${players.join(',')}}`}::int[])` : sql``}
  )
  select 'world' as kind, gender, player_no, sum(points) filter (where n <= 8)::int as points,
         count(*) filter (where n <= 8)::int as nb_counted, count(*)::int as nb_participations
  from eligible group by player_no, gender`;

async function sqlFullRecompute(db: Db, asOf: string): Promise<void> {
  await db.execute(sql`delete from bench_beach_ranking`);
  await db.execute(sql`insert into bench_beach_ranking (kind, gender, player_no, points, nb_counted, nb_participations, position)
    select kind, gender, player_no, points, nb_counted, nb_participations,
           rank() over (partition by gender order by points desc) from (${rankingSql(asOf)}) r`);
}

async function sqlIncremental(db: Db, asOf: string, players: readonly number[]): Promise<void> {
  await db.execute(sql`delete from bench_beach_ranking where player_no = any(${`{${players.join(',')}}`}::int[])`);
  await db.execute(sql`insert into bench_beach_ranking (kind, gender, player_no, points, nb_counted, nb_participations, position)
    select kind, gender, player_no, points, nb_counted, nb_participations, 0 from (${rankingSql(asOf, players)}) r`);
  await db.execute(sql`update bench_beach_ranking t set position = r.position
    from (select player_no, rank() over (partition by gender order by points desc)::int as position from bench_beach_ranking) r
    where t.player_no = r.player_no and t.position <> r.position`);
}

export async function benchBeachRanking(db: Db, target: string): Promise<RankingFigures[]> {
  const started = performance.now();
  await generateResults(db, TOURNAMENTS);
  await db.execute(sql`create table if not exists bench_beach_ranking (kind varchar(20), gender smallint, player_no integer primary key,
    points integer, nb_counted integer, nb_participations integer, position integer)`);
  console.log(
    `${target}: ${TOURNAMENTS} beach tournaments × ${TEAMS} teams of results in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const asOf = today();
  const full: RankingFigures = {
    target,
    work: `full world ranking (${TOURNAMENTS} × ${TEAMS} teams)`,
    engineMs: await timedRuns(() => recomputeRanking(db, 'world', asOf)),
    sqlMs: await timedRuns(() => sqlFullRecompute(db, asOf)),
  };
  // One more tournament published: its 96 players' standings, everyone ranked again. Before each
  // run both rankings stand as they did before it (its results out, then back in, untimed).
  const [latest] = await generateResults(db, 1, TOURNAMENTS);
  const published = await db.select().from(beachResults).where(eq(beachResults.tournamentNo, latest!));
  const players = published.map((row) => row.playerNo);
  const beforePublication = async () => {
    await db.delete(beachResults).where(eq(beachResults.tournamentNo, latest!));
    await recomputeRanking(db, 'world', asOf);
    await sqlFullRecompute(db, asOf);
    await db.insert(beachResults).values(published);
  };
  const incremental: RankingFigures = {
    target,
    work: `incremental update (1 tournament, ${players.length} players)`,
    engineMs: await timedRuns(() => updateRankingFor(db, 'world', players, asOf), beforePublication),
    sqlMs: await timedRuns(() => sqlIncremental(db, asOf, players), beforePublication),
  };
  return [full, incremental];
}
