import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { candidateDetails, candidates, follows } from '../../../db/schema';

/** What matching reads of a candidate's own rows: preferences, CV text, about, follows. */
export const findMatchProfileRow = async (db: Db, candidateId: string) => {
  const [row] = await db
    .select({
      candidate: {
        id: candidates.id,
        onboardingCompleted: candidates.onboardingCompleted,
        preferences: candidates.preferences,
        remoteOpportunity: candidates.remoteOpportunity,
      },
      resumeText: candidateDetails.resumeText,
      selfDescription: candidateDetails.selfDescription,
      followed: sql<
        string[]
      >`array(select ${follows.followableId} from ${follows} where ${follows.candidateId} = ${candidates.id})`,
    })
    .from(candidates)
    .leftJoin(candidateDetails, eq(candidateDetails.candidateId, candidates.id))
    .where(and(eq(candidates.id, candidateId)))
    .limit(1);
  return row ?? null;
};
