import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { seasonOf } from '@libero/shared/transfers/seasons';
import { SERVER_ROOT } from '../paths';
import { freePort } from '../lib/free-port';

/**
 * `npm run load`: 50 users at once for 60 s against a server in a process of its own (the build,
 * as `npm start` runs it: `npm run build` first), on the embedded database and on PostgreSQL:
 * readers paging through lists and the dashboard, editors saving players' profiles, and transfer
 * clerks starting and cancelling transfers. Every answer
 * must be a success; the figures are the requests of each kind, their p50 and p95, and errors, and
 * the server's resident memory idle after it started and after the load.
 * LOAD_USERS (50) and LOAD_SECONDS (60) change the load; LOAD_DATABASES (`pglite postgres`) picks
 * the databases; LOAD_PROFILE_DIR has the server write its CPU profile there (`--cpu-prof`).
 */
const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const POSTGRES_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/libero_load';
const DATABASES = (process.env.LOAD_DATABASES ?? 'pglite postgres').split(/[\s,]+/);
const PROFILE_DIR = process.env.LOAD_PROFILE_DIR;
/** Who reads: one of each kind of user that signs in every day. */
const READERS = ['federation', 'federation2', 'player', 'coach', 'referee', 'guest', 'volleyclub', 'confederation'];

type Kind = 'list page' | 'dashboard' | 'profile save' | 'transfer step';
type Sample = { kind: Kind; ms: number; ok: boolean; status: number };

/** The server as `npm start` runs it: its build (tsx's compiler would add its own memory to the figures). */
const SERVER_BUILD = join(SERVER_ROOT, 'dist', 'main.js');

async function startServer(settings: Record<string, string>, port: number): Promise<ChildProcess> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run npm run build first`);
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, SERVER_BUILD], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      ...settings,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Fifty users sign in within a second from one address: lift the anti-guessing limit.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return child;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function client(port: number) {
  const base = `http://127.0.0.1:${port}`;
  return {
    async signIn(username: string): Promise<string> {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'volleyball' }),
      });
      if (!response.ok) throw new Error(`${username} could not sign in: ${response.status}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    },
    async call(cookie: string, method: string, path: string, body?: unknown, xml?: string) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          accept: 'application/json',
          ...(xml ? { 'content-type': 'application/xml' } : body ? { 'content-type': 'application/json' } : {}),
        },
        body: xml ?? (body ? JSON.stringify(body) : undefined),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      return { status: response.status, ms, json: text ? (JSON.parse(text) as { data: never }) : null };
    },
  };
}

type Call = { status: number; ms: number };

/** Runs `work` again and again until the end, each call timed on its own. */
async function loop(until: number, samples: Sample[], work: () => Promise<[Kind, Call][]>) {
  while (performance.now() < until) {
    const calls = await work().catch((): [Kind, Call][] => [['list page', { status: 0, ms: 0 }]]);
    for (const [kind, { status, ms }] of calls) samples.push({ kind, ms, ok: status >= 200 && status < 300, status });
  }
}

async function run(target: string, settings: Record<string, string>): Promise<void> {
  const port = await freePort();
  const server = await startServer(settings, port);
  try {
    const idleMb = await residentMb(port);
    const api = client(port);
    const admin = await api.signIn('administrator');
    const season = seasonOf(new Date().toISOString().slice(0, 10));
    await api.call(admin, 'PUT', `/api/admin/transfer-windows/${season}`, {
      opensOn: `${season}-01-01`,
      closesOn: `${season + 1}-12-31`,
    });
    // Players of their own for the editors and clerks, made now: no one else edits them or has a transfer of theirs.
    const kenya = await federationNo(api, admin, 'KEN');
    const own: { no: number }[] = [];
    for (let i = 0; i < USERS; i++) {
      const made = await api.call(
        admin,
        'POST',
        '/proxy',
        undefined,
        `<Request Type="SavePlayer"><Player FirstName="Load" LastName="Tester${i}" Gender="${i % 2}" NoFederation="${kenya}"/></Request>`,
      );
      own.push(made.json?.data as unknown as { no: number });
    }
    const editors = Math.floor(USERS / 5);
    const clerks = Math.floor(USERS / 5);
    const readers = USERS - editors - clerks;
    const samples: Sample[] = [];
    const until = performance.now() + SECONDS * 1000;
    const sessions = await Promise.all(
      Array.from({ length: USERS }, (_, i) => api.signIn(i < readers ? READERS[i % READERS.length]! : 'administrator')),
    );

    const reader = (cookie: string, i: number) => async (): Promise<[Kind, Call][]> => {
      const page = (i * 7 + samples.length) % 40;
      const list = await api.call(
        cookie,
        'POST',
        '/proxy',
        undefined,
        `<Request Type="GetPlayerList" Fields="No FirstName LastName BirthDate FederationCode" Skip="${page * 50}" Take="50" Sort="LastName"/>`,
      );
      const dashboard = await api.call(cookie, 'GET', '/api/dashboard');
      return [
        ['list page', list],
        ['dashboard', dashboard],
      ];
    };
    /** An editor saves the profile of a player of its own, reading its version first. */
    const editor = (cookie: string, player: number) => async (): Promise<[Kind, Call][]> => {
      const read = await api.call(
        cookie,
        'POST',
        '/proxy',
        undefined,
        `<Request Type="GetPlayer" No="${player}" Fields="No Version"/>`,
      );
      const version = (read.json?.data as { version?: number } | undefined)?.version ?? 0;
      const saved = await api.call(
        cookie,
        'POST',
        '/proxy',
        undefined,
        `<Request Type="SavePlayer"><Player No="${player}" Version="${version}" BirthPlace="Load ${performance.now().toFixed(0)}"/></Request>`,
      );
      return [['profile save', saved]];
    };
    /** A clerk starts a transfer for a player of its own and cancels it, in turn. */
    const clerk = (cookie: string, player: number, toClubNo: number) => async (): Promise<[Kind, Call][]> => {
      const started = await api.call(cookie, 'POST', '/api/transfers', {
        playerNo: player,
        toClubNo,
        firstSeason: season,
        lastSeason: season,
        contractStart: null,
        contractEnd: null,
      });
      const transfer = started.json?.data as { no: number; version: number } | undefined;
      if (!transfer) return [['transfer step', started]];
      const cancelled = await api.call(cookie, 'POST', `/api/transfers/${transfer.no}/cancel`, {
        version: transfer.version,
        reason: 'Load test: not needed.',
      });
      return [
        ['transfer step', started],
        ['transfer step', cancelled],
      ];
    };
    const clubs = await api.call(
      admin,
      'POST',
      '/proxy',
      undefined,
      `<Request Type="GetVolleyClubList" Fields="No" Take="1"><Filter NoFederation="${await federationNo(api, admin, 'ITA')}"/></Request>`,
    );
    const italianClub = ((clubs.json?.data ?? []) as { no: number }[])[0]?.no ?? 0;
    await Promise.all(
      sessions.map((cookie, i) => {
        if (i < readers) return loop(until, samples, reader(cookie, i));
        if (i < readers + editors) return loop(until, samples, editor(cookie, own[i - readers]!.no));
        return loop(until, samples, clerk(cookie, own[editors + i - readers]!.no, italianClub));
      }),
    );
    report(target, samples);
    memories.push(`| ${target} | ${idleMb.toFixed(0)} MB | ${(await residentMb(port)).toFixed(0)} MB |`);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
}

async function federationNo(api: ReturnType<typeof client>, cookie: string, code: string): Promise<number> {
  const answer = await api.call(
    cookie,
    'POST',
    '/proxy',
    undefined,
    `<Request Type="GetFederationList" Fields="No"><Filter Code="${code}"/></Request>`,
  );
  return ((answer.json?.data ?? []) as { no: number }[])[0]?.no ?? 0;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

const figures: string[] = [];
const memories: string[] = [];

/**
 * The server's resident memory, from its `/metrics` (every process of it), once it has stood
 * idle for 10 s: right after it started (migrated, seeded), then after the load.
 */
async function residentMb(port: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const bytes = /^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1];
  if (!bytes) throw new Error('/metrics has no process_resident_memory_bytes');
  return Number(bytes) / 2 ** 20;
}
let failed = false;

function report(target: string, samples: Sample[]): void {
  for (const kind of ['list page', 'dashboard', 'profile save', 'transfer step'] as const) {
    const own = samples.filter((sample) => sample.kind === kind);
    const errors = own.filter((sample) => !sample.ok);
    if (errors.length > 0) failed = true;
    const statuses = [...new Set(errors.map((e) => e.status))].join(' ');
    figures.push(
      `| ${target} | ${kind} | ${own.length} | ${(own.length / SECONDS).toFixed(1)} | ${percentile(
        own.map((s) => s.ms),
        50,
      ).toFixed(1)} ms | ${percentile(
        own.map((s) => s.ms),
        95,
      ).toFixed(1)} ms | ${errors.length}${statuses ? ` (${statuses})` : ''} |`,
    );
  }
}

async function resetPostgres(): Promise<boolean> {
  const maintenance = new URL(POSTGRES_URL);
  const name = maintenance.pathname.slice(1);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await admin.connect();
    for (const suffix of ['', '_uat', '_development']) {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name + suffix)} with (force)`);
    }
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable (${(error as Error).message}): skipped`);
    return false;
  } finally {
    await admin.end().catch(() => {});
  }
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'libero-load-'));
  try {
    if (DATABASES.includes('pglite')) await run('PGlite (embedded)', { DATA_DIR: dataDir });
    if (DATABASES.includes('postgres') && (await resetPostgres())) {
      await run('PostgreSQL 15', { DATABASE_URL: POSTGRES_URL, DATA_DIR: dataDir });
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\n${USERS} users for ${SECONDS} s: ${USERS - 2 * Math.floor(USERS / 5)} readers, ${Math.floor(USERS / 5)} profile editors, ${Math.floor(USERS / 5)} transfer clerks\n`,
  );
  console.log('| database | requests | count | per second | p50 | p95 | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const line of figures) console.log(line);
  console.log(
    "\nThe server's resident memory, idle 10 s after it started (migrated, seeded the demo), then after the load\n",
  );
  console.log('| database | after the start | after the load |');
  console.log('|---|---|---|');
  for (const line of memories) console.log(line);
  if (failed) {
    console.error('\nSome requests failed under load.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
