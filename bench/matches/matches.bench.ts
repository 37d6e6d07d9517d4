// Generating one candidate's matches at full scale (issue 5, direction/quality.md): read the
// profile, load and score the opportunities worth scoring, upsert the best per type and delete
// stale ones in one transaction. Bar: p95 ≤ 150 ms on PostgreSQL over 128,000 opportunities.
// Profiles rotate from narrow to broad (London, remote, several areas, no preferences at all).
//
//   npx tsx bench/matches/matches.bench.ts [--runs=5]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gradway_bench), seeded with
//   `npm run seed -- --scale=full` (then `vacuum analyze`, as autovacuum would in production)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, selectRows } from '../../apps/api/src/db';
import { candidates, educationHistories, users } from '../../apps/api/src/db/schema';
import { generateMatches } from '../../apps/api/src/modules/discovery/matches/match-generation.service';
import { machine, median, parseRuns, percentile } from '../lib/measure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BAR_MS = 150;
const PROFILES = 40;
const runs = parseRuns(process.argv, 5);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gradway_bench';

const database = await openDatabase({ url, poolSize: 4 });
await migrateDatabase(database);
const { db } = database;
const [{ opportunities } = { opportunities: 0 }] = await selectRows<{ opportunities: number }>(
  db,
  sql`select count(*)::int as opportunities from touchpoints`,
);

// Index-only reads need the visibility map, which (auto)vacuum keeps; a database bulk-loaded on a
// server without autovacuum has none until `vacuum` runs. Recorded so readings can be compared.
const [{ all_visible } = { all_visible: 0 }] = await selectRows<{ all_visible: number }>(
  db,
  sql`select round(relallvisible::numeric / greatest(relpages, 1), 2)::float as all_visible
    from pg_class where relname = 'touchpoints'`,
);

const areaIds = (
  await selectRows<{ id: string }>(
    db,
    sql`select id from tags where type = 'AreaOfResponsibility' order by name`,
  )
).map((row) => row.id);
const industryIds = (
  await selectRows<{ id: string }>(
    db,
    sql`select id from tags where type = 'Industry' order by name`,
  )
).map((row) => row.id);
// The cities with the most opportunities first: London alone holds about a third of them.
const cityIds = (
  await selectRows<{ id: string }>(
    db,
    sql`select city_id as id from touchpoint_cities group by city_id order by count(*) desc limit 12`,
  )
).map((row) => row.id);
const followable = (
  await selectRows<{ id: string }>(db, sql`select id from companies order by name limit 30`)
).map((row) => row.id);

const pick = <T>(list: T[], i: number, n: number) =>
  Array.from({ length: n }, (_, k) => list[(i * 7 + k * 3) % list.length] as T);
const TYPES = [['job', 'internship', 'event'], ['internship'], ['job'], ['event', 'job'], []];

const profileFor = (i: number) => ({
  opportunity_types: TYPES[i % TYPES.length],
  area_of_responsibility_ids: i % 10 === 9 ? [] : pick(areaIds, i, 1 + (i % 3)),
  industry_ids: pick(industryIds, i, i % 3),
  city_ids: i % 8 === 7 ? [] : pick(cityIds, i % 4 === 0 ? 0 : i, 1 + (i % 2)),
  work_modes: i % 3 === 0 ? ['remote', 'hybrid'] : ['office', 'hybrid'],
  minimum_salary: i % 2 === 0 ? 25_000 : null,
  experience_level: i % 4 === 1 ? 'junior' : null,
});

// Bench candidates of their own, removed afterwards (their matches go with them).
const emails = Array.from({ length: PROFILES }, (_, i) => `bench-matches-${i}@bench.gradway.local`);
await db.delete(users).where(inArray(users.email, emails));
const benchCandidates: string[] = [];
for (const [i, email] of emails.entries()) {
  const [user] = await db.insert(users).values({ email, userableType: 'Candidate' }).returning();
  const [candidate] = await db
    .insert(candidates)
    .values({ userId: user!.id, onboardingCompleted: true, preferences: profileFor(i) })
    .returning();
  await db.insert(educationHistories).values({
    candidateId: candidate!.id,
    studyYear: 1 + (i % 4),
    graduationYear: 2026 + (i % 4),
  });
  if (i % 2 === 0) {
    await db.execute(
      sql`insert into follows (candidate_id, followable_type, followable_id) values (${candidate!.id}, 'Company', ${followable[i % followable.length]})`,
    );
  }
  benchCandidates.push(candidate!.id);
}

const samples: number[] = [];
const kept: number[] = [];
const scored: number[] = [];
// One warm-up round, then `runs` measured rounds over every profile.
for (let round = 0; round <= runs; round += 1) {
  for (const candidateId of benchCandidates) {
    const started = performance.now();
    const result = await generateMatches(db, candidateId, { fromScratch: round % 2 === 1 });
    const ms = performance.now() - started;
    if (round > 0) {
      samples.push(ms);
      kept.push(result.kept);
      scored.push(result.scored);
    }
  }
}

await db.delete(users).where(inArray(users.email, emails));
await database.close();

const p95 = percentile(samples, 95);
const result = {
  command: 'npx tsx bench/matches/matches.bench.ts',
  date: new Date().toISOString(),
  machine: machine(),
  database: 'postgres',
  opportunities,
  touchpoints_all_visible: all_visible,
  profiles: PROFILES,
  samples: samples.length,
  generation_ms: { p50: median(samples), p95, max: percentile(samples, 100) },
  scored_per_generation: { p50: median(scored), max: Math.max(...scored) },
  kept_per_generation: { p50: median(kept), max: Math.max(...kept) },
  bar: { p95_ms: BAR_MS, met: p95 <= BAR_MS },
};
writeFileSync(join(here, 'results.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
process.exit(result.bar.met ? 0 : 1);
