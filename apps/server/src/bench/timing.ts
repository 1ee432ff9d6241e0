import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { SERVER_ROOT } from '../paths';

/** The value below which `p` percent of `values` lie. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * An HTTP client in a process of its own (bench/http-client.ts): `next()` times one request (a GET
 * without `body`), `answer()` gives its bytes too.
 */
export async function httpClient(url: string, headers: Record<string, string>, body?: string) {
  const child = fork(resolve(SERVER_ROOT, 'src', 'bench', 'http-client.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (message: unknown) => void; reject: (error: Error) => void } | undefined;
  child.on('message', (message) => pending?.resolve(message));
  child.on('exit', (code) => pending?.reject(new Error(`The HTTP client stopped (${code})`)));
  const reply = () => new Promise<unknown>((resolve, reject) => (pending = { resolve, reject }));
  const ready = reply();
  child.send({ url, headers, body });
  await ready;
  const answer = async () => {
    const measured = reply();
    child.send('go');
    return (await measured) as { ms: number; bytes: number };
  };
  return {
    answer,
    next: async () => (await answer()).ms,
    close: () => child.kill(),
  };
}
