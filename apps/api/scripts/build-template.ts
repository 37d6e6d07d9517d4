// Makes dist/embedded-template.tar: a dump of an embedded database with the migrations applied and
// the reference data filled. `npm start` on a new DATA_DIR loads it (about 1 s) instead of a fresh
// initdb, migrations and reference data (about 5–6 s on this machine). Run by `npm run build`.
import { migrateDatabase, openDatabase, writeEmbeddedDump } from '../src/db';
import { embeddedTemplateFile } from '../src/paths';
import { seedReferenceData } from '../src/reference-data/seed';

const database = await openDatabase({ inMemory: true });
await migrateDatabase(database);
await seedReferenceData(database.db);
await writeEmbeddedDump(database, embeddedTemplateFile);
await database.close();
