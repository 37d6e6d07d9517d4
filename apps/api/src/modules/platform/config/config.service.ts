import type { Db } from '../../../db';
import { countHeadlines, type HeadlineCounts } from './config.repository';

/** Headline counts change slowly; counting 100,000+ rows on every page view is not needed. */
export const HEADLINE_COUNTS_MAX_AGE_MS = 60_000;

export const createConfigService = (db: Db, maxAgeMs = HEADLINE_COUNTS_MAX_AGE_MS) => {
  let cached: { at: number; counts: Promise<HeadlineCounts> } | null = null;
  return {
    /** Published jobs, published opportunities (jobs, internships and events) and companies. */
    headlineCounts(now = Date.now()): Promise<HeadlineCounts> {
      if (!cached || now - cached.at > maxAgeMs) {
        const counts = countHeadlines(db);
        cached = { at: now, counts };
        counts.catch(() => {
          if (cached?.counts === counts) cached = null;
        });
      }
      return cached.counts;
    },
  };
};
