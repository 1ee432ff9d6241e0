import cluster, { type Worker } from 'node:cluster';

type Options = {
  /** How many workers to keep running. */
  count: number;
  log: { info: (message: string) => void; error: (message: string) => void };
  /** Told once, when every first worker listens. */
  onListening?: () => void;
  /** How long workers may take to finish their requests after SIGTERM before they are killed. */
  stopTimeoutMs?: number;
  /** More unexpected stops than this within a minute: something is wrong, the whole server stops. */
  maxRestartsPerMinute?: number;
};

/**
 * The primary process of `node:cluster` (WEB_CONCURRENCY > 1): forks the workers, which share the
 * listening port; starts another when one stops unexpectedly; on SIGTERM or SIGINT tells every
 * worker to finish its requests and stop, then stops. A worker that fails while starting stops
 * the whole server (it would fail again).
 */
export function superviseWorkers(options: Options): Promise<number> {
  const { count, log, stopTimeoutMs = 15_000, maxRestartsPerMinute = 10 } = options;
  const listening = new Set<number>();
  const restarts: number[] = [];
  let stopping: { exitCode: number } | undefined;
  let told = false;

  return new Promise((resolve) => {
    const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const finishIfAllStopped = () => {
      if (stopping && workers().length === 0) resolve(stopping.exitCode);
    };

    const stop = (exitCode: number) => {
      if (stopping) return;
      stopping = { exitCode };
      for (const worker of workers()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        for (const worker of workers()) worker.process.kill('SIGKILL');
      }, stopTimeoutMs).unref();
      finishIfAllStopped();
    };

    cluster.on('listening', (worker) => {
      listening.add(worker.id);
      if (!told && listening.size >= count) {
        told = true;
        options.onListening?.();
      }
    });

    cluster.on('exit', (worker, code, signal) => {
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (stopping) return finishIfAllStopped();
      if (!listening.has(worker.id)) {
        log.error(`Worker ${worker.process.pid} stopped while starting (${how}): stopping the server`);
        return stop(1);
      }
      const now = Date.now();
      restarts.push(now);
      while (restarts.length > 0 && (restarts[0] ?? now) < now - 60_000) restarts.shift();
      if (restarts.length > maxRestartsPerMinute) {
        log.error(`Workers keep stopping (${restarts.length} in a minute, the last with ${how}): stopping the server`);
        return stop(1);
      }
      log.error(`Worker ${worker.process.pid} stopped unexpectedly (${how}): starting another`);
      cluster.fork();
    });

    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (stopping) return;
        log.info(`${signal} received: the workers finish their requests in flight, then stop`);
        stop(0);
      });
    }

    for (let i = 0; i < count; i++) cluster.fork();
  });
}
