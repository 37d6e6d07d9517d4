import { buildApp } from '../../apps/api/src/app';
import { argument } from '../lib/arguments.mjs';
import { runWithServerFlags } from '../lib/server-flags.mjs';
import { cityFiller, openSearchDatabase } from './search-database';
import { REALISTIC_QUERIES, SEARCH_QUERIES } from './search-queries';

// The app runs in this process: with the server's Node flags (decision 061).
runWithServerFlags();

const DEFAULT_QUERIES = [
  'type=jobs&experience_levels[]=entry_level&work_modes[]=office&q=year%20in%20industry',
  'type=jobs&city_ids[]={manchester}&work_modes[]=office&q=graduate%20programme%20london',
  'type=internships&q=sales',
  'type=jobs&work_modes[]=hybrid&salary_min=25000&q=finance%20manchester',
  'type=jobs&city_ids[]={london}&salary_min=30000&q=industrial%20placement',
  'type=jobs&q=data%20engineer',
  'type=jobs&q=software',
  'type=jobs&work_types[]=full_time&work_modes[]=office&q=human%20resources',
  'type=jobs&q=engineer',
];

interface Statement {
  text: string;
  values: unknown[];
  ms: number;
}

const database = await openSearchDatabase();
/** The client whose `query(text, values)` every statement goes through. */
const client = (database.pool ?? database.pglite) as unknown as {
  query: (...args: unknown[]) => Promise<{ rows: unknown[] }>;
};
let recording: Statement[] | null = null;
const query = client.query.bind(client);
client.query = async (...args: unknown[]) => {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
  const text = typeof first === 'string' ? first : first.text;
  const values = (typeof first === 'string' ? second : (first.values ?? second)) ?? [];
  const started = performance.now();
  const result = await query(...args);
  recording?.push({ text, values, ms: performance.now() - started });
  return result;
};

// No job workers: their polling would share the pool and the statement log.
const app = await buildApp({ database, jobs: { workers: false } });
const withCities = await cityFiller(database.db);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}
/** Rows produced by scans (index, bitmap, seq) summed over loops, plus rows they removed. */
const scanned = (node: PlanNode): number => {
  const own = /Scan/.test(node['Node Type'])
    ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + scanned(child), 0);
};
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

const indexesOf = (node: PlanNode): string[] => [
  ...new Set([
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesOf),
  ]),
];

const explain = async (statement: Statement) => {
  {
    const result = await query(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.values,
    );
    const [plan] = (result.rows[0] as { 'QUERY PLAN': unknown[] })['QUERY PLAN'] as {
      Plan: PlanNode;
      'Planning Time': number;
      'Execution Time': number;
      Planning?: { 'Shared Hit Blocks'?: number };
      JIT?: { Timing?: { Total?: number } };
    }[];
    if (!plan) return null;
    return {
      planning_ms: Math.round(plan['Planning Time'] * 10) / 10,
      execution_ms: Math.round(plan['Execution Time'] * 10) / 10,
      jit_ms: Math.round((plan.JIT?.Timing?.Total ?? 0) * 10) / 10,
      buffers: (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0),
      rows_scanned: scanned(plan.Plan),
      seq_scans: seqScans(plan.Plan),
      indexes: indexesOf(plan.Plan),
    };
  }
};

// `--set=rotated` or `--set=realistic`: the benchmark's tuned-on mixes (never the unseen ones).
const SETS: Record<string, readonly string[]> = {
  rotated: SEARCH_QUERIES,
  realistic: REALISTIC_QUERIES,
};
const set = argument('set', '');
const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const queries = set ? (SETS[set] ?? []) : given.length ? given : DEFAULT_QUERIES;
const search = (raw: string) =>
  app.inject({ method: 'GET', url: `/api/v1/search/touchpoints?${withCities(raw)}` });
// Warm the reference cache and the plans.
for (const raw of queries) await search(raw);
const report = [];
for (const raw of queries) {
  recording = [];
  const started = performance.now();
  const answer = await search(raw);
  const ms = performance.now() - started;
  const statements = recording;
  recording = null;
  const explained = [];
  if (process.env.PLANS) {
    for (const statement of statements.filter((s) => /^\s*(select|with)/i.test(s.text))) {
      const result = await query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.error(
        `-- ${raw}\n${(result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n')}`,
      );
    }
  }
  for (const statement of statements) {
    const head = statement.text.replace(/\s+/g, ' ').slice(0, 70);
    explained.push({
      head,
      round_trip_ms: Math.round(statement.ms * 10) / 10,
      ...(/^\s*(select|\(|with)/i.test(statement.text) ? await explain(statement) : {}),
    });
  }
  report.push({
    query: raw,
    status: answer.statusCode,
    total: (answer.json() as { meta?: { total?: number } }).meta?.total,
    total_is: (() => {
      const meta = (
        answer.json() as { meta?: { total_is_estimate?: boolean; total_is_lower_bound?: boolean } }
      ).meta;
      return meta?.total_is_lower_bound ? 'at least' : meta?.total_is_estimate ? 'about' : 'exact';
    })(),
    ids: ((answer.json() as { data?: { id: string }[] }).data ?? []).map((item) => item.id),
    bytes: answer.body.length,
    http_ms: Math.round(ms * 10) / 10,
    statements: statements.length,
    buffers: explained.reduce((sum, s) => sum + ((s as { buffers?: number }).buffers ?? 0), 0),
    rows_scanned: explained.reduce(
      (sum, s) => sum + ((s as { rows_scanned?: number }).rows_scanned ?? 0),
      0,
    ),
    detail: explained,
  });
}
console.log(JSON.stringify(report, null, 2));
await app.close();
await database.close();
