import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db';
import { prepareTemplate } from './prepare-template';
import { databaseUrl, TEST_DATABASE_PREFIX } from './template';

/** Migrates one PostgreSQL database once; every test file copies it as a template. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('The api-postgres project needs DATABASE_URL');
  const template = `${TEST_DATABASE_PREFIX}template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, template), poolSize: 2 });
  try {
    await prepareTemplate(database);
  } finally {
    // A template must have no open connections while it is copied.
    await database.close();
  }
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}
