/**
 * `npm run seed`: fills the configured database (DATABASE_URL, else the embedded database in
 * DATA_DIR, default ./.data) with the reference data and the demo, then prints the demo sign-ins.
 *
 *   npm run seed                       reference data + demo
 *   npm run seed -- --scale=full       … plus the spec's scale (114,000 jobs, 128,000 opportunities)
 *   npm run seed -- --scale=0.1        … plus a tenth of it
 *   npm run seed -- --reset            wipe the generated full-scale rows (demo and reference stay)
 */
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { sql } from 'drizzle-orm';
import { pgliteDirOf, readServerConfig, uploadsDirOf } from '../config';
import { migrateDatabase, openDatabase } from '../db';
import { seedReferenceData } from '../reference-data/seed';
import { seedDemo } from './demo';
import { seedFullScale } from './full';
import { parseScaleArgument } from './full-scale-plan';
import { resetGeneratedRows } from './generated-ids';

const USAGE = 'Usage: npm run seed -- [--scale=full|<fraction>] [--reset]';

const main = async () => {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = values.scale === undefined ? null : parseScaleArgument(values.scale);
  // `npm run seed` runs inside apps/api: read DATA_DIR from where the command was typed, as the server does.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = readServerConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDirOf(config.dataDir) },
  );
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  try {
    const started = performance.now();
    await migrateDatabase(database);
    if (values.reset) {
      const deleted = await resetGeneratedRows(database.db);
      const rows = Object.values(deleted).reduce((sum, n) => sum + n, 0);
      console.error(`Removed ${rows.toLocaleString('en-GB')} generated rows from ${where}.`);
    }
    await seedReferenceData(database.db);
    const demo = await seedDemo(database.db, { uploadsDir: uploadsDirOf(config.dataDir) });
    console.error(demo.created ? `Demo data added to ${where}.` : `Demo data already in ${where}.`);
    if (scale !== null) {
      const bar = new SingleBar({
        format:
          'Seeding |{bar}| {percentage}% | {value}/{total} rows | {phase} | {duration_formatted}',
        stream: process.stderr,
        noTTYOutput: true,
        notTTYSchedule: 5000,
        hideCursor: true,
      });
      bar.start(1, 0, { phase: 'starting' });
      let rowsDone = 0;
      // The bar's timer would keep a failed seed running: it stops either way.
      const counts = await seedFullScale(database.db, {
        scale,
        onProgress: ({ phase, done, total }) => {
          rowsDone = done;
          bar.setTotal(Math.max(total, done));
          bar.update(done, { phase });
        },
      }).finally(() => bar.stop());
      // The planned total is an estimate (guests per event vary): end the bar at what was made.
      bar.setTotal(rowsDone);
      bar.update(rowsDone, { phase: 'done' });
      console.error(
        `Generated ${Object.entries(counts)
          .map(([name, n]) => `${n.toLocaleString('en-GB')} ${name}`)
          .join(', ')}.`,
      );
    }
    // The embedded database has no autovacuum: without statistics of what was just written in
    // bulk its planner guesses (sequential scans of tags for every touchpoint of a list page),
    // until the nightly vacuum. The server does the same after filling an empty database.
    if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
    console.error(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log('Demo sign-ins:');
    for (const signIn of demo.signIns) {
      console.log(
        `  ${signIn.role.padEnd(9)} ${signIn.email}${signIn.password ? `  password: ${signIn.password}` : ''}\n            ${signIn.note}`,
      );
    }
  } finally {
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message}\n${USAGE}` : error);
  process.exitCode = 1;
});
