import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from './paths';
import { createTestDatabase, POSTGRES_URL } from '../test/test-database';
import { freePort } from './lib/free-port';

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

function request(
  port: number,
  path: string,
  options: { agent?: http.Agent | false; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const pidOf = async (port: number, agent?: http.Agent) =>
  (JSON.parse((await request(port, '/healthz', { agent })).body) as { pid: number }).pid;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Several processes need PostgreSQL: the embedded database belongs to one process.
describe.skipIf(!POSTGRES_URL)('WEB_CONCURRENCY=2 on PostgreSQL (skipped without DATABASE_URL)', () => {
  let server: ChildProcess;
  let output = '';
  let port = 0;
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await createTestDatabase(inject('databaseTemplate'));
    drop = database.drop;
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        ...database.settings,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        LOGIN_ATTEMPTS_PER_MINUTE: '3',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until('the server to say it runs', async () => (output.includes('(2 processes)') ? true : undefined), 90_000);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await once(server, 'exit');
    }
    await drop();
  });

  it('answers from two worker processes, and a session made through one is valid on the other', async () => {
    // Connections are dealt to the workers in turn: two connections held open reach both.
    const one = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await pidOf(port, one);
    let two = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const second = await until('a connection to the other worker', async () => {
      const pid = await pidOf(port, two);
      if (pid !== first) return pid;
      two.destroy();
      two = new http.Agent({ keepAlive: true, maxSockets: 1 });
      return undefined;
    });
    expect(second).not.toBe(server.pid);
    expect(first).not.toBe(server.pid);

    const login = await request(port, '/auth/login', {
      agent: one,
      method: 'POST',
      body: { username: 'federation', password: 'volleyball' },
    });
    expect(login.status, login.body).toBe(200);
    const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    const me = await request(port, '/auth/me', { agent: two, headers: { cookie } });
    expect(me.status, me.body).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ username: 'federation' });
    // Each agent kept its one connection, so each answer came from the worker named above.
    expect(await pidOf(port, one)).toBe(first);
    expect(await pidOf(port, two)).toBe(second);

    // Sign-in tries count once for the whole server, not per worker: 3 a minute, however spread.
    const tries = [];
    for (const agent of [one, two, one, two]) {
      tries.push(
        (
          await request(port, '/auth/login', {
            agent,
            method: 'POST',
            body: { username: 'coach', password: 'not the password' },
          })
        ).status,
      );
    }
    expect(tries).toEqual([401, 401, 401, 429]);

    // The metrics of both workers, added up by the primary, whichever worker is asked.
    const metrics = await request(port, '/metrics', { agent: two });
    expect(metrics.status).toBe(200);
    const logins = [...metrics.body.matchAll(/^http_requests_total\{[^}]*route="\/auth\/login"[^}]*\} (\d+)$/gm)];
    expect(logins.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(5);
    expect(metrics.body).toMatch(/^libero_db_pool_connections\{environment="production"\} [1-9]/m);
    one.destroy();
    two.destroy();
  });

  it('starts another worker when one dies, and stops them all gracefully on SIGTERM', async () => {
    const before = await pidOf(port);
    process.kill(before, 'SIGKILL');
    const pids = new Set<number>();
    await until(
      'a new worker',
      async () => {
        const pid = await pidOf(port);
        if (pid !== before) pids.add(pid);
        return pids.size >= 2 ? true : undefined;
      },
      60_000,
    );
    expect(output).toMatch(new RegExp(`Worker ${before} stopped unexpectedly \\(signal SIGKILL\\): starting another`));

    const exit = once(server, 'exit');
    server.kill('SIGTERM');
    const [code] = await exit;
    expect(code).toBe(0);
    for (const pid of pids) expect(isRunning(pid)).toBe(false);
  });
});
