import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { Player } from '@libero/shared/registry/players';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { buildApp } from '../app';
import { ZConfig } from '../config';
import { federations } from '../db/schema/bodies';
import { persons } from '../db/schema/people';
import { volleyTransfers } from '../db/schema/transfers';
import { parseVisXml } from '../gateway/parse-request';
import { listQuery } from '../gateway/read-entities';
import { planList } from '../gateway/read-plan';
import { generateBenchData } from './generate';

/**
 * `npm run bench`: a 50-row page of players filtered by federation and a name search, sorted by
 * last name — through POST /proxy, and as the same SQL run directly — on the embedded database
 * and on PostgreSQL, side by side in one run. Sizes: BENCH_PERSONS (250000), BENCH_CLUBS (5000),
 * BENCH_TRANSFERS (50000).
 */
const PERSONS = Number(process.env.BENCH_PERSONS ?? 250_000);
const CLUBS = Number(process.env.BENCH_CLUBS ?? 5_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/libero_bench';

type Figures = {
  target: string;
  rawP50: number;
  rawP95: number;
  proxyP50: number;
  proxyP95: number;
  requestsPerSecond: number;
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

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

async function measure(target: string, settings: Record<string, string>): Promise<Figures> {
  const config = ZConfig.parse({ LOG_LEVEL: 'silent', SEED: 'demo', DATABASE_POOL_SIZE: '10', ...settings });
  const app = await buildApp({ config, logger: false, webRoot: '/nonexistent' });
  try {
    const db = app.identityDb.db;
    const started = performance.now();
    await generateBenchData(db, { persons: PERSONS, clubs: CLUBS, transfers: TRANSFERS });
    console.log(
      `${target}: generated ${await db.$count(persons)} persons, ${await db.$count(volleyTransfers)} transfers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const [brazil] = await db.select({ no: federations.no }).from(federations).where(eq(federations.code, 'BRA'));
    const xml = buildRequest({
      type: 'GetPlayerList',
      fields: ['No', 'FirstName', 'LastName', 'BirthDate', 'FederationCode'],
      attributes: { Skip: 0, Take: 50, Sort: 'LastName' },
      filter: { NoFederation: brazil?.no ?? 0, Search: 'an' },
    });
    const [parsed] = parseVisXml(xml).requests;
    const query = listQuery(planList(Player, parsed!, null));

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'administrator', password: config.DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const headers = { cookie, 'content-type': 'application/xml', accept: 'application/json' };
    const viaProxy = async () => {
      const response = await fetch(`${address}/proxy`, { method: 'POST', headers, body: xml });
      if (response.status !== 200) throw new Error(`proxy answered ${response.status}`);
      await response.arrayBuffer();
    };
    const direct = () => db.execute(query);

    await timed(20, direct);
    await timed(20, viaProxy);
    // Interleaved, so that both see the same machine load.
    const raw: number[] = [];
    const proxy: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      raw.push(...(await timed(1, direct)));
      proxy.push(...(await timed(1, viaProxy)));
    }
    const load = await autocannon({
      url: `${address}/proxy`,
      method: 'POST',
      headers,
      body: xml,
      connections: 20,
      duration: 10,
    });
    return {
      target,
      rawP50: percentile(raw, 50),
      rawP95: percentile(raw, 95),
      proxyP50: percentile(proxy, 50),
      proxyP95: percentile(proxy, 95),
      requestsPerSecond: load.requests.average,
    };
  } finally {
    await app.close();
  }
}

async function main() {
  const figures: Figures[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'libero-bench-'));
  try {
    figures.push(await measure('PGlite (embedded)', { DATA_DIR: dataDir }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (await resetPostgres())
    figures.push(await measure('PostgreSQL 15', { DATABASE_URL: POSTGRES_URL, DATA_DIR: dataDir }));

  const ms = (v: number) => v.toFixed(1);
  console.log(
    `\n${PERSONS} persons, ${CLUBS} clubs, ${TRANSFERS} transfers; ${SAMPLES} samples each, interleaved; load: 20 connections for 10 s\n`,
  );
  console.log(
    '| database | SQL p50 | SQL p95 | /proxy p50 | /proxy p95 | ratio p50 | ratio p95 | /proxy req/s (20 clients) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.target} | ${ms(f.rawP50)} ms | ${ms(f.rawP95)} ms | ${ms(f.proxyP50)} ms | ${ms(f.proxyP95)} ms | ${(f.proxyP50 / f.rawP50).toFixed(2)} | ${(f.proxyP95 / f.rawP95).toFixed(2)} | ${f.requestsPerSecond.toFixed(0)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
