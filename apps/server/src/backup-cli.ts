import 'dotenv/config';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { backup } from './backup/backup';
import { restore } from './backup/restore';

const USAGE = `Usage:
  npm run backup [-- --out FILE.tar.gz] [--pg-bin DIR]
  npm run restore -- FILE.tar.gz [--force] [--pg-bin DIR]`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `npm run backup` and `npm run restore` (docs/operations.md, "Backup and restore"), with the app's settings. */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, force: { type: 'boolean' }, 'pg-bin': { type: 'string' } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const tools = { binDir: values['pg-bin'] };
  const log = (message: string) => console.log(message);
  if (command === 'backup' && positionals.length === 0) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = values.out ?? `backups/libero-${stamp}.tar.gz`;
    const result = await backup(config, { out, tools, log });
    const { environments, documents } = result.manifest;
    console.log(
      `Backed up ${environments.join(', ') || 'no database'} and ${documents.count} documents ` +
        `to ${result.file} (${megabytes(result.bytes)}, ${seconds(result.ms)}).`,
    );
  } else if (command === 'restore' && positionals.length === 1 && positionals[0]) {
    const result = await restore(config, { file: positionals[0], force: values.force ?? false, tools, log });
    console.log(
      `Restored ${result.manifest.environments.join(', ')} and ${result.documents} documents ` +
        `from the backup of ${result.manifest.createdAt} (${seconds(result.ms)}).`,
    );
  } else {
    throw new Error(USAGE);
  }
}

main().catch((error: unknown) => {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
});
