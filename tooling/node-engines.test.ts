import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Debian with Node 20 (20.19 and later, the root package's `engines`): every
 * package installed must say it runs there. npm only warns (`EBADENGINE`) when one does not; this
 * fails instead, naming them. A package that moved to a newer Node is pinned to its last release
 * for Node 20, or overridden for the package that pulls it in (root `overrides`).
 */
type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

const ROOT = resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const rootPackage = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };

describe('the packages installed', () => {
  it('all run on the oldest Node the README names', () => {
    const oldest = semver.minVersion(rootPackage.engines.node)?.version ?? '';
    expect(oldest).toBe('20.19.0');
    const refusing = Object.entries(lock.packages).flatMap(([path, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return range && !semver.satisfies(oldest, range) ? [`${path}@${locked.version} wants node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
