import { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase, pgliteExtensions } from '../db';
import { seedReferenceData } from '../reference-data/seed';
import { seedFullScale } from './full';

const database = process.env.PGURL
  ? await openDatabase({ url: process.env.PGURL })
  : await openDatabase({ pglite: await PGlite.create({ extensions: pgliteExtensions }) });
await migrateDatabase(database);
await seedReferenceData(database.db);
const t0 = performance.now();
let t = t0;
await seedFullScale(database.db, {
  scale: Number(process.argv[2] ?? 0.1),
  onProgress: ({ phase, done, total }) => {
    const now = performance.now();
    console.log(
      `${((now - t0) / 1000).toFixed(1)}s +${((now - t) / 1000).toFixed(1)} ${phase} ${done}/${total}`,
    );
    t = now;
  },
});
console.log('total', ((performance.now() - t0) / 1000).toFixed(1));
await database.close();
