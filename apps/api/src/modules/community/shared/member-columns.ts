import { sql } from 'drizzle-orm';
import { candidates, educationHistories, universities, users } from '../../../db/schema';

/** What the managers' lists show of a member (a query joining `candidates` and `users`). */
/** The university the candidate studies at (their latest education). */
const universityName = sql<
  string | null
>`(select ${universities.name} from ${educationHistories} join ${universities} on ${universities.id} = ${educationHistories.universityId} where ${educationHistories.candidateId} = ${candidates.id} order by ${educationHistories.createdAt} desc limit 1)`;

export const memberColumns = {
  candidateId: candidates.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarUrl: candidates.avatarUrl,
  universityName,
};
