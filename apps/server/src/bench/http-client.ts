import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The bench's HTTP client, in a process of its own so that the server it measures does not share
 * an event loop with it, and as light as the SQL's client (node:http on a kept-alive connection,
 * not fetch). Told `{ url, headers, body }` once (a POST of `body`, or a GET without one), then
 * answers each `'go'` with the milliseconds of one request, its answer read whole, and its bytes.
 */
type Target = { url: string; headers: Record<string, string>; body?: string };

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let target: Target | undefined;

function timeOne({ url, headers, body }: Target): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let bytes = 0;
    const sent = request(url, { method: body === undefined ? 'GET' : 'POST', headers, agent }, (response) => {
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve({ ms: performance.now() - start, bytes });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

process.on('message', (message: Target | 'go') => {
  if (message !== 'go') {
    target = message;
    process.send?.('ready');
    return;
  }
  if (!target) throw new Error('No target yet');
  timeOne(target).then(
    (answer) => process.send?.(answer),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
