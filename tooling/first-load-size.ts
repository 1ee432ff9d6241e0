/**
 * `npm run size`: what a browser really downloads on a first visit. Builds the app (unless
 * `--no-build`), starts the built server on a free port with a throw-away DATA_DIR (demo seed),
 * then opens, each in a fresh browser context (empty cache), the sign-in page and the players list
 * (`/players`, signed in as `administrator`) in Debian's Chromium. Every JS and CSS response the
 * browser fetched is counted: its body gzipped here (zlib's default level, as Vite reports it, so
 * that the figure does not depend on the server's compression), and what came over the wire (the
 * server sends brotli at @fastify/compress's default quality, a little larger than gzip here).
 * `--verbose` lists the files.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { freePort } from '../apps/server/src/lib/free-port';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const USERNAME = 'administrator';
const PASSWORD = 'volleyball';
/** The aim of issue #21 for the first page (the sign-in page). */
const FIRST_PAGE_BUDGET = 200 * 1024;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Fetched = { url: string; kind: 'js' | 'css'; bytes: number; gzipped: number; transferred: number };
type PageLoad = { name: string; path: string; fetched: Fetched[]; requests: number; consoleErrors: string[] };
type Visit = {
  name: string;
  path: string;
  /** Resolves once the page shows what it is for. */
  ready: (page: Page) => Promise<unknown>;
  signedIn?: boolean;
  /** The interface language chosen in this browser (local storage `locale`); English by default. */
  language?: 'en' | 'fr' | 'es';
};

function build(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: PASSWORD,
      MAIL_POLL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not become ready in 3 minutes');
}

function kindOf(response: Response): 'js' | 'css' | undefined {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript/.test(type)) return 'js';
  if (/text\/css/.test(type)) return 'css';
  return undefined;
}

/** Opens `path` in a fresh context (nothing cached) and records what it downloads until the page is still. */
async function load(browser: Browser, baseURL: string, visit: Visit): Promise<PageLoad> {
  const { name, path, ready, signedIn = false, language = 'en' } = visit;
  const context = await browser.newContext({ baseURL, locale: language === 'en' ? 'en-GB' : language });
  if (language !== 'en') await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), language);
  // The avatar service is on the internet: never reached here (it answers "no picture", as for a user without one).
  await context.route(
    (url) => url.host !== new URL(baseURL).host,
    (route) => route.fulfill({ status: 404 }),
  );
  if (signedIn) {
    const login = await context.request.post('/auth/login', { data: { username: USERNAME, password: PASSWORD } });
    if (!login.ok()) throw new Error(`signing in as ${USERNAME} failed: ${login.status()}`);
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The avatar service's refusal (above) is expected.
    const external = message.location().url.startsWith('http') && !message.location().url.startsWith(baseURL);
    if (message.type() === 'error' && !external) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('requestfailed', (request) => consoleErrors.push(`${request.failure()?.errorText}: ${request.url()}`));
  const pending: Promise<Fetched | undefined>[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          kind,
          bytes: body.length,
          gzipped: gzipSync(body).length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const fetched = (await Promise.all(pending)).filter((item) => item !== undefined);
  await context.close();
  return { name, path, fetched, requests, consoleErrors };
}

/** The languages of the translation catalogues fetched (their chunks are named `<namespace>.<language>-<hash>.js`). */
function catalogueLanguages(load: PageLoad): string {
  const counts = new Map<string, number>();
  for (const { url } of load.fetched) {
    const language = /\.([a-z]{2})-[\w-]+\.js$/.exec(url)?.[1];
    if (language) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  return [...counts].map(([language, count]) => `${language} ×${count}`).join(', ') || 'none';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (items: Fetched[], key: 'bytes' | 'gzipped' | 'transferred') =>
  items.reduce((total, item) => total + item[key], 0);

function printTable(loads: PageLoad[]): void {
  const rows = loads.map((load) => {
    const js = load.fetched.filter((item) => item.kind === 'js');
    const css = load.fetched.filter((item) => item.kind === 'css');
    return [
      `${load.name} (${load.path})`,
      kb(sum(js, 'gzipped')),
      kb(sum(css, 'gzipped')),
      `${js.length} JS, ${css.length} CSS, ${load.requests} in all`,
      kb(sum(load.fetched, 'transferred')),
      catalogueLanguages(load),
    ];
  });
  const header = ['page', 'JS gzipped', 'CSS gzipped', 'requests', 'JS+CSS as sent (br)', 'catalogues'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), ''].join('\n'));
}

function printFiles(load: PageLoad): void {
  console.log(`${load.name}:`);
  for (const item of [...load.fetched].sort((a, b) => b.gzipped - a.gzipped)) {
    console.log(`  ${kb(item.gzipped).padStart(9)}  ${item.url}`);
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  if (!args.has('--no-build')) build();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'libero-size-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const baseURL = `http://127.0.0.1:${port}`;
    const playersShown = (page: Page) => page.getByRole('table').getByRole('row').nth(1).waitFor();
    const loads: PageLoad[] = [];
    for (const visit of [
      { name: 'sign-in', path: '/login', ready: (page: Page) => page.locator('form button[type=submit]').waitFor() },
      { name: 'players list', path: '/players', ready: playersShown, signedIn: true },
      { name: 'players list, in French', path: '/players', ready: playersShown, signedIn: true, language: 'fr' },
    ] satisfies Visit[]) {
      loads.push(await load(browser, baseURL, visit));
    }
    const [signInPage] = loads as [PageLoad, ...PageLoad[]];
    printTable(loads);
    if (args.has('--verbose')) loads.forEach(printFiles);
    for (const load of loads) {
      if (load.consoleErrors.length > 0)
        console.log(`Console errors on ${load.path}:\n  ${load.consoleErrors.join('\n  ')}`);
    }
    const firstPage = sum(
      signInPage.fetched.filter((item) => item.kind === 'js'),
      'gzipped',
    );
    const within = firstPage <= FIRST_PAGE_BUDGET;
    console.log(
      `Sign-in page: ${kb(firstPage)} of JS gzipped, ${within ? 'within' : 'over'} the ${kb(FIRST_PAGE_BUDGET)} budget.`,
    );
    if (!within) process.exitCode = 1;
  } finally {
    await browser.close();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
