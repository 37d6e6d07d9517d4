import type { posts } from '../db/schema';
import { demoId } from './demo-accounts';
import type { DemoPeople } from './demo-people';

type PostRow = typeof posts.$inferInsert;

const HOUR = 3_600_000;

const DEMO_SOCIETY_POSTS: readonly Omit<PostRow, 'id' | 'studentSocietyId' | 'authorId'>[] = [
  {
    kind: 'TextPost',
    status: 'approved',
    body: '<p>Welcome to all our new members! Our first hack night is next Wednesday: bring a laptop, we bring the pizza.</p>',
  },
  {
    kind: 'MediaPost',
    status: 'approved',
    body: '<p>Photos from last week’s careers evening with Northwind Analytics. Thank you to everyone who came!</p>',
  },
  {
    kind: 'DocumentPost',
    status: 'approved',
    body: '<p>Here is this term’s programme of events. Save the dates!</p>',
  },
  { kind: 'PollPost', status: 'approved', body: '<p>Which workshop should we run next?</p>' },
  {
    kind: 'TextPost',
    status: 'approved',
    body: '<p>Applications for our summer mentoring scheme are open until Friday.</p>',
  },
  {
    kind: 'TextPost',
    status: 'approved',
    body: '<p>Does anyone want to team up for the spring hackathon? Reply below.</p>',
  },
  {
    kind: 'TextPost',
    status: 'draft',
    body: '<p>Selling two tickets for the end-of-year ball, message me.</p>',
  },
  {
    kind: 'TextPost',
    status: 'declined',
    body: '<p>Check out my crypto trading course (discount code inside)!</p>',
  },
];

const attachmentsFor = (kind: PostRow['kind'], mediaUrl: string): unknown[] => {
  if (kind === 'MediaPost')
    return [{ type: 'image', url: mediaUrl, alt: 'Students at a careers evening' }];
  if (kind === 'DocumentPost')
    return [{ type: 'document', name: 'Term programme.svg', url: mediaUrl }];
  if (kind === 'PollPost') {
    return [
      {
        type: 'poll',
        question: 'Which workshop should we run next?',
        options: [
          { label: 'Technical interviews', votes: 18 },
          { label: 'Git and GitHub', votes: 9 },
          { label: 'Building a portfolio', votes: 14 },
        ],
      },
    ];
  }
  return [];
};

/** Community posts: the demo society has every kind and status; other societies a couple each. */
export const buildDemoPosts = (
  now: Date,
  people: DemoPeople,
  societyIds: string[],
  mediaUrl: string,
): PostRow[] => {
  const rows: PostRow[] = [];
  const members = [...people.candidateUserIds.values()];
  societyIds.forEach((societyId, s) => {
    const list = s === 0 ? DEMO_SOCIETY_POSTS : DEMO_SOCIETY_POSTS.slice(0, 2 + (s % 2));
    list.forEach((post, p) => {
      const createdAt = new Date(now.getTime() - (3 + p * 26 + s * 5) * HOUR);
      const authorId =
        p % 3 === 0 ? people.managerUserIds[s] : members[(p + s * 3) % members.length];
      rows.push({
        ...post,
        id: demoId('post', `${s}-${p}`),
        studentSocietyId: societyId,
        authorId,
        attachments: attachmentsFor(post.kind, mediaUrl),
        createdAt,
        updatedAt: createdAt,
      });
    });
  });
  return rows;
};
