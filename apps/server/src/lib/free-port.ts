import { once } from 'node:events';
import { createServer } from 'node:net';

/** A TCP port free on the loopback address now, for a server started next (tests, bench, tooling). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}
