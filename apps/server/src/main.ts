import 'dotenv/config';
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrl, webConcurrency, type Config } from './config';
import {
  EnvironmentDatabases,
  migrateAndSeed,
  MigrationError,
  openEnvironmentDatabase,
} from './db/environment-databases';
import { DataDirLockedError } from './db/data-dir-lock';
import { PREPARE_ENVIRONMENT, prepareInChild, type PrepareFailure } from './db/prepare-in-child';
import { demoSeeders } from './demo-seeders';
import { DEMO_USERS } from './db/seed/demo-users';
import { answerWorkers, isClusterWorker } from './lib/cluster-ipc';
import { boundHeapGrowth } from './lib/heap-growth';
import { superviseWorkers } from './lib/cluster-primary';
import { serveClusterRateLimits } from './lib/cluster-rate-limit';
import { CLUSTER_METRICS } from './plugins/metrics';
import { isEnvironment, type Environment } from '@libero/shared/http/environments';

async function start() {
  boundHeapGrowth();
  const config = loadConfig();
  const preparing = process.env[PREPARE_ENVIRONMENT];
  if (isEnvironment(preparing)) {
    await prepareDatabase(config, preparing);
    process.exit(0);
  }
  const processes = webConcurrency(config);
  if (processes > 1 && cluster.isPrimary) {
    const exitCode = await runPrimary(config, processes);
    process.exit(exitCode);
  }
  await startServer(config);
}

/** One server process: alone, or a worker of the cluster. */
async function startServer(config: Config) {
  const worker = isClusterWorker();
  const app = await buildApp({
    config,
    announce: (message) => console.log(`\n${message}\n`),
    prepareDatabase: prepareInChild,
  });
  let closing = false;
  const graceful = closeWithGrace(
    // In a cluster the primary tells the workers to stop: a terminal's Ctrl-C reaches them all at once.
    { delay: 10_000, skip: worker ? ['SIGINT'] : [] },
    async ({ signal, err }) => {
      closing = true;
      if (err) app.log.error({ err }, 'Stopping after an error');
      else if (signal) app.log.info(`${signal} received: finishing requests in flight, then stopping`);
      else app.log.info('The primary process is gone: finishing requests in flight, then stopping');
      await app.close();
    },
  );
  if (worker) {
    process.on('SIGINT', () => {});
    process.on('disconnect', () => {
      if (!closing) void graceful.close();
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!worker) printWelcome(publicUrl(config), config);
}

/**
 * The cluster's primary: migrates and seeds once, then forks the workers and keeps them running.
 * It serves no request itself; it keeps what the workers share (rate limits) and gathers their
 * metrics.
 */
async function runPrimary(config: Config, processes: number): Promise<number> {
  const databases = new EnvironmentDatabases({
    config,
    announce: (message) => console.log(`\n${message}\n`),
    log: { info: (message) => console.log(message) },
    demoSeeders: demoSeeders(config),
    prepare: prepareInChild,
  });
  try {
    await databases.get('production');
  } finally {
    await databases.closeAll();
  }
  serveClusterRateLimits();
  const metrics = new AggregatorRegistry();
  answerWorkers(CLUSTER_METRICS, () => metrics.clusterMetrics());
  return superviseWorkers({
    count: processes,
    log: { info: (message) => console.log(message), error: (message) => console.error(message) },
    onListening: () => printWelcome(publicUrl(config), config, processes),
  });
}

/** The child of `prepareInChild`: migrates and seeds one database, closes it, and is done. */
async function prepareDatabase(config: Config, environment: Environment) {
  const database = await openEnvironmentDatabase(config, environment);
  await migrateAndSeed(database, environment, {
    config,
    announce: (message) => console.log(`\n${message}\n`),
    log: { info: (message) => console.log(message) },
    demoSeeders: demoSeeders(config),
  });
  await database.close();
}

function printWelcome(url: string, config: Config, processes = 1) {
  const lines = [`\nLibero is running at ${url}${processes > 1 ? ` (${processes} processes)` : ''}`];
  if (config.SEED === 'demo') {
    const names = DEMO_USERS.map((u) => u.username ?? u.type.toLowerCase());
    lines.push(
      `Demo sign-ins (password "${config.DEMO_PASSWORD}"): ${names.slice(0, 6).join(', ')} … (${names.length} in all, see README "Demo accounts")`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MigrationError || error instanceof DataDirLockedError;
  // A preparing child tells its parent why; the parent stops with that reason.
  if (process.env[PREPARE_ENVIRONMENT] && process.send && error instanceof Error) {
    if (!known) console.error(error);
    const failure: PrepareFailure = { name: error.name, message: error.message };
    process.send(failure, () => process.exit(1));
    return;
  }
  console.error(known ? `\n${error.message}\n` : error);
  process.exit(1);
});
