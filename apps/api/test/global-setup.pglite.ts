import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, writeEmbeddedDump } from '../src/db';
import { prepareTemplate } from './prepare-template';
import './template';

/** Migrates one embedded database once and dumps it; every test file loads the dump. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'gradway-api-test-'));
  const database = await openDatabase({ inMemory: true });
  await prepareTemplate(database);
  const dumpPath = join(folder, 'template.tar');
  await writeEmbeddedDump(database, dumpPath);
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rmSync(folder, { recursive: true, force: true });
}
