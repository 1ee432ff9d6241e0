import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxCounts, WATCHED_MAIL_STATUSES } from '../features/mail';
import { answerCounts } from '../gateway/read-answers';
import { AppError } from '../lib/app-error';
import { askPrimary, isClusterWorker } from '../lib/cluster-ipc';

/** What a worker asks its primary for: the metrics of every worker, added up. */
export const CLUSTER_METRICS = 'metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The process's own metrics (CPU, memory, event loop, GC), gathered once however many apps a test builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `/metrics` may be read from this machine (the loopback address, not through a proxy), or by
 * whoever has METRICS_TOKEN as a bearer token. Behind a proxy (TRUST_PROXY) only the token opens
 * it: the proxy's requests come from the loopback address too.
 */
function checkAccess(request: FastifyRequest, token: string | undefined, trustProxy: boolean): void {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    if (token && given && timingSafeEqual(digest(given), digest(token))) return;
    throw new AppError('NotAuthenticated', 'metrics: a bearer token that is not METRICS_TOKEN');
  }
  const direct =
    !trustProxy && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
  if (direct && LOOPBACK.test(request.socket.remoteAddress ?? '')) return;
  throw new AppError('AccessDenied', 'metrics: from this machine, or with METRICS_TOKEN');
}

/**
 * Prometheus metrics at `GET /metrics`: requests by route pattern, method and status class, their
 * durations, the PostgreSQL pools, the reads answered from memory, the mail outbox, and the process.
 * In a cluster, the primary adds up every worker's.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status class',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    const pools = () =>
      app.databases.opened().flatMap(([environment, database]) => {
        const stats = database.poolStats();
        return stats ? [{ environment, ...stats }] : [];
      });
    const poolGauge = (name: string, help: string, value: (s: ReturnType<typeof pools>[number]) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['environment'],
        registers: [registry],
        collect() {
          this.reset();
          for (const pool of pools()) this.set({ environment: pool.environment }, value(pool));
        },
      });
    poolGauge('libero_db_pool_connections', 'PostgreSQL connections open, by environment', (p) => p.total);
    poolGauge('libero_db_pool_idle_connections', 'PostgreSQL connections open and idle, by environment', (p) => p.idle);
    poolGauge(
      'libero_db_pool_waiting_queries',
      'Queries waiting for a PostgreSQL connection, by environment',
      (p) => p.waiting,
    );

    new Counter({
      name: 'libero_read_answers_total',
      help: 'Reads asked before, by environment and where their answer came from: memory (kept until the data changed) or database',
      labelNames: ['environment', 'from'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [environment, database] of app.databases.opened()) {
          const counts = answerCounts(database.changes);
          this.inc({ environment, from: 'memory' }, counts.memory);
          this.inc({ environment, from: 'database' }, counts.database);
        }
      },
    });

    new Gauge({
      name: 'libero_mail_outbox_mails',
      help: 'Mails of the outbox by status (pending, sending, held, failed)',
      labelNames: ['status'],
      registers: [registry],
      // Every worker reads the same table: a cluster shows the figure once, not added up.
      aggregator: 'max',
      async collect() {
        try {
          const counts = await outboxCounts(app.identityDb.db);
          for (const status of WATCHED_MAIL_STATUSES) this.set({ status }, counts[status]);
        } catch (err) {
          app.log.warn({ err }, 'Metrics: the mail outbox could not be counted');
        }
      },
    });

    const worker = isClusterWorker();
    if (worker) {
      // Answers the primary's requests for this worker's metrics.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([processMetrics(), registry]);
    }

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    const { METRICS_TOKEN: token, TRUST_PROXY: trustProxy } = app.config;
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      checkAccess(request, token, trustProxy);
      const text = worker
        ? await askPrimary<string>(CLUSTER_METRICS, null, 10_000)
        : await Registry.merge([processMetrics(), registry]).metrics();
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics' },
);
