import { fork } from 'node:child_process';
import { once } from 'node:events';
import type { Environment } from '@libero/shared/http/environments';
import { DataDirLockedError } from './data-dir-lock';
import { MigrationError } from './environment-databases';

/** Set in the child's environment: the database it is to migrate and seed (main.ts reads it). */
export const PREPARE_ENVIRONMENT = 'LIBERO_PREPARE_ENVIRONMENT';

/** What the child sends before it exits when it could not prepare the database. */
export type PrepareFailure = { name: string; message: string };

/** The program the child runs: this one (main.ts, as started) unless told otherwise. */
type ChildProgram = { script?: string; execArgv?: string[]; env?: NodeJS.ProcessEnv };

/**
 * Migrates and seeds an environment's database in a child process running this same program.
 * Seeding the demo takes seconds of JavaScript (10 s for uat on the embedded database): in the
 * server's own process it would hold every other request up, and its memory (hundreds of MB)
 * would stay with the server for good. The child closes the database before it exits, so the
 * server then opens it already migrated and seeded.
 */
export async function prepareInChild(
  environment: Environment,
  { script = process.argv[1], execArgv = process.execArgv, env = process.env }: ChildProgram = {},
): Promise<void> {
  if (!script) throw new Error('No program to run the preparation with');
  const childEnv: NodeJS.ProcessEnv = { ...env, [PREPARE_ENVIRONMENT]: environment };
  // A cluster worker's child must not take itself for a worker.
  delete childEnv.NODE_UNIQUE_ID;
  const child = fork(script, [], { env: childEnv, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let failure: PrepareFailure | undefined;
  child.on('message', (message: PrepareFailure) => (failure = message));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code === 0) return;
  if (failure?.name === 'DataDirLockedError') throw new DataDirLockedError(failure.message);
  throw new MigrationError(
    failure?.message ?? `The ${environment} database could not be prepared (the child process exited with ${code})`,
  );
}
