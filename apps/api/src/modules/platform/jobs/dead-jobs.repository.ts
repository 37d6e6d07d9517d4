import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../../db';
import { JOB_SCHEMA } from './job-sql';

/** Dead letters wait in `<queue>.dead` (see `deadLetterQueueOf`), never worked. */
const DEAD_SUFFIX = '.dead';
const job = sql.raw(`${JOB_SCHEMA}.job`);

export interface DeadJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  created_on: Date | string;
}

const deadJobsWhere = sql`name like ${`%${DEAD_SUFFIX}`} and state = 'created'`;

export const listDeadJobs = (db: Db, paging: { limit: number; offset: number }) =>
  selectRows<DeadJobRow>(
    db,
    sql`select id, name, data, output, created_on from ${job}
        where ${deadJobsWhere}
        order by created_on desc, id desc
        limit ${paging.limit} offset ${paging.offset}`,
  );

export const countDeadJobs = async (db: Db) => {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${job} where ${deadJobsWhere}`,
  );
  return row?.count ?? 0;
};

/** Takes a dead letter for a retry (locked until the transaction ends); null when gone. */
export const lockDeadJob = async (db: Db, id: string) => {
  const [row] = await selectRows<DeadJobRow>(
    db,
    sql`select id, name, data, output, created_on from ${job}
        where id = ${id} and ${deadJobsWhere}
        for update skip locked`,
  );
  return row ?? null;
};

/** The dead letter leaves the list: done, pointing at the job that runs it again. */
export const closeDeadJob = async (db: Db, row: DeadJobRow, retriedAs: string) => {
  await db.execute(
    sql`update ${job} set state = 'completed', completed_on = now(),
          output = coalesce(output, '{}'::jsonb) || ${JSON.stringify({ retried_as: retriedAs })}::jsonb
        where name = ${row.name} and id = ${row.id}`,
  );
};

/** The queue a dead letter came from. */
export const originalQueueOf = (deadQueue: string) =>
  deadQueue.endsWith(DEAD_SUFFIX) ? deadQueue.slice(0, -DEAD_SUFFIX.length) : deadQueue;
