import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companyOwnsTouchpoint } from '../../../db/queries/touchpoint-owner';
import {
  applications,
  candidateAutofillDetails,
  candidatePreferenceOptions,
  companies,
  quickApplications,
  touchpoints,
} from '../../../db/schema';

export type AutofillDetailsRow = typeof candidateAutofillDetails.$inferSelect;
export type AutofillDetailsChange = Partial<
  Omit<AutofillDetailsRow, 'candidateId' | 'createdAt' | 'updatedAt'>
>;

export const findAutofillDetails = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select()
    .from(candidateAutofillDetails)
    .where(eq(candidateAutofillDetails.candidateId, candidateId));
  return row ?? null;
};

export const saveAutofillDetails = async (
  db: Db,
  candidateId: string,
  change: AutofillDetailsChange,
) => {
  await db
    .insert(candidateAutofillDetails)
    .values({ candidateId, ...change })
    .onConflictDoUpdate({
      target: candidateAutofillDetails.candidateId,
      set: { ...change, updatedAt: sql`now()` },
    });
};

/** Names of preference options by category and key. */
export const preferenceOptionNames = (db: Db, keys: string[]) =>
  keys.length === 0
    ? Promise.resolve([])
    : db
        .select({
          category: candidatePreferenceOptions.category,
          key: candidatePreferenceOptions.key,
          name: candidatePreferenceOptions.name,
        })
        .from(candidatePreferenceOptions)
        .where(inArray(candidatePreferenceOptions.key, keys));

/** `host/path` lowercased, without `www.`, query, fragment or trailing slash. */
export const comparableUrl = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
    return `${host}${parsed.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return null;
  }
};

const comparableColumn = sql`lower(regexp_replace(regexp_replace(regexp_replace(${touchpoints.applyUrl}, '^https?://(www\\.)?', ''), '[?#].*$', ''), '/+$', ''))`;

/**
 * A published job or internship applied for on the employer's site whose apply link is this
 * address, else one whose title and company are these.
 */
export const findOurTouchpoint = async (
  db: Db,
  job: { url: string; title: string | null; company: string | null },
): Promise<string | null> => {
  const external = and(
    eq(touchpoints.state, 'published'),
    inArray(touchpoints.touchpointableType, ['Job', 'Internship']),
    sql`${touchpoints.applyUrl} is not null`,
  );
  const comparable = comparableUrl(job.url);
  if (comparable) {
    // The page's port is not part of the address compared (local fixtures and proxies add one).
    const [byUrl] = await db
      .select({ id: touchpoints.id })
      .from(touchpoints)
      .where(
        and(
          external,
          sql`regexp_replace(${comparableColumn}, '^([^/]*):[0-9]+', '\\1') = ${comparable}`,
        ),
      )
      .limit(1);
    if (byUrl) return byUrl.id;
  }
  if (!job.title || !job.company) return null;
  const [byName] = await db
    .select({ id: touchpoints.id })
    .from(touchpoints)
    .innerJoin(companies, companyOwnsTouchpoint())
    .where(
      and(
        external,
        sql`lower(${touchpoints.title}) = lower(${job.title})`,
        sql`lower(${companies.name}) = lower(${job.company})`,
      ),
    )
    .orderBy(sql`${touchpoints.publishedAt} desc nulls last`)
    .limit(1);
  return byName?.id ?? null;
};

export const findApplicationId = async (db: Db, candidateId: string, touchpointId: string) => {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.candidateId, candidateId), eq(applications.touchpointId, touchpointId)),
    );
  return row?.id ?? null;
};

export const insertQuickApplication = async (
  db: Db,
  values: typeof quickApplications.$inferInsert,
) => {
  const [row] = await db.insert(quickApplications).values(values).returning();
  if (!row) throw new Error('The quick application was not recorded');
  return row;
};

/**
 * The candidate's quick applications to jobs that are not ours, one per job address (the latest),
 * newest first.
 */
export const listExternalQuickApplications = (db: Db, candidateId: string, limit: number) =>
  db
    .selectDistinctOn([quickApplications.jobUrl])
    .from(quickApplications)
    .where(
      and(eq(quickApplications.candidateId, candidateId), isNull(quickApplications.touchpointId)),
    )
    .orderBy(quickApplications.jobUrl, desc(quickApplications.createdAt))
    .limit(limit);
