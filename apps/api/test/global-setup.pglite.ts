import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../src/db';
import { prepareTemplate } from './prepare-template';
import './template';

/** Migrates one embedded database once and dumps it; every test file loads the dump. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'gradway-api-test-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await prepareTemplate(database);
  const dump = await pglite.dumpDataDir('none');
  const dumpPath = join(folder, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rmSync(folder, { recursive: true, force: true });
}
