import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { answerWorkers, askPrimary } from './cluster-ipc';

const KIND = 'rate-limit';
type Hit = { key: string; timeWindow: number };
type Count = { current: number; ttl: number };

/**
 * @fastify/rate-limit's counters kept by the cluster's primary: every worker counts against one
 * limit, as one process would (its own memory store would give each worker the whole limit).
 */
class ClusterStore implements FastifyRateLimitStore {
  readonly #namespace: string;
  #children = 0;

  constructor(_options?: unknown, namespace = 'global') {
    this.#namespace = namespace;
  }

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number): void {
    askPrimary<Count>(KIND, { key: `${this.#namespace}|${key}`, timeWindow } satisfies Hit).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  /** Each limiter counts apart; workers register theirs in the same order, so the names agree. */
  child(): FastifyRateLimitStore {
    this.#children += 1;
    return new ClusterStore({}, `${this.#namespace}.${this.#children}`);
  }
}

export const ClusterRateLimitStore: FastifyRateLimitStoreCtor = ClusterStore;

/** In the primary: the counters, in fixed windows, forgotten once their window has passed. */
export function serveClusterRateLimits(now = () => Date.now()): void {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, 60_000);
  sweep.unref();
  answerWorkers(KIND, (payload): Count => {
    const { key, timeWindow } = payload as Hit;
    const time = now();
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + timeWindow };
      windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - time };
  });
}
