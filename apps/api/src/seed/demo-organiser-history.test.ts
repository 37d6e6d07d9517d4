import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { type Database, selectRows } from '../db';
import { seedDemo } from './demo';
import { demoId } from './demo-accounts';

const now = new Date('2026-03-02T09:30:00Z');
const COMPANY = demoId('company', 0);
const SOCIETY = demoId('society', 0);
let database: Database;
let uploadsDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = mkdtempSync(join(tmpdir(), 'gradway-demo-history-'));
  await seedDemo(database.db, { uploadsDir, now });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const number = async (query: ReturnType<typeof sql>) => {
  const [row] = await selectRows<{ value: number | string }>(database.db, query);
  return Number(row?.value ?? 0);
};

const hostedBy = (id: string) =>
  sql`(select id from touchpoints where creatable_for_id = ${id}
    union select touchpoint_id from cohost_applications where cohost_id = ${id} and status = 'accepted')`;

describe('the demo organisations’ 60 days of history (their dashboards)', () => {
  it('counts views on nearly every one of the last 60 days, never outside them', async () => {
    for (const organisation of [COMPANY, SOCIETY]) {
      const days = await number(
        sql`select count(distinct day) as value from view_counts where touchpoint_id in ${hostedBy(organisation)}`,
      );
      expect(days).toBeGreaterThanOrEqual(55);
      expect(days).toBeLessThanOrEqual(60);
      const outside = await number(
        sql`select count(*) as value from view_counts where touchpoint_id in ${hostedBy(organisation)}
          and (day > '2026-03-02'::date or day < '2026-01-02'::date)`,
      );
      expect(outside).toBe(0);
    }
  });

  it('keeps each touchpoint’s view count at least its counted views', async () => {
    const short = await number(
      sql`select count(*) as value from touchpoints t
        where t.views_count < (select count(*) from view_counts v where v.touchpoint_id = t.id)`,
    );
    expect(short).toBe(0);
  });

  it('spreads registrations, applications and new followers over the period', async () => {
    const registrationDays = await number(
      sql`select count(distinct (created_at at time zone 'UTC')::date) as value from event_registrations
        where touchpoint_id in ${hostedBy(SOCIETY)} and created_at >= '2026-01-02'`,
    );
    expect(registrationDays).toBeGreaterThanOrEqual(15);
    const applicationDays = await number(
      sql`select count(distinct (applied_at at time zone 'UTC')::date) as value from applications
        where touchpoint_id in ${hostedBy(COMPANY)} and progress = 'applied' and applied_at >= '2026-01-02'`,
    );
    expect(applicationDays).toBeGreaterThanOrEqual(15);
    for (const organisation of [COMPANY, SOCIETY]) {
      const followers = await number(
        sql`select count(*) as value from follows
          where followable_id = ${organisation} and created_at >= '2026-01-02' and created_at <= ${now.toISOString()}`,
      );
      expect(followers).toBeGreaterThanOrEqual(15);
    }
  });

  it('registers no one after an event started, applies no one before a touchpoint was published', async () => {
    const late = await number(
      sql`select count(*) as value from event_registrations r join touchpoints t on t.id = r.touchpoint_id
        where t.id in ${hostedBy(SOCIETY)} and t.start_date is not null and r.created_at > t.start_date`,
    );
    expect(late).toBe(0);
    const early = await number(
      sql`select count(*) as value from applications a join touchpoints t on t.id = a.touchpoint_id
        where t.creatable_for_id = ${COMPANY} and a.applied_at < t.published_at - interval '1 hour'`,
    );
    expect(early).toBe(0);
  });
});
