import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const CONFIG = resolve(import.meta.dirname, '../.dependency-cruiser.cjs');

let tree: string | undefined;
afterEach(async () => {
  if (tree) await rm(tree, { recursive: true, force: true });
  tree = undefined;
});

/** A small copy of the house's layout: each file is its path and what it imports. */
async function violationsOf(files: Record<string, string[]>) {
  tree = await mkdtemp(join(tmpdir(), 'libero-layers-'));
  for (const [path, imports] of Object.entries(files)) {
    const file = join(tree, path);
    await mkdir(dirname(file), { recursive: true });
    const lines = imports.map((spec, index) => `import * as m${index} from '${spec}';\nvoid m${index};`);
    await writeFile(file, `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  const options = await extractDepcruiseOptions(CONFIG);
  const roots = ['apps', 'packages'].filter((root) => Object.keys(files).some((path) => path.startsWith(root)));
  const { output } = await cruise(roots, { ...options, baseDir: tree, tsConfig: undefined });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

describe('the layers npm run lint checks', () => {
  it('refuses a feature of the web app importing app/', async () => {
    const violations = await violationsOf({
      'apps/web/src/app/router.ts': [],
      'apps/web/src/features/players/players-page.ts': ['../../app/router'],
    });
    expect(violations).toEqual([
      {
        rule: 'web-nothing-imports-app',
        from: 'apps/web/src/features/players/players-page.ts',
        to: 'apps/web/src/app/router.ts',
      },
    ]);
  });

  it('refuses packages/shared importing an app', async () => {
    const violations = await violationsOf({
      'apps/server/src/config.ts': [],
      'packages/shared/src/auth/permissions.ts': ['../../../../apps/server/src/config'],
    });
    expect(violations).toEqual([
      {
        rule: 'shared-imports-no-app',
        from: 'packages/shared/src/auth/permissions.ts',
        to: 'apps/server/src/config.ts',
      },
    ]);
  });

  it('refuses two files importing each other', async () => {
    const violations = await violationsOf({
      'apps/server/src/lib/a.ts': ['./b'],
      'apps/server/src/lib/b.ts': ['./a'],
    });
    expect(violations).toEqual([
      { rule: 'no-circular', from: 'apps/server/src/lib/a.ts', to: 'apps/server/src/lib/b.ts' },
    ]);
  });

  it("lets a feature use another only through the other's index.ts, on both sides", async () => {
    const violations = await violationsOf({
      'apps/web/src/features/person/index.ts': ['./person-filters'],
      'apps/web/src/features/person/person-filters.ts': [],
      'apps/web/src/features/players/players-page.ts': ['../person', '../person/person-filters'],
      'apps/server/src/features/audit/index.ts': ['./audit-log'],
      'apps/server/src/features/audit/audit-log.ts': [],
      'apps/server/src/features/transfers/transfer-clock.ts': ['../audit', '../audit/audit-log'],
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          rule: 'web-feature-internals',
          from: 'apps/web/src/features/players/players-page.ts',
          to: 'apps/web/src/features/person/person-filters.ts',
        },
        {
          rule: 'server-feature-internals',
          from: 'apps/server/src/features/transfers/transfer-clock.ts',
          to: 'apps/server/src/features/audit/audit-log.ts',
        },
      ]),
    );
    expect(violations).toHaveLength(2);
  });

  it('keeps ui/ at the bottom of the web app and lib/ below the features', async () => {
    const violations = await violationsOf({
      'apps/web/src/features/person/index.ts': [],
      'apps/web/src/lib/page-title.ts': [],
      'apps/web/src/lib/forms/rules.ts': ['../../features/person'],
      'apps/web/src/ui/page-layout.ts': ['../lib/page-title'],
    });
    expect(violations.map(({ rule }) => rule).sort()).toEqual(['web-lib-below-features', 'web-ui-at-the-bottom']);
  });

  it('keeps the world-countries data set out of the web app', async () => {
    const violations = await violationsOf({
      'packages/shared/src/countries/country-table-source.ts': [],
      'packages/shared/src/countries/countries.ts': [],
      'apps/web/src/ui/flag.ts': [
        '../../../../packages/shared/src/countries/countries',
        '../../../../packages/shared/src/countries/country-table-source',
      ],
    });
    expect(violations).toEqual([
      {
        rule: 'web-no-world-countries',
        from: 'apps/web/src/ui/flag.ts',
        to: 'packages/shared/src/countries/country-table-source.ts',
      },
    ]);
  });

  it('keeps the server one-way: routes → services → gateway → db', async () => {
    const violations = await violationsOf({
      'apps/server/src/app.ts': ['./features/mail/outbox-routes'],
      'apps/server/src/features/mail/outbox-routes.ts': ['./mail-outbox'],
      'apps/server/src/features/mail/mail-outbox.ts': [],
      'apps/server/src/features/mail/mail-format.ts': ['./outbox-routes'],
      'apps/server/src/features/people/people.bindings.ts': ['../../gateway/binding'],
      'apps/server/src/gateway/binding.ts': ['../db/connection'],
      'apps/server/src/gateway/read-plan.ts': ['../features/people/people.bindings'],
      'apps/server/src/db/connection.ts': [],
      'apps/server/src/db/seed.ts': ['../features/mail/mail-outbox'],
    });
    expect(violations).toEqual(
      expect.arrayContaining([
        {
          rule: 'server-services-never-import-routes',
          from: 'apps/server/src/features/mail/mail-format.ts',
          to: 'apps/server/src/features/mail/outbox-routes.ts',
        },
        {
          rule: 'server-gateway-below-features',
          from: 'apps/server/src/gateway/read-plan.ts',
          to: 'apps/server/src/features/people/people.bindings.ts',
        },
        {
          rule: 'server-db-at-the-bottom',
          from: 'apps/server/src/db/seed.ts',
          to: 'apps/server/src/features/mail/mail-outbox.ts',
        },
      ]),
    );
    expect(violations).toHaveLength(3);
  });

  it('finds nothing wrong in a house that keeps the rules', async () => {
    const violations = await violationsOf({
      'apps/web/src/app/router.ts': ['../features/players/routes'],
      'apps/web/src/features/players/routes.ts': ['../../lib/routing/lazy-route', '../person'],
      'apps/web/src/features/person/index.ts': [],
      'apps/web/src/lib/routing/lazy-route.ts': ['../../ui/button'],
      'apps/web/src/ui/button.ts': [],
      'apps/server/src/app.ts': ['./features/audit/audit-routes'],
      'apps/server/src/features/audit/audit-routes.ts': ['./audit-log', '../../gateway/binding'],
      'apps/server/src/features/audit/audit-log.ts': ['../../db/connection'],
      'apps/server/src/gateway/binding.ts': ['../db/connection', '../lib/app-error'],
      'apps/server/src/db/connection.ts': ['../lib/app-error'],
      'apps/server/src/lib/app-error.ts': [],
    });
    expect(violations).toEqual([]);
  });
});
