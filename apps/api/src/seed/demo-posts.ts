import type { NotificationKind } from '@gradway/domain/contracts';
import type { notifications, posts } from '../db/schema';
import { demoId } from './demo-accounts';
import type { DemoPeople } from './demo-people';

type PostRow = typeof posts.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

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

/** Notifications for the three demo users who can use the app. */
export const buildDemoNotifications = (now: Date, people: DemoPeople): NotificationRow[] => {
  const candidateUserId = people.candidateUserIds.get(people.demoCandidateId) as string;
  const [recruiterUserId] = people.recruiterUserIds;
  const [managerUserId] = people.managerUserIds;
  const items: [string | undefined, NotificationKind, string, string][] = [
    [
      candidateUserId,
      'message',
      'New matches',
      'You have 12 new matches for jobs, internships and events.',
    ],
    [
      candidateUserId,
      'application_status',
      'Application received',
      'Northwind Analytics received your application for Graduate Data Analyst.',
    ],
    [
      candidateUserId,
      'event_reminder',
      'Event tomorrow',
      'Hack Night starts tomorrow at 6pm. See you there!',
    ],
    [
      candidateUserId,
      'waitlist_offer',
      'You have a place',
      'A place opened up and you are now registered for CV and Cover Letter Workshop.',
    ],
    [
      candidateUserId,
      'message',
      'New post in UCL Technology Society',
      'Applications for our summer mentoring scheme are open until Friday.',
    ],
    [
      candidateUserId,
      'application_status',
      'Closing soon',
      'Three of your saved jobs close this week.',
    ],
    [
      candidateUserId,
      'membership_decision',
      'Welcome!',
      'LSE Finance Society accepted your membership request.',
    ],
    [
      candidateUserId,
      'message',
      'Halcyon Capital Partners posted a job',
      'Investment Banking Analyst in London.',
    ],
    [
      recruiterUserId,
      'application_status',
      'New applicant',
      'Priya Shah applied to Graduate Software Engineer.',
    ],
    [
      recruiterUserId,
      'touchpoint_review',
      'Job published',
      'Your job Graduate Data Scientist is now live.',
    ],
    [
      recruiterUserId,
      'touchpoint_review',
      'Changes requested',
      'Please add the salary range and the closing date.',
    ],
    [
      recruiterUserId,
      'cohost_answer',
      'Co-host invitation',
      'UCL Technology Society accepted your invitation to co-host.',
    ],
    [
      managerUserId,
      'membership_decision',
      'Membership requests',
      '5 students asked to join UCL Technology Society.',
    ],
    [
      managerUserId,
      'event_registration',
      'Event full',
      'Your event is full and 5 students are on the waitlist.',
    ],
    [
      managerUserId,
      'cohost_invitation',
      'Co-host invitation',
      'Northwind Analytics invited you to co-host an event.',
    ],
    [
      managerUserId,
      'message',
      'Post awaiting approval',
      'A member’s post is waiting for your approval.',
    ],
  ];
  return items.flatMap(([userId, type, title, message], i) => {
    if (!userId) return [];
    const createdAt = new Date(now.getTime() - (1 + i * 7) * HOUR);
    return [
      {
        id: demoId('notification', i),
        userId,
        type,
        title,
        message,
        readAt: i % 4 === 3 ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
};
