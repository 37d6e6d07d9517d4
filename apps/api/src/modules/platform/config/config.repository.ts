import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { companies, touchpoints } from '../../../db/schema';

export interface HeadlineCounts {
  jobs: number;
  opportunities: number;
  companies: number;
}

export const countHeadlines = async (db: Db): Promise<HeadlineCounts> => {
  const [[jobs], [opportunities], [companyCount]] = await Promise.all([
    db
      .select({ value: count() })
      .from(touchpoints)
      .where(and(eq(touchpoints.state, 'published'), eq(touchpoints.touchpointableType, 'Job'))),
    db.select({ value: count() }).from(touchpoints).where(eq(touchpoints.state, 'published')),
    db.select({ value: count() }).from(companies),
  ]);
  return {
    jobs: jobs?.value ?? 0,
    opportunities: opportunities?.value ?? 0,
    companies: companyCount?.value ?? 0,
  };
};
