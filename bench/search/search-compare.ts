import { buildApp } from '../../apps/api/src/app';
import { runWithServerFlags } from '../lib/server-flags.mjs';
import { cityFiller, openSearchDatabase } from './search-database';
import {
  HELD_OUT_QUERIES,
  REALISTIC_QUERIES,
  SEARCH_QUERIES,
  UNSEEN_AFTERNOON_QUERIES,
  UNSEEN_MORNING_QUERIES,
  UNSEEN_QUERIES,
} from './search-queries';

// The app runs in this process: with the server's Node flags (decision 061).
runWithServerFlags();

const database = await openSearchDatabase();
const app = await buildApp({ database, jobs: { workers: false } });
const withCities = await cityFiller(database.db);

const queries = [
  ...new Set([
    ...SEARCH_QUERIES,
    ...REALISTIC_QUERIES,
    ...UNSEEN_QUERIES,
    ...UNSEEN_MORNING_QUERIES,
    ...UNSEEN_AFTERNOON_QUERIES,
    ...HELD_OUT_QUERIES,
  ]),
].sort();
const answers: Record<string, unknown> = {};
for (const raw of queries) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/v1/search/touchpoints?${withCities(raw)}`,
  });
  const body = answer.json() as { data?: { id: string }[]; meta?: unknown };
  answers[raw] = {
    status: answer.statusCode,
    ids: (body.data ?? []).map((item) => item.id),
    meta: body.meta,
  };
}
console.log(JSON.stringify({ searches: queries.length, answers }, null, 1));
await app.close();
await database.close();
