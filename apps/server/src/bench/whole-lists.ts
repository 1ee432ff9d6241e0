import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { requestTarget } from '@libero/shared/registry/registry';
import type { Db } from '../db/connection';
import { parseVisXml } from '../gateway/parse-request';
import { listQuery } from '../gateway/read-entities';
import { planList } from '../gateway/read-plan';
import { httpClient } from './timing';

/**
 * The public service's whole lists at its volumes (VIS-PROTOCOL.md): each recorded request without
 * `Take`, answered by `/vis2009/XmlRequest.asmx` to an anonymous client in a process of its own,
 * beside `psql`'s `COPY (…) TO STDOUT` of the very query the engine runs (PostgreSQL only: near
 * what the hardware allows). The server's resident memory is sampled while it writes.
 */
export type ListFigures = {
  target: string;
  list: string;
  format: 'JSON' | 'XML';
  records: number;
  megabytes: number;
  ms: number;
  copyMs: number | undefined;
  /** The most the server's resident memory grew by while writing the answer. */
  rssGrowthMb: number;
};

/** Sizes: BENCH_BEACH_EVENTS (9,000 beach tournaments), BENCH_BEACH_TEAMS (193,000), BENCH_BEACH_MATCHES (212,000). */
export const BEACH_VOLUMES = {
  tournaments: Number(process.env.BENCH_BEACH_EVENTS ?? 9_000),
  teams: Number(process.env.BENCH_BEACH_TEAMS ?? 193_000),
  matches: Number(process.env.BENCH_BEACH_MATCHES ?? 212_000),
};

const PUBLIC = '/vis2009/XmlRequest.asmx';

/** The recorded requests (vis-samples), their filters taken off: the lists a nightly copy asks for. */
const LISTS: { name: string; xml: string; formats: ListFigures['format'][] }[] = [
  {
    name: 'players',
    xml: '<Request Type="GetPlayerList" Fields="No FirstName LastName BirthDate BirthPlace Height Weight CountryCode Gender FederationCode NationalityCode PlaysBeach PlaysVolley TeamName ConfederationCode" />',
    formats: ['JSON', 'XML'],
  },
  {
    name: 'beach matches',
    xml: '<Request Type="GetBeachMatchList" Fields="No NoTournament NoRound NoTeamA NoTeamB NoInTournament MatchPointsA MatchPointsB DateTimeLocal LocalDate LocalTime ResultType Status NoPlayerA1 NoPlayerA2 NoPlayerB1 NoPlayerB2 TeamAName TeamBName PointsTeamASet1 PointsTeamASet2 PointsTeamASet3 PointsTeamBSet1 PointsTeamBSet2 PointsTeamBSet3 DurationSet1 DurationSet2 DurationSet3 Court RoundCode RoundName TournamentCode TournamentName WinnerRank LoserRank BeginDateTimeUtc" />',
    formats: ['JSON'],
  },
  {
    name: 'beach teams',
    xml: '<Request Type="GetBeachTeamList" Fields="No NoTournament NoPlayer1 NoPlayer2 Name CountryCode ConfederationCode Status Rank EarnedPointsTeam EarnedPointsPlayer PositionInMainDraw PositionInQualification IsInMainDraw IsInQualification TournamentName TournamentTitle TournamentType" />',
    formats: ['JSON'],
  },
  {
    name: 'beach tournaments',
    xml: '<Request Type="GetBeachTournamentList" Fields="No Name Code CountryCode CountryName City StartDate EndDate Season Gender Type Status NoEvent Title Version StartDateMainDraw EndDateMainDraw StartDateQualification EndDateQualification NbTeamsMainDraw NbTeamsQualification NbTeamsFromQualification" />',
    formats: ['JSON'],
  },
];

/**
 * Beach tournaments (published, finished, one main-draw round each) with their teams of two
 * players of the tournament's gender and their matches, generated inside the database.
 */
export async function generateBeachVolumes(db: Db, counts: typeof BEACH_VOLUMES): Promise<void> {
  await db.execute(sql`
    insert into beach_tournaments (code, name, country_code, city, start_date, end_date, gender, type_no, status, published)
    select 'BV-' || i, 'Beach Open ' || i, coalesce(f.country_code, 'BR'), 'City ' || (i % 500),
           date '2001-01-01' + (i * 9000 / ${counts.tournaments}), date '2001-01-04' + (i * 9000 / ${counts.tournaments}),
           i % 2, (select min(no) from beach_categories), 6, true
    from generate_series(1, ${counts.tournaments}) as i
    join (select country_code, row_number() over (order by no) - 1 as k, count(*) over () as n from federations) f
      on f.k = i % f.n`);
  await db.execute(sql`
    insert into beach_rounds (tournament_no, no_in_tournament, code, name, bracket, phase, rank_method)
    select no, 1, 'MD', 'Main draw', 'W', 4, '<Ranked />' from beach_tournaments where code like 'BV-%'`);
  // Teams and matches pick their tournament and players by position: numbered rows joined on the number (hashed).
  const pools = (await db.execute(
    sql`select gender, count(*)::int as n from persons where federation_no is not null group by gender order by gender`,
  )) as unknown as { rows: { gender: number; n: number }[] };
  const poolSize = sql.raw(`case s.gender ${pools.rows.map((p) => `when ${p.gender} then ${p.n}`).join(' ')} end`);
  await db.execute(sql`
    with events as (select no, gender, row_number() over (order by no) - 1 as k
                    from beach_tournaments where code like 'BV-%'),
         pool as (select no, gender, federation_no, row_number() over (partition by gender order by no) - 1 as k
                  from persons where federation_no is not null),
         slots as (select j, e.no as tournament_no, e.gender from generate_series(1, ${counts.teams}) as j
                   join events e on e.k = (j - 1) % ${counts.tournaments})
    insert into beach_teams (tournament_no, player1_no, player2_no, federation_no, name, rank, draw)
    select s.tournament_no, p1.no, p2.no, p1.federation_no, 'Team ' || s.j, 1 + (s.j - 1) / ${counts.tournaments}, 'mainDraw'
    from slots s
    join pool p1 on p1.gender = s.gender and p1.k = (2 * s.j) % ${poolSize}
    join pool p2 on p2.gender = s.gender and p2.k = (2 * s.j + 1) % ${poolSize}`);
  await db.execute(sql`
    with events as (select t.no, r.no as round_no, row_number() over (order by t.no) - 1 as k,
                           (select count(*) from beach_teams m where m.tournament_no = t.no) as n
                    from beach_tournaments t join beach_rounds r on r.tournament_no = t.no and r.code = 'MD'
                    where t.code like 'BV-%'),
         teams as (select no, tournament_no, row_number() over (partition by tournament_no order by no) - 1 as k
                   from beach_teams),
         picks as (select e.no as tournament_no, e.round_no, e.n, 1 + (j - 1) / ${counts.tournaments} as k
                   from generate_series(1, ${counts.matches}) as j join events e on e.k = (j - 1) % ${counts.tournaments}
                   where e.n > 1)
    insert into beach_matches (tournament_no, round_no, no_in_tournament, bracket, team_a_no, team_b_no, local_date, local_time,
                               court, status, points_a_1, points_b_1, points_a_2, points_b_2, sets_a, sets_b, winner_no,
                               duration_set1, duration_set2)
    select p.tournament_no, p.round_no, p.k, 'M' || p.k, a.no, b.no, date '2026-01-01', '10:00', 'Court ' || (p.k % 4 + 1),
           4, 21, 17, 21, 19, 2, 0, a.no, 1200, 1300
    from picks p
    join teams a on a.tournament_no = p.tournament_no and a.k = (2 * p.k) % p.n
    join teams b on b.tournament_no = p.tournament_no and b.k = (2 * p.k + 1) % p.n`);
  // As autovacuum would have by now: statistics, and the pages marked all-visible (index-only scans read them).
  await db.execute(sql`vacuum analyze`);
}

/** `COPY (query) TO STDOUT` by psql, its output thrown away: the milliseconds it took. */
async function copyMs(postgresUrl: string, query: string): Promise<number> {
  const started = performance.now();
  const child = spawn('psql', [postgresUrl, '-q', '-c', `copy (${query}) to stdout`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`psql exited with ${code}`);
  return performance.now() - started;
}

/** The query the engine runs for the whole list `xml` asks, read by an anonymous client. */
function engineQuery(xml: string): SQL {
  const [request] = parseVisXml(xml).requests;
  const plan = planList(requestTarget(request!.type)!.entity, request!, null);
  return listQuery(plan, [], { totals: false });
}

/** The most the process's resident memory grows by while `run` runs, sampled every 20 ms. */
async function rssGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let most = before;
  const sampler = setInterval(() => (most = Math.max(most, process.memoryUsage.rss())), 20);
  try {
    const result = await run();
    most = Math.max(most, process.memoryUsage.rss());
    return { result, growth: most - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Each whole list, the best of `runs`, interleaved with its COPY on PostgreSQL. */
export async function benchWholeLists(
  db: Db,
  target: string,
  address: string,
  postgresUrl: string | undefined,
  runs = 3,
): Promise<ListFigures[]> {
  const figures: ListFigures[] = [];
  for (const list of LISTS) {
    const query = engineQuery(list.xml);
    const { rows } = (await db.execute(sql`select count(*)::int as n from (${query}) l`)) as unknown as {
      rows: { n: number }[];
    };
    // Its values written in, for psql (inlineParams marks the query itself: it is counted first).
    const copied = new PgDialect().sqlToQuery(query.inlineParams()).sql;
    for (const format of list.formats) {
      const accept = format === 'JSON' ? 'application/json' : 'application/xml';
      const client = await httpClient(`${address}${PUBLIC}`, { 'content-type': 'text/xml', accept }, list.xml);
      let best = { ms: Number.POSITIVE_INFINITY, bytes: 0 };
      let copy: number | undefined;
      let rssGrowthMb = 0;
      try {
        for (let run = 0; run < runs; run++) {
          const { result, growth } = await rssGrowth(() => client.answer());
          if (result.ms < best.ms) best = result;
          rssGrowthMb = Math.max(rssGrowthMb, growth / 2 ** 20);
          if (postgresUrl) copy = Math.min(copy ?? Number.POSITIVE_INFINITY, await copyMs(postgresUrl, copied));
        }
      } finally {
        client.close();
      }
      figures.push({
        target,
        list: list.name,
        format,
        records: rows[0]!.n,
        megabytes: best.bytes / 1e6,
        ms: best.ms,
        copyMs: copy,
        rssGrowthMb,
      });
    }
  }
  return figures;
}
