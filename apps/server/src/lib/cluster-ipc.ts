import cluster from 'node:cluster';

/**
 * Questions a worker of the cluster (WEB_CONCURRENCY > 1) asks its primary over the IPC channel,
 * for what must be counted or gathered once for every worker: rate limits, metrics.
 */
type Question = { libero: 'question'; id: number; kind: string; payload: unknown };
type Answer = { libero: 'answer'; id: number; value?: unknown; error?: string };

const isQuestion = (message: unknown): message is Question =>
  typeof message === 'object' && message !== null && (message as Question).libero === 'question';
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).libero === 'answer';

/** True in a worker forked by the cluster's primary. */
export function isClusterWorker(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

const handlers = new Map<string, (payload: unknown) => unknown>();

/** In the primary: answers the workers' questions of one kind. */
export function answerWorkers(kind: string, handler: (payload: unknown) => unknown): void {
  if (handlers.size === 0) {
    cluster.on('message', (worker, message: unknown) => {
      if (!isQuestion(message)) return;
      const answer = (reply: Omit<Answer, 'libero' | 'id'>) => {
        if (worker.isConnected()) worker.send({ libero: 'answer', id: message.id, ...reply } satisfies Answer);
      };
      const handle = handlers.get(message.kind);
      if (!handle) return answer({ error: `No answer to ${message.kind}` });
      Promise.resolve()
        .then(() => handle(message.payload))
        .then(
          (value) => answer({ value }),
          (error: unknown) => answer({ error: (error as Error).message }),
        );
    });
  }
  handlers.set(kind, handler);
}

const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let nextId = 1;

function listenForAnswers() {
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    const question = waiting.get(message.id);
    if (!question) return;
    waiting.delete(message.id);
    if (message.error !== undefined) question.reject(new Error(message.error));
    else question.resolve(message.value);
  });
}

/** In a worker: asks the primary, failing after `timeoutMs` without an answer. */
export function askPrimary<T>(kind: string, payload: unknown, timeoutMs = 5000): Promise<T> {
  if (!isClusterWorker()) return Promise.reject(new Error('Not a worker of a cluster'));
  if (nextId === 1) listenForAnswers();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`The primary process did not answer ${kind} in ${timeoutMs} ms`));
    }, timeoutMs);
    waiting.set(id, {
      resolve: (value) => {
        clearTimeout(timer);
        resolve(value as T);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ libero: 'question', id, kind, payload } satisfies Question);
  });
}
