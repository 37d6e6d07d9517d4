import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callsTo, useTestApp } from '../../../../test/app';
import { createCandidate, createManager, createSociety } from '../../../../test/factories';
import type { Db } from '../../../db';
import {
  committeePositions,
  memberships,
  notifications,
  type studentSocieties,
} from '../../../db/schema';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = callsTo(t);

/** Memberships are built by another module; tests create the joined row directly. */
const join = async (db: Db, societyId: string, candidateId: string) => {
  await db
    .insert(memberships)
    .values({ studentSocietyId: societyId, candidateId, status: 'subscribed' });
};

const setUp = async (settings: Partial<typeof studentSocieties.$inferInsert> = {}) => {
  const society = await createSociety(t.db, settings);
  const { user: manager } = await createManager(t.db, { studentSocietyId: society.id });
  const { user: member, candidate } = await createCandidate(t.db, {
    user: { firstName: 'Mia', lastName: 'Member' },
  });
  await join(t.db, society.id, candidate.id);
  const { user: outsider } = await createCandidate(t.db);
  const memberPosts = `/api/v1/student_societies/${society.id}/posts`;
  return { society, manager, member, candidate, outsider, memberPosts };
};

const managerPost = (manager: Person, post: object) =>
  call(manager, 'POST', '/api/v1/student_society/posts', { post });

describe('society discussions', () => {
  it('a manager posts; members see it newest first and are notified, outsiders get 404', async () => {
    const { society, manager, member, outsider, memberPosts } = await setUp();
    const first = await managerPost(manager, { kind: 'TextPost', body: 'First news' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attributes).toMatchObject({
      status: 'approved',
      body: '<p>First news</p>',
      author: { team_member_id: expect.any(String), userable_type: 'Manager' },
    });
    await managerPost(manager, { kind: 'TextPost', body: 'Second news' });
    const feed = (await call(member, 'GET', memberPosts)).json();
    expect(feed.data.map((post: { attributes: { body: string } }) => post.attributes.body)).toEqual(
      ['<p>Second news</p>', '<p>First news</p>'],
    );
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(notes.map((note) => note.title)).toEqual([
      `New post in ${society.name}`,
      `New post in ${society.name}`,
    ]);
    expect((await call(outsider, 'GET', memberPosts)).statusCode).toBe(404);
    expect((await call(null, 'GET', memberPosts)).statusCode).toBe(401);
  });

  it('pages the feed', async () => {
    const { manager, member, memberPosts } = await setUp();
    for (let n = 1; n <= 3; n += 1)
      await managerPost(manager, { kind: 'TextPost', body: `Post ${n}` });
    const page2 = (await call(member, 'GET', `${memberPosts}?page=2&per_page=2`)).json();
    expect(page2.meta).toMatchObject({ page: 2, per_page: 2, total_count: 3, total_pages: 2 });
    expect(page2.data[0].attributes.body).toBe('<p>Post 1</p>');
  });

  it('members post when who_can_post allows; drafts wait for approval and the author hears', async () => {
    const { society, manager, member, memberPosts } = await setUp({ isPostApprovalRequired: true });
    const created = await call(member, 'POST', memberPosts, {
      post: { kind: 'TextPost', body: 'Anyone for chess?' },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().data.id;
    expect(created.json().data.attributes.status).toBe('draft');
    const queue = (await call(manager, 'GET', '/api/v1/student_society/posts?status=draft')).json();
    expect(queue.data.map((post: { id: string }) => post.id)).toEqual([postId]);
    expect(queue.meta).toMatchObject({ approval_required: true, pending_count: 1 });
    const declined = await call(manager, 'POST', `/api/v1/student_society/posts/${postId}/decline`);
    expect(declined.json().data.attributes.status).toBe('declined');
    expect(
      (await call(manager, 'POST', `/api/v1/student_society/posts/${postId}/approve`)).statusCode,
    ).toBe(409);
    // The author still sees it with its state; another member does not.
    const mine = (await call(member, 'GET', memberPosts)).json();
    expect(mine.data[0].attributes.status).toBe('declined');
    const { user: other, candidate } = await createCandidate(t.db);
    await join(t.db, society.id, candidate.id);
    expect((await call(other, 'GET', memberPosts)).json().data).toEqual([]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(notes.map((note) => note.title)).toEqual(['Your post was declined']);
  });

  it('approving a draft shows it to members', async () => {
    const { manager, member, memberPosts } = await setUp({ isPostApprovalRequired: true });
    const postId = (
      await call(member, 'POST', memberPosts, { post: { kind: 'TextPost', body: 'Hello' } })
    ).json().data.id;
    const approved = await call(manager, 'POST', `/api/v1/student_society/posts/${postId}/approve`);
    expect(approved.json().data.attributes.status).toBe('approved');
    const feed = (await call(manager, 'GET', '/api/v1/student_society/posts')).json();
    expect(feed.data.map((post: { id: string }) => post.id)).toEqual([postId]);
  });

  it('posting and replying follow the audiences: a member off the committee may not post to it', async () => {
    for (const [audience, memberMay] of [
      ['everyone', true],
      ['members', true],
      ['committee', false],
      ['managers', false],
    ] as const) {
      const { manager, member, memberPosts } = await setUp({
        whoCanPost: audience,
        whoCanReplyToPosts: audience,
      });
      const posted = await call(member, 'POST', memberPosts, {
        post: { kind: 'TextPost', body: 'Hi' },
      });
      expect(posted.statusCode, audience).toBe(memberMay ? 201 : 403);
      const postId = (await managerPost(manager, { kind: 'TextPost', body: 'News' })).json().data
        .id;
      const replied = await call(member, 'POST', `${memberPosts}/${postId}/replies`, {
        reply: { body: 'Thanks' },
      });
      expect(replied.statusCode, audience).toBe(memberMay ? 201 : 403);
      const managerReply = await call(
        manager,
        'POST',
        `/api/v1/student_society/posts/${postId}/replies`,
        {
          reply: { body: 'Welcome' },
        },
      );
      expect(managerReply.statusCode).toBe(201);
      expect((await call(member, 'GET', memberPosts)).json().meta.can_post).toBe(memberMay);
    }
  });

  it('a member holding a current committee position posts and replies where the committee may', async () => {
    const { manager, member, candidate, society, memberPosts } = await setUp({
      whoCanPost: 'committee',
      whoCanReplyToPosts: 'committee',
    });
    const before = await call(member, 'POST', memberPosts, {
      post: { kind: 'TextPost', body: 'Hi' },
    });
    expect(before.statusCode).toBe(403);
    await t.db.insert(committeePositions).values({
      studentSocietyId: society.id,
      candidateId: candidate.id,
      title: 'Treasurer',
      startsOn: '2026-01-01',
    });
    const posted = await call(member, 'POST', memberPosts, {
      post: { kind: 'TextPost', body: 'Hi' },
    });
    expect(posted.statusCode).toBe(201);
    const postId = (await managerPost(manager, { kind: 'TextPost', body: 'News' })).json().data.id;
    const replied = await call(member, 'POST', `${memberPosts}/${postId}/replies`, {
      reply: { body: 'Thanks' },
    });
    expect(replied.statusCode).toBe(201);
    expect((await call(member, 'GET', memberPosts)).json().meta.can_post).toBe(true);
  });

  it('a poll takes one vote per member, which they can change', async () => {
    const { manager, member, memberPosts } = await setUp();
    const created = await managerPost(manager, {
      kind: 'PollPost',
      body: '',
      poll: { question: 'Which workshop?', options: ['Git', 'Interviews', 'CVs'] },
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().data.id;
    const vote = (option_index: number) =>
      call(member, 'PUT', `${memberPosts}/${postId}/vote`, { vote: { option_index } });
    expect((await vote(0)).json().data.attributes.poll).toMatchObject({
      total_votes: 1,
      my_vote: 0,
    });
    const changed = (await vote(2)).json().data.attributes.poll;
    expect(changed).toMatchObject({ total_votes: 1, my_vote: 2 });
    expect(changed.options.map((option: { votes: number }) => option.votes)).toEqual([0, 0, 1]);
    expect((await vote(5)).statusCode).toBe(400);
    const tooFew = await managerPost(manager, {
      kind: 'PollPost',
      body: '',
      poll: { question: 'Q?', options: ['Only one'] },
    });
    expect(tooFew.statusCode).toBe(400);
  });

  it('XSS payloads are stored inert; NUL and over-long bodies are refused with nothing written', async () => {
    const { manager, member, memberPosts } = await setUp();
    const xss = await managerPost(manager, {
      kind: 'TextPost',
      body: '<p onclick="alert(1)">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>',
    });
    const body = xss.json().data.attributes.body as string;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(body).toContain('Hi');
    const plain = await call(member, 'POST', memberPosts, {
      post: { kind: 'TextPost', body: 'a < b & "c"' },
    });
    expect(plain.json().data.attributes.body).toBe('<p>a &lt; b &amp; "c"</p>');
    const nul = await managerPost(manager, { kind: 'TextPost', body: 'bad\u0000' });
    expect(nul.statusCode).toBe(400);
    const long = await managerPost(manager, { kind: 'TextPost', body: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    const empty = await managerPost(manager, { kind: 'TextPost', body: '<script>x</script>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Write something before posting.');
    const feed = (await call(manager, 'GET', '/api/v1/student_society/posts')).json();
    expect(feed.meta.total_count).toBe(2);
  });

  it("another society's post answers 404 to managers and members", async () => {
    const mine = await setUp();
    const theirs = await setUp();
    const postId = (await managerPost(theirs.manager, { kind: 'TextPost', body: 'Ours' })).json()
      .data.id;
    const base = `/api/v1/student_society/posts/${postId}`;
    expect((await call(mine.manager, 'PATCH', base, { post: { body: 'x' } })).statusCode).toBe(404);
    expect((await call(mine.manager, 'DELETE', base)).statusCode).toBe(404);
    expect((await call(mine.manager, 'POST', `${base}/approve`)).statusCode).toBe(404);
    expect(
      (await call(mine.manager, 'POST', `${base}/replies`, { reply: { body: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(mine.member, 'POST', `${mine.memberPosts}/${postId}/replies`, {
          reply: { body: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(mine.member, 'PUT', `${mine.memberPosts}/${postId}/vote`, {
          vote: { option_index: 0 },
        })
      ).statusCode,
    ).toBe(404);
    // A candidate is not a manager: the moderation routes refuse them.
    expect((await call(mine.member, 'GET', '/api/v1/student_society/posts')).statusCode).toBe(403);
  });

  it('managers edit their own post and delete posts and replies', async () => {
    const { manager, member, memberPosts } = await setUp();
    const postId = (await managerPost(manager, { kind: 'TextPost', body: 'Draft text' })).json()
      .data.id;
    const edited = await call(manager, 'PATCH', `/api/v1/student_society/posts/${postId}`, {
      post: { body: 'Final text' },
    });
    expect(edited.json().data.attributes.body).toBe('<p>Final text</p>');
    const withReply = await call(member, 'POST', `${memberPosts}/${postId}/replies`, {
      reply: { body: 'Nice' },
    });
    const replyId = withReply.json().data.attributes.replies[0].id;
    const base = `/api/v1/student_society/posts/${postId}`;
    expect((await call(manager, 'DELETE', `${base}/replies/${replyId}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `${base}/replies/${replyId}`)).statusCode).toBe(404);
    expect((await call(manager, 'DELETE', base)).statusCode).toBe(200);
    expect((await call(member, 'GET', memberPosts)).json().data).toEqual([]);
  });

  it("opening the community marks posts seen: the dashboard's not_viewed_count drops to 0", async () => {
    const { society, manager, member, candidate, memberPosts } = await setUp();
    await t.db
      .update(memberships)
      .set({ lastViewedAt: new Date(Date.now() - 60_000) })
      .where(
        and(
          eq(memberships.candidateId, candidate.id),
          eq(memberships.studentSocietyId, society.id),
        ),
      );
    await managerPost(manager, { kind: 'TextPost', body: 'Unseen' });
    const dashboard = () =>
      call(member, 'GET', '/api/v1/candidate/student_societies/interacted').then(
        (answer) => answer.json().data[0].attributes,
      );
    expect((await dashboard()).not_viewed_count).toBe(1);
    const seen = await call(member, 'POST', `${memberPosts}/seen`);
    expect(seen.statusCode).toBe(200);
    expect((await dashboard()).not_viewed_count).toBe(0);
  });
});
