import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';

/**
 * An embedded database belongs to one process: PGlite opens a folder another process is using
 * without a word, and the two then damage it. The process that opens it (a server, a backup)
 * holds `<folder>.lock` meanwhile; a lock whose process is gone is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

type Holder = { pid: number; host: string; since: string };

/**
 * Folders this process holds, with how many times: a server may open one folder twice (tests
 * do); a backup or a restore holds it alone.
 */
const heldHere = new Map<string, { count: number; purpose: string; alone: boolean }>();

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(path: string): Promise<Holder | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Who holds the folder, if a live process other than this one does. */
export async function dataDirHolder(dataDir: string): Promise<Holder | undefined> {
  const holder = await readHolder(lockFileOf(dataDir));
  if (!holder || (holder.host === hostname() && (holder.pid === process.pid || !isAlive(holder.pid)))) return undefined;
  return holder;
}

/**
 * Takes the folder's lock, or fails naming the process that holds it. `alone`: not even another
 * user in this process (a backup). Answers the release.
 */
export async function lockDataDir(
  dataDir: string,
  purpose = 'a server',
  { alone = false }: { alone?: boolean } = {},
): Promise<() => Promise<void>> {
  const path = lockFileOf(dataDir);
  const here = heldHere.get(path);
  if (here && (alone || here.alone)) {
    throw new DataDirLockedError(
      `The embedded database ${dataDir} is in use by ${here.purpose} in this process (${process.pid}): ` +
        `stop it before starting ${purpose}.`,
    );
  }
  if (!here) await takeLock(path, dataDir, purpose);
  heldHere.set(path, { count: (here?.count ?? 0) + 1, purpose: here?.purpose ?? purpose, alone });
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    const held = heldHere.get(path);
    if (held && held.count > 1) return void heldHere.set(path, { ...held, count: held.count - 1 });
    heldHere.delete(path);
    await rm(path, { force: true });
  };
}

async function takeLock(path: string, dataDir: string, purpose: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(JSON.stringify(me));
      await file.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await dataDirHolder(dataDir);
    if (holder) {
      throw new DataDirLockedError(
        `The embedded database ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}): ` +
          `stop it before starting ${purpose}. One process owns an embedded database; if no such process ` +
          `runs, remove ${path}.`,
      );
    }
    // Left by a process that is gone.
    await rm(path, { force: true });
  }
  throw new DataDirLockedError(`Could not take ${path}: another process is starting on ${dataDir}`);
}
