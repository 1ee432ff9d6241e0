import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from './paths';
import { createTestDatabase } from '../test/test-database';
import { freePort } from './lib/free-port';

/**
 * Durability: the server killed with SIGKILL in the middle of a burst of writes (new players, each
 * a person with its role; and documents uploaded about them). After a restart every write that was
 * acknowledged is there, whole, and nothing is half written: no person without its role, no
 * document without its bytes. On the database the suite runs on (PGlite, or PostgreSQL with
 * DATABASE_URL: `.ci/run` runs both).
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const WRITERS = 8;

let settings: Record<string, string> = {};
let drop: () => Promise<void> = async () => {};
let port = 0;
let server: ChildProcess | undefined;

function start(): Promise<void> {
  let output = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      ...settings,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    const poll = async () => {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) return resolve();
      if (Date.now() > deadline || server?.exitCode !== null)
        return reject(new Error(`The server did not start: ${output}`));
      setTimeout(() => void poll(), 200);
    };
    void poll();
  });
}

async function kill(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  server.kill('SIGKILL');
  await once(server, 'exit');
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;

async function signInAdministrator(): Promise<string> {
  const response = await fetch(url('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'administrator', password: 'volleyball' }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const proxy = (cookie: string, xml: string) =>
  fetch(url('/proxy'), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/xml', accept: 'application/json' },
    body: xml,
  });

type Acknowledged = { person: number; lastName: string; document?: number };

beforeAll(async () => {
  const database = await createTestDatabase(inject('databaseTemplate'));
  settings = database.settings;
  drop = database.drop;
  port = await freePort();
  await start();
}, 120_000);

afterAll(async () => {
  await kill();
  await drop();
});

describe('a server killed in the middle of a burst of writes', () => {
  it('keeps every acknowledged write after a restart, whole, and nothing half written', async () => {
    const cookie = await signInAdministrator();
    const federations = await proxy(
      cookie,
      '<Request Type="GetFederationList" Fields="No"><Filter Code="KEN"/></Request>',
    );
    const [kenya] = ((await federations.json()) as { data: { no: number }[] }).data;
    const acknowledged: Acknowledged[] = [];
    let running = true;
    let sequence = 0;
    const writer = async () => {
      while (running) {
        const lastName = `Durable${++sequence}`;
        const saved = await proxy(
          cookie,
          `<Request Type="SavePlayer"><Player FirstName="Kill" LastName="${lastName}" Gender="1" NoFederation="${kenya!.no}"/></Request>`,
        ).catch(() => undefined);
        if (saved?.status !== 200) continue;
        const person = ((await saved.json()) as { data: { no: number } }).data.no;
        acknowledged.push({ person, lastName });
        const form = new FormData();
        form.set('kind', 'passport');
        form.set('file', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
        const uploaded = await fetch(url(`/people/${person}/documents`), {
          method: 'POST',
          headers: { cookie },
          body: form,
        }).catch(() => undefined);
        if (uploaded?.status === 201) {
          const document = ((await uploaded.json()) as { data: { no: number } }).data.no;
          acknowledged[acknowledged.findIndex((a) => a.person === person)]!.document = document;
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    // Let the burst run, then kill the server mid-flight.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await kill();
    running = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    await start();
    const admin = await signInAdministrator();
    const listed = await proxy(
      admin,
      `<Request Type="GetPlayerList" Fields="No LastName"><Filter Search="Durable"/></Request>`,
    );
    const players = ((await listed.json()) as { data: { no: number; lastName: string }[] }).data;
    const stored = new Map(players.map((player) => [player.no, player.lastName]));
    for (const write of acknowledged) {
      expect(stored.get(write.person), `player ${write.person}`).toBe(write.lastName);
      if (write.document === undefined) continue;
      const file = await fetch(url(`/documents/${write.document}`), { headers: { cookie: admin } });
      expect(file.status, `document ${write.document}`).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    }
    // Nothing half written: every person of the burst holds its role (is listed as a player)…
    const persons = await proxy(
      admin,
      `<Request Type="GetPersonList" Fields="No"><Filter Search="Durable"/></Request>`,
    );
    const everyone = ((await persons.json()) as { data: { no: number }[] }).data.map((person) => person.no);
    expect(everyone.sort()).toEqual([...stored.keys()].sort());
    // …and every document listed for them can be read.
    for (const no of everyone) {
      const documents = await fetch(url(`/people/${no}/documents`), { headers: { cookie: admin } });
      for (const document of ((await documents.json()) as { data: { no: number }[] }).data) {
        expect((await fetch(url(`/documents/${document.no}`), { headers: { cookie: admin } })).status).toBe(200);
      }
    }
  }, 180_000);
});
