import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileOf } from './data-dir-lock';

const dirs: string[] = [];
const folder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'libero-lock-'));
  dirs.push(dir);
  return join(dir, 'production');
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const holder = (pid: number) => JSON.stringify({ pid, host: hostname(), since: new Date().toISOString() });

describe('the embedded database lock', () => {
  it('is held beside the folder while open, by this process as often as it opens it, then let go', async () => {
    const dataDir = await folder();
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    const again = await lockDataDir(dataDir);
    await release();
    await readFile(lockFileOf(dataDir), 'utf8');
    await again();
    await expect(readFile(lockFileOf(dataDir), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses a folder another live process holds, naming it and the lock file', async () => {
    const dataDir = await folder();
    await writeFile(lockFileOf(dataDir), holder(process.ppid));
    await expect(lockDataDir(dataDir, 'a backup')).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dataDir, 'a backup')).rejects.toThrow(
      new RegExp(`in use by process ${process.ppid} .*stop it before starting a backup.*remove ${lockFileOf(dataDir)}`),
    );
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = await folder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lockFileOf(dataDir), holder(gone));
    const release = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFileOf(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });

  it('is held alone by a backup: not even a server of the same process shares it', async () => {
    const dataDir = await folder();
    const server = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir, 'a backup', { alone: true })).rejects.toThrow(
      new RegExp(`in use by a server in this process \\(${process.pid}\\): stop it before starting a backup`),
    );
    await server();
    const backup = await lockDataDir(dataDir, 'a backup', { alone: true });
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by a backup in this process/);
    await backup();
  });
});
