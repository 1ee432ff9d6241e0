import 'dotenv/config';
import { parseArgs } from 'node:util';
import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import { loadConfig } from './config';
import { openEnvironmentDatabase } from './db/environment-databases';
import { seedIfNew } from './db/seed/seed';
import { demoSeeders } from './demo-seeders';
import { ENTITY_BINDINGS } from './entity-bindings';
import { registerBindings } from './gateway/bindings';
import { copyFromVis, summaryLines, writeRefusals } from './features/vis-copy';

const USAGE = `Usage: npm run import:vis -- --from URL [--types Player,BeachTournament…] [--since VERSION]
                          [--user NAME] [--report FILE]
  --from     the other VIS service: its address, or its public endpoint's (…/vis2009/XmlRequest.asmx)
  --types    only these types (VIS names), in the order they depend on each other
  --since    only records changed at the source after this version (default: after the last copy)
  --user     a user of the source (a Libero service) to read more than its public data;
             the password is read from VIS_PASSWORD
  --report   where the refused records are listed (default: vis-copy-refused-<time>.csv)
The copy is written to this installation's database (DATA_DIR or DATABASE_URL, as npm start uses).`;

function options() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      types: { type: 'string' },
      since: { type: 'string' },
      user: { type: 'string' },
      report: { type: 'string' },
    },
  });
  if (!values.from || !URL.canParse(values.from)) throw new Error(USAGE);
  if (values.since !== undefined && !/^\d+$/.test(values.since))
    throw new Error(`--since takes a version number\n\n${USAGE}`);
  const password = process.env.VIS_PASSWORD;
  if (values.user && !password) throw new Error('--user needs the password in VIS_PASSWORD');
  return {
    from: values.from,
    types: values.types?.split(/[\s,]+/).filter(Boolean),
    since: values.since === undefined ? undefined : Number(values.since),
    user: values.user ? { username: values.user, password: password ?? '' } : undefined,
    report: values.report ?? `vis-copy-refused-${new Date().toISOString().replace(/[:.]/g, '-')}.csv`,
  };
}

type Progress = { update: (entity: string, done: number, total: number) => void; stop: () => void };

/** A bar per type on a terminal; elsewhere (a log, CI) a line when each type is done. */
function progress(): Progress {
  if (!process.stdout.isTTY) {
    return {
      update: (entity, done, total) => {
        if (done === total) console.log(`${entity}: ${total} read and written`);
      },
      stop: () => {},
    };
  }
  const bars = new MultiBar(
    { format: '{entity} |{bar}| {value}/{total}', hideCursor: true, clearOnComplete: false },
    Presets.shades_classic,
  );
  const barOf = new Map<string, SingleBar>();
  let stopped = false;
  return {
    update: (entity, done, total) => {
      const bar = barOf.get(entity) ?? bars.create(total, 0, { entity: entity.padEnd(20) });
      barOf.set(entity, bar);
      bar.update(done);
    },
    stop: () => {
      if (!stopped) bars.stop();
      stopped = true;
    },
  };
}

/** `npm run import:vis` (docs/areas/vis-copy.md): a copy of another VIS service's records, with a bar per type. */
async function main() {
  const { report, ...copy } = options();
  const config = loadConfig();
  registerBindings(ENTITY_BINDINGS);
  const database = await openEnvironmentDatabase(config, 'production');
  const bars = progress();
  try {
    // As the app opens it: a new database is migrated and seeded as configured (SEED=none for a copy).
    await database.migrate(async (db) => {
      const seeded = await seedIfNew(db, {
        environment: 'production',
        seed: config.SEED,
        demoPassword: config.DEMO_PASSWORD,
        announce: (message) => console.log(message),
        demoSeeders: demoSeeders(config),
      });
      if (seeded && config.SEED === 'demo') {
        console.log(
          'The database was new and received the demo data (SEED=demo); set SEED=none to copy into an empty one.',
        );
      }
    });
    const summary = await copyFromVis({ ...copy, db: database.db, onProgress: bars.update });
    bars.stop();
    console.log(`\nCopied from ${summary.source}\n\n${summaryLines(summary).join('\n')}`);
    if (summary.refusals.length > 0) {
      await writeRefusals(report, summary);
      console.log(`\nThe records refused or incomplete are listed with the reasons in ${report}`);
    }
  } finally {
    bars.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
});
