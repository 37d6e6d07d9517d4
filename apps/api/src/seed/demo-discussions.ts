import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { candidates, memberships } from '../db/schema';
import {
  type Actor,
  replyToPost,
  voteInPoll,
} from '../modules/community/discussions/discussions.service';
import { demoId } from './demo-accounts';

const REPLIES: readonly [string, string][] = [
  ['0-0', 'Count me in! Is there a beginners’ table?'],
  ['0-0', 'See you Wednesday, I will bring a spare charger.'],
  ['0-5', 'I am in for the hackathon: backend and databases.'],
];

/**
 * The demo society's discussion activity, through the discussions service like a member's own:
 * its members vote in the poll and reply under a couple of posts (decision 050).
 */
export const seedDemoDiscussions = async (db: Db, societyId: string, managerUserId: string) => {
  const members = await db
    .select({ candidateId: candidates.id, userId: candidates.userId })
    .from(memberships)
    .innerJoin(candidates, eq(candidates.id, memberships.candidateId))
    .where(and(eq(memberships.studentSocietyId, societyId), eq(memberships.status, 'subscribed')))
    .orderBy(candidates.id);
  const actors = members.map(
    (member): Extract<Actor, { role: 'member' }> => ({
      role: 'member',
      userId: member.userId,
      candidateId: member.candidateId,
      societyId,
    }),
  );
  const pollId = demoId('post', '0-3');
  for (const [n, actor] of actors.entries())
    await voteInPoll(db, actor, pollId, [0, 2, 0, 1][n % 4] ?? 0);
  for (const [n, [post, body]] of REPLIES.entries()) {
    const actor = actors[n % Math.max(actors.length, 1)];
    if (actor) await replyToPost(db, actor, demoId('post', post), { body });
  }
  await replyToPost(
    db,
    { role: 'manager', userId: managerUserId, societyId },
    demoId('post', '0-5'),
    {
      body: 'Great! We will pair people up at the next hack night.',
    },
  );
};
