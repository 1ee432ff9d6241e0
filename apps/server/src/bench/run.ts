import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { VolleyMatch, VolleyPoolRankingEntry } from '@libero/shared/registry/competitions';
import { Player } from '@libero/shared/registry/players';
import type { EntityDef } from '@libero/shared/registry/types';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { buildApp } from '../app';
import { ZConfig } from '../config';
import { boundHeapGrowth } from '../lib/heap-growth';
import { POOL_SESSION_OPTIONS, type Db } from '../db/connection';
import { beachMatches } from '../db/schema/beach';
import { federations } from '../db/schema/bodies';
import { persons } from '../db/schema/people';
import { volleyTransfers } from '../db/schema/transfers';
import { parseVisXml } from '../gateway/parse-request';
import { listQuery } from '../gateway/read-entities';
import { planList } from '../gateway/read-plan';
import type { AuthUser } from '../lib/request-auth';
import { SERVER_ROOT } from '../paths';
import { benchBeachRanking, type RankingFigures } from './beach-ranking';
import { benchDuplicates, type DuplicateFigures } from './duplicates';
import { generateBenchData } from './generate';
import { httpClient, percentile } from './timing';
import { benchWorkQueue, type QueueFigures } from './work-queue';
import { BEACH_VOLUMES, benchWholeLists, generateBeachVolumes, type ListFigures } from './whole-lists';

/**
 * `npm run bench`: pages through POST /proxy and as the same SQL run directly, on the embedded
 * database and on PostgreSQL, side by side in one run: 50 players filtered by federation and a
 * name search, sorted by last name; the standings of a 24-team tournament (the demo world
 * championship); 50 of a tournament's 5,000 matches sorted by day and time. Then the public
 * service's whole lists at its volumes (whole-lists.ts). Sizes: BENCH_PERSONS (250000),
 * BENCH_PLAYERS (120000), BENCH_CLUBS (5000), BENCH_TRANSFERS (50000), BENCH_MATCHES (5000), and
 * the beach volumes of whole-lists.ts.
 */
const PERSONS = Number(process.env.BENCH_PERSONS ?? 250_000);
const CLUBS = Number(process.env.BENCH_CLUBS ?? 5_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 5_000);
/** The teams of the tournament the matches are generated in. */
const MATCH_TEAMS = 100;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/libero_bench';
/** Which databases to measure: `pglite`, `postgres` or both (the default), comma-separated. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
/**
 * What to measure: `pages`, `lists` (whole lists at the public service's volumes), `ranking`,
 * `queue` (a federation's work queue), `load` (`npm run load`: mixed load and the server's memory
 * idle after `npm start` and after the load), comma-separated; all by default.
 */
const SUITES = (process.env.BENCH_SUITES ?? 'pages,lists,ranking,queue,duplicates,load')
  .split(',')
  .map((name) => name.trim());
/** How many of the persons are players (the public service answered 120,110). */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 120_000);

/** One page measured: the request through `/proxy`, and the SQL the engine compiles for it. */
type BenchCase = { name: string; xml: string; sql: SQL };

type Figures = {
  target: string;
  page: string;
  rawP50: number;
  rawP95: number;
  proxyP50: number;
  proxyP95: number;
  /** Pages per second under the load's concurrency. */
  rawPerSecond: number;
  proxyPerSecond: number;
};

/** The concurrency and length of the throughput runs. */
const LOAD = { connections: 20, seconds: 10 };
const AUTOCANNON = resolve(SERVER_ROOT, '..', '..', 'node_modules', '.bin', 'autocannon');

async function timed(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations;
}

async function resetPostgres(): Promise<boolean> {
  const name = new URL(POSTGRES_URL).pathname.slice(1);
  const maintenance = new URL(POSTGRES_URL);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable (${(error as Error).message}): skipped`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Who `/proxy` is signed in as: the SQL run directly is planned for the same viewer. */
const BENCH_VIEWER: AuthUser = {
  no: 0,
  type: UserTypeNo.Administrator,
  typeNo: 0,
  username: 'administrator',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: null,
  language: 'en',
  accesses: [],
  federationEmpowerment: false,
};

/** The pages measured: players by federation and name, a 24-team tournament's standings, 50 of 5,000 matches. */
async function benchCases(db: Db): Promise<BenchCase[]> {
  const planned = (xml: string, entity: EntityDef): SQL => {
    const [parsed] = parseVisXml(xml).requests;
    return listQuery(planList(entity, parsed!, BENCH_VIEWER));
  };
  const [brazil] = await db.select({ no: federations.no }).from(federations).where(eq(federations.code, 'BRA'));
  const players = buildRequest({
    type: 'GetPlayerList',
    fields: ['No', 'FirstName', 'LastName', 'BirthDate', 'FederationCode'],
    attributes: { Skip: 0, Take: 50, Sort: 'LastName' },
    filter: { NoFederation: brazil?.no ?? 0, Search: 'an' },
  });
  const championship = await tournamentWithTeams(db, 24);
  const standings = buildRequest({
    type: 'GetVolleyPoolRankingEntryList',
    fields: ['PoolCode', 'Position', 'Rank', 'TeamName', 'MatchesWon', 'MatchPoints', 'SetRatio', 'PointRatio'],
    attributes: { Skip: 0, Take: 50 },
    filter: { NoTournament: championship },
  });
  const matches = buildRequest({
    type: 'GetVolleyMatchList',
    fields: [
      'No',
      'NoInTournament',
      'LocalDate',
      'LocalTime',
      'TeamAName',
      'TeamBName',
      'MatchPointsA',
      'MatchPointsB',
      'Status',
    ],
    attributes: { Skip: 0, Take: 50, Sort: 'LocalDate LocalTime' },
    filter: { NoTournament: await tournamentWithTeams(db, MATCH_TEAMS) },
  });
  return [
    { name: 'players page', xml: players, sql: planned(players, Player) },
    { name: '24-team standings', xml: standings, sql: planned(standings, VolleyPoolRankingEntry) },
    { name: `50 of ${MATCHES} matches`, xml: matches, sql: planned(matches, VolleyMatch) },
  ];
}

async function tournamentWithTeams(db: Db, teams: number): Promise<number> {
  const { rows } = (await db.execute(
    sql`select tournament_no as no from volley_teams group by tournament_no having count(*) = ${teams} order by tournament_no limit 1`,
  )) as unknown as { rows: { no: number }[] };
  if (!rows[0]) throw new Error(`No tournament of ${teams} teams to measure`);
  return Number(rows[0].no);
}

/**
 * One page, raw SQL and `/proxy` interleaved so that both see the same machine load, then under
 * load. The SQL's client is this process; `/proxy`'s is a process of its own, as a browser is.
 */
async function measurePage(
  target: string,
  page: BenchCase,
  address: string,
  headers: Record<string, string>,
  direct: () => Promise<unknown>,
  postgresUrl: string | undefined,
): Promise<Figures> {
  const client = await httpClient(`${address}/proxy`, headers, page.xml);
  const raw: number[] = [];
  const proxy: number[] = [];
  try {
    await timed(20, direct);
    for (let i = 0; i < 20; i++) await client.next();
    for (let i = 0; i < SAMPLES; i++) {
      raw.push(...(await timed(1, direct)));
      proxy.push(await client.next());
    }
  } finally {
    client.close();
  }
  return {
    target,
    page: page.name,
    rawP50: percentile(raw, 50),
    rawP95: percentile(raw, 95),
    proxyP50: percentile(proxy, 50),
    proxyP95: percentile(proxy, 95),
    rawPerSecond: await rawThroughput(page, direct, postgresUrl),
    proxyPerSecond: await proxyThroughput(`${address}/proxy`, headers, page.xml),
  };
}

/**
 * Pages per second of the SQL alone at the load's concurrency, as pgbench measures it: on
 * PostgreSQL over connections of its own with a prepared statement, set up as the server's pool
 * is, on PGlite on its one
 * connection (the server is idle meanwhile).
 */
async function rawThroughput(page: BenchCase, direct: () => Promise<unknown>, postgresUrl?: string): Promise<number> {
  const until = performance.now() + LOAD.seconds * 1000;
  let done = 0;
  if (!postgresUrl) {
    const loop = async () => {
      while (performance.now() < until) await direct().then(() => (done += 1));
    };
    await Promise.all(Array.from({ length: LOAD.connections }, loop));
    return done / LOAD.seconds;
  }
  const { sql: text, params } = new PgDialect().sqlToQuery(page.sql);
  const pool = new pg.Pool({ connectionString: postgresUrl, max: LOAD.connections, options: POOL_SESSION_OPTIONS });
  try {
    const statement = { name: `bench-${page.name.replace(/\W+/g, '-')}`, text, values: params };
    const loop = async () => {
      while (performance.now() < until) await pool.query(statement).then(() => (done += 1));
    };
    await Promise.all(Array.from({ length: LOAD.connections }, loop));
    return done / LOAD.seconds;
  } finally {
    await pool.end();
  }
}

/** Requests per second of `/proxy` from a load generator in a process of its own (autocannon's CLI). */
async function proxyThroughput(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const args = ['-c', String(LOAD.connections), '-d', String(LOAD.seconds), '-m', 'POST', '-b', body, '--json'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  const child = spawn(AUTOCANNON, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number];
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors under load`);
  return result.requests.average;
}

type Measured = {
  pages: Figures[];
  /** Each page's plan as PostgreSQL ran it (EXPLAIN ANALYZE), by page. */
  plans: Record<string, string>;
  lists: ListFigures[];
  rankings: RankingFigures[];
  queues: QueueFigures[];
  duplicates: DuplicateFigures[];
};

/** The plan of `query` as the database runs it, with its timings and buffers. */
async function explained(db: Db, query: SQL): Promise<string> {
  const { rows } = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function generated(db: Db, target: string): Promise<void> {
  const started = performance.now();
  await generateBenchData(db, {
    persons: PERSONS,
    players: PLAYERS,
    clubs: CLUBS,
    transfers: TRANSFERS,
    matches: MATCHES,
    matchTeams: MATCH_TEAMS,
  });
  if (SUITES.includes('lists')) await generateBeachVolumes(db, BEACH_VOLUMES);
  console.log(
    `${target}: generated ${await db.$count(persons)} persons, ${await db.$count(volleyTransfers)} transfers, ${await db.$count(beachMatches)} beach matches in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function measure(target: string, settings: Record<string, string>): Promise<Measured> {
  const config = ZConfig.parse({ LOG_LEVEL: 'silent', SEED: 'demo', DATABASE_POOL_SIZE: '10', ...settings });
  const app = await buildApp({ config, logger: false, webRoot: '/nonexistent' });
  try {
    const db = app.identityDb.db;
    const measured: Measured = { pages: [], plans: {}, lists: [], rankings: [], queues: [], duplicates: [] };
    // The queue is measured on the demo's registry: the generated one would only add rows it never reads.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'administrator', password: config.DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    if (SUITES.includes('queue')) measured.queues.push(await benchWorkQueue(db, target, address, cookie, BENCH_VIEWER));
    if (!['pages', 'lists', 'ranking', 'duplicates'].some((suite) => SUITES.includes(suite))) return measured;
    await generated(db, target);
    const headers = { cookie, 'content-type': 'application/xml', accept: 'application/json' };
    const keptMs = config.READ_ANSWERS_MS;
    if (SUITES.includes('pages'))
      for (const page of await benchCases(db)) {
        if (settings.DATABASE_URL) measured.plans[page.name] = await explained(db, page.sql);
        for (const keepMs of [keptMs, 0]) {
          // The server reads the setting on every request: the same server measured with answers kept, then without.
          app.config.READ_ANSWERS_MS = keepMs;
          const measuredPage = keepMs > 0 ? page : { ...page, name: `${page.name}, nothing kept` };
          measured.pages.push(
            await measurePage(
              target,
              measuredPage,
              address,
              headers,
              () => db.execute(page.sql),
              settings.DATABASE_URL,
            ),
          );
        }
      }
    app.config.READ_ANSWERS_MS = keptMs;
    if (SUITES.includes('lists'))
      measured.lists.push(...(await benchWholeLists(db, target, address, settings.DATABASE_URL)));
    if (SUITES.includes('ranking')) measured.rankings.push(...(await benchBeachRanking(db, target)));
    // Last: it renames the generated persons and plants look-alikes among them.
    if (SUITES.includes('duplicates')) measured.duplicates.push(await benchDuplicates(db, target));
    return measured;
  } finally {
    await app.close();
  }
}

async function main() {
  // The server measured runs as `npm start` runs it.
  boundHeapGrowth();
  const figures: Figures[] = [];
  const lists: ListFigures[] = [];
  const plans: Record<string, string> = {};
  const rankings: RankingFigures[] = [];
  const queues: QueueFigures[] = [];
  const duplicates: DuplicateFigures[] = [];
  const collect = (measured: Measured) => {
    figures.push(...measured.pages);
    lists.push(...measured.lists);
    Object.assign(plans, measured.plans);
    rankings.push(...measured.rankings);
    queues.push(...measured.queues);
    duplicates.push(...measured.duplicates);
  };
  // The load suite alone needs none of the generated data.
  if (SUITES.every((suite) => suite === 'load')) return;
  const dataDir = await mkdtemp(join(tmpdir(), 'libero-bench-'));
  try {
    if (DATABASES.includes('pglite')) collect(await measure('PGlite (embedded)', { DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (DATABASES.includes('postgres') && (await resetPostgres()))
    collect(await measure('PostgreSQL 15', { DATABASE_URL: POSTGRES_URL, DATA_DIR: dataDir }));

  const ms = (v: number) => v.toFixed(1);
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  console.log(
    `\n${PERSONS} persons, ${CLUBS} clubs, ${TRANSFERS} transfers, ${MATCHES} matches; latency: ${SAMPLES} samples each, interleaved; throughput: ${LOAD.connections} connections for ${LOAD.seconds} s, the SQL on connections of its own, /proxy from a load generator in its own process\n`,
  );
  console.log(
    '| database | page | SQL p50 | /proxy p50 | ratio p50 | SQL p95 | /proxy p95 | ratio p95 | SQL pages/s | /proxy pages/s | throughput ratio |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.target} | ${f.page} | ${ms(f.rawP50)} ms | ${ms(f.proxyP50)} ms | ${ratio(f.proxyP50, f.rawP50)} | ${ms(f.rawP95)} ms | ${ms(f.proxyP95)} ms | ${ratio(f.proxyP95, f.rawP95)} | ${f.rawPerSecond.toFixed(0)} | ${f.proxyPerSecond.toFixed(0)} | ${ratio(f.proxyPerSecond, f.rawPerSecond)} |`,
    );
  }
  for (const [page, plan] of Object.entries(plans))
    console.log(`\nPostgreSQL's plan of the ${page} (EXPLAIN ANALYZE, BUFFERS):\n\n\`\`\`\n${plan}\n\`\`\``);
  console.log(
    "\nWhole lists without Take, the public service's recorded requests, anonymous, read by a client in its own process (best of 3), beside psql's COPY of the engine's own query to STDOUT on PostgreSQL; the server's resident memory growth while writing\n",
  );
  console.log('| database | list | records | format | MB | answer | COPY | ratio | RSS growth |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const l of lists) {
    const copy = l.copyMs === undefined ? '–' : `${(l.copyMs / 1000).toFixed(2)} s`;
    const versus = l.copyMs === undefined ? '–' : ratio(l.ms, l.copyMs);
    console.log(
      `| ${l.target} | ${l.list} | ${l.records} | ${l.format} | ${l.megabytes.toFixed(1)} | ${(l.ms / 1000).toFixed(2)} s | ${copy} | ${versus} | ${l.rssGrowthMb.toFixed(0)} MB |`,
    );
  }
  console.log(
    '\nBeach world ranking: the engine (computed in the server, stored) against the same work as SQL, medians of 5 runs\n',
  );
  console.log('| database | work | SQL | engine | ratio |');
  console.log('|---|---|---|---|---|');
  for (const r of rankings) {
    console.log(
      `| ${r.target} | ${r.work} | ${ms(r.sqlMs)} ms | ${ms(r.engineMs)} ms | ${ratio(r.engineMs, r.sqlMs)} |`,
    );
  }
  console.log(
    "\nA federation's work queue: GET /api/work-queue (from a client in its own process) against the SQL it runs, replayed side by side, interleaved\n",
  );
  console.log('| database | items | SQL p50 | queue p50 | ratio p50 | SQL p95 | queue p95 | ratio p95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const q of queues) {
    console.log(
      `| ${q.target} | ${q.items} | ${ms(q.sqlP50)} ms | ${ms(q.httpP50)} ms | ${ratio(q.httpP50, q.sqlP50)} | ${ms(q.sqlP95)} ms | ${ms(q.httpP95)} ms | ${ratio(q.httpP95, q.sqlP95)} |`,
    );
  }
  console.log(
    '\nPossible duplicates: the finder over the registry with planted look-alikes (recall: planted pairs found; precision: of the pairs listed, the planted ones)\n',
  );
  console.log('| database | persons | planted | listed | recall | precision | whole search | after 100 changes |');
  console.log('|---|---|---|---|---|---|---|---|');
  const percent = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
  for (const d of duplicates) {
    console.log(
      `| ${d.target} | ${d.persons} | ${d.planted} | ${d.found} | ${percent(d.plantedFound, d.planted)} | ${percent(d.plantedFound, d.found)} | ${(d.wholeMs / 1000).toFixed(1)} s | ${(d.changedMs / 1000).toFixed(1)} s |`,
    );
  }
}

/**
 * The mixed load and the memory, as `npm run load` measures them: the built server (built now) in a
 * process of its own, on the same databases.
 */
async function runLoad(): Promise<void> {
  const run = async (args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(process.execPath, args, { cwd: SERVER_ROOT, env, stdio: 'inherit' });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`${args.join(' ')} failed (${code})`);
  };
  await run(['build.mjs']);
  await run([...process.execArgv, join(SERVER_ROOT, 'src', 'bench', 'load.ts')], {
    ...process.env,
    LOAD_DATABASES: DATABASES.join(' '),
  });
}

main()
  .then(() => (SUITES.includes('load') ? runLoad() : undefined))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
