import { type Contract, contracts } from '@gradway/domain/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useTestApp } from '../app';
import { type BadRequest, badRequestsOf, operationsOf } from './bad-requests';
import { type Caller, callerOf, USER_CLASSES } from './user-classes';

/**
 * The fuzzing suite (decision 026): every operation of the OpenAPI document, for every user
 * class (fresh throwaway accounts per operation, so deleting an account or signing out harms
 * nothing else), with thousands of generated bad requests. The API must never answer 5xx; every
 * error carries `error` or `alert`; every success fits its contract.
 */
const t = useTestApp();

/** At least this many requests per run (the bar of issue 15). */
const MINIMUM_REQUESTS = 10_000;
/** The most requests generated for one operation (spread evenly over its mutations). */
const MAX_PER_OPERATION = 130;
/** Each user class sends at least this many of an operation's requests. */
const MIN_PER_CLASS = 10;

/** Operations that end the caller's session or account: they get throwaway accounts. */
const isDestructive = (method: string, path: string) =>
  /sign_out|password|sessions|logout|session/.test(path) ||
  (method === 'DELETE' && !path.includes('{'));

/** `count` items of a list, evenly spread, the first always kept. */
const spread = <T>(items: T[], count: number): T[] =>
  items.length <= count
    ? items
    : Array.from(
        { length: count },
        (_, index) => items[Math.floor((index * items.length) / count)] as T,
      );

/**
 * The share of an operation's requests one class sends: the plausible request, then a slice of
 * the rest, so that the classes together send every generated request at least once.
 */
const shareOf = <T>(requests: T[], classIndex: number, classes: number): T[] => {
  const [plausible, ...rest] = requests;
  if (plausible === undefined) return [];
  const size = Math.max(Math.ceil(rest.length / classes), MIN_PER_CLASS - 1);
  const start = Math.floor((classIndex * rest.length) / classes);
  const share = Array.from(
    { length: Math.min(size, rest.length) },
    (_, index) => rest[(start + index) % rest.length] as T,
  );
  return [plausible, ...share];
};

const contractByRoute = new Map<string, Contract>(
  Object.values(contracts).map((contract) => [`${contract.method} ${contract.path}`, contract]),
);
const routeOf = (method: string, openApiPath: string) =>
  `${method} ${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}`;

interface Failure {
  request: string;
  userClass: string;
  problem: string;
}

const describeRequest = (request: BadRequest) =>
  `${request.method} ${request.url.length > 120 ? `${request.url.slice(0, 120)}…` : request.url} (${request.mutation})`;

describe('fuzzing every route with bad requests', () => {
  it(`answers ≥ ${MINIMUM_REQUESTS} bad requests without a 5xx, with error documents and contract-true successes`, async () => {
    const operations = operationsOf(t.app.swagger());
    expect(operations.length).toBeGreaterThan(100);
    const failures: Failure[] = [];
    const callers = new Map<string, Caller>();
    let sent = 0;
    for (const operation of operations) {
      const started = performance.now();
      const contract = contractByRoute.get(routeOf(operation.method, operation.path));
      const requests = spread(badRequestsOf(operation), MAX_PER_OPERATION);
      const destructive = isDestructive(operation.method, operation.path);
      for (const [classIndex, userClass] of USER_CLASSES.entries()) {
        // A destructive success (an account deleted, a session ended) spends the caller.
        let spent = destructive || !callers.has(userClass);
        for (const request of shareOf(requests, classIndex, USER_CLASSES.length)) {
          if (spent) callers.set(userClass, await callerOf(t.db, userClass));
          const caller = callers.get(userClass) as Caller;
          spent = false;
          const answer = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...caller.headers },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          sent += 1;
          if (destructive && answer.statusCode < 400) spent = true;
          const fail = (problem: string) =>
            failures.push({ request: describeRequest(request), userClass, problem });
          if (answer.statusCode >= 500) {
            fail(`answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
            continue;
          }
          const isJson = String(answer.headers['content-type'] ?? '').includes('json');
          if (answer.statusCode >= 400) {
            const body = isJson ? answer.json() : null;
            if (typeof body?.error !== 'string' && typeof body?.alert !== 'string') {
              fail(
                `answered ${answer.statusCode} without error or alert: ${answer.body.slice(0, 200)}`,
              );
            }
            continue;
          }
          const schema = contract?.responses[answer.statusCode] as z.ZodType | undefined;
          if (answer.statusCode < 300 && isJson && answer.body) {
            if (!schema) fail(`answered ${answer.statusCode}, which its contract does not list`);
            else {
              const parsed = schema.safeParse(answer.json());
              if (!parsed.success)
                fail(`success does not fit its contract: ${parsed.error.message.slice(0, 300)}`);
            }
          }
        }
      }
      if (process.env.FUZZ_PROFILE) {
        console.log(
          `${Math.round(performance.now() - started)} ms ${requests.length} ${operation.method} ${operation.path}`,
        );
      }
    }
    await t.app.mailer.settled();
    if (process.env.FUZZ_PROFILE)
      console.log(`${sent} requests`, JSON.stringify(failures, null, 1));
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(failures.slice(0, 40)).toEqual([]);
  }, 600_000);
});
