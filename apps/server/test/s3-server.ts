import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const TEST_BUCKET = 'libero-documents';

/**
 * A local S3-compatible server (s3rver, keeping its objects in a temporary folder) in a process of
 * its own, so that the tests measure the app's memory and not the server's; and the settings that
 * point the app at it.
 */
export async function startS3Server(): Promise<{ settings: Record<string, string>; stop: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'libero-s3-'));
  const child = spawn(process.execPath, [join(import.meta.dirname, 's3-server-process.mjs'), directory, TEST_BUCKET], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`The S3 test server stopped at its start (${String(code)})`);
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    settings: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
