import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createManager,
  createSociety,
  createUniversity,
  createUser,
  signIn,
} from '../../../../test/factories';
import { managers, outboxMails, societyClaims, studentSocieties, tags } from '../../../db/schema';

const t = useTestApp();

const newManager = (overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.db, { userableType: 'Manager', isApproved: false, ...overrides });

const call = async (
  user: { id: string; email: string | null } | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? await signIn(t.db, user) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const topicIds = async (howMany: number) =>
  (await t.db.select({ id: tags.id }).from(tags).where(eq(tags.type, 'Topic')).limit(howMany)).map(
    (row) => row.id,
  );

const mailsTo = async (to: string) => {
  await t.app.mailer.settled();
  return t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
};

describe('society onboarding: create', () => {
  it('creates a society with a stable unique slug and makes the user its manager', async () => {
    const university = await createUniversity(t.db, { website: 'https://www.kcl.ac.uk' });
    const categories = await topicIds(2);
    const first = await newManager();
    const created = await call(first, 'POST', '/api/v1/student_society/onboarding', {
      student_society: {
        name: 'Women in Tech Society',
        university_id: university.id,
        description: 'We run coding nights.',
        category_ids: categories,
        icon_url: '/uploads/logo/3f0c7a52-5d1e-4b8e-9a61-0c2f4e7d9b13.png',
      },
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json().data.attributes;
    expect(profile).toMatchObject({
      name: 'Women in Tech Society',
      slug: 'women-in-tech-society',
      public_url: '/societies/women-in-tech-society',
      description: 'We run coding nights.',
      icon_url: '/uploads/logo/3f0c7a52-5d1e-4b8e-9a61-0c2f4e7d9b13.png',
      university: { id: university.id },
      is_verified: false,
      who_can_post: 'members',
      who_can_reply_to_posts: 'members',
      is_public: false,
      pending_claims: [],
    });
    expect(profile.categories.map((c: { id: string }) => c.id).sort()).toEqual(categories.sort());

    const second = await newManager();
    const again = await call(second, 'POST', '/api/v1/student_society/onboarding', {
      student_society: { name: 'Women in Tech Society', university_id: university.id },
    });
    expect(again.json().data.attributes.slug).toBe('women-in-tech-society-2');

    // Renaming keeps the slug (public links stay stable).
    const renamed = await call(first, 'PATCH', '/api/v1/student_society/profile', {
      student_society: { name: 'Women in Technology' },
    });
    expect(renamed.json().data.attributes).toMatchObject({
      name: 'Women in Technology',
      slug: 'women-in-tech-society',
    });

    const onboarding = await call(first, 'GET', '/api/v1/student_society/onboarding');
    expect(onboarding.json().data.attributes).toMatchObject({
      state: 'completed',
      student_society: { slug: 'women-in-tech-society' },
    });
    const user = await call(first, 'GET', '/api/v1/user');
    expect(user.json().data.attributes.student_society.data.attributes.name).toBe(
      'Women in Technology',
    );
  });

  it('refuses bad input with the field and why, creating nothing', async () => {
    const manager = await newManager();
    const university = await createUniversity(t.db);
    const empty = await call(manager, 'POST', '/api/v1/student_society/onboarding', {
      student_society: { name: ' ', university_id: university.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].path).toBe('student_society.name');

    const unknownUniversity = await call(manager, 'POST', '/api/v1/student_society/onboarding', {
      student_society: {
        name: 'Chess Club',
        university_id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(unknownUniversity.statusCode).toBe(400);
    expect(unknownUniversity.json()).toMatchObject({
      error: 'Choose a university from the list.',
      fields: [{ path: 'student_society.university_id' }],
    });

    const badLogo = await call(manager, 'POST', '/api/v1/student_society/onboarding', {
      student_society: {
        name: 'Chess Club',
        university_id: university.id,
        icon_url: 'https://evil.example/logo.png',
      },
    });
    expect(badLogo.statusCode).toBe(400);
    expect(badLogo.json().fields[0].path).toBe('student_society.icon_url');

    const industry = await t.db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.type, 'Industry'))
      .limit(1);
    const wrongTag = await call(manager, 'POST', '/api/v1/student_society/onboarding', {
      student_society: {
        name: 'Chess Club',
        university_id: university.id,
        category_ids: industry.map((row) => row.id),
      },
    });
    expect(wrongTag.statusCode).toBe(400);
    expect(wrongTag.json().fields[0].path).toBe('student_society.category_ids');

    const rows = await t.db.select().from(managers).where(eq(managers.userId, manager.id));
    expect(rows).toEqual([]);
  });

  it('refuses a second society', async () => {
    const { user } = await createManager(t.db);
    const university = await createUniversity(t.db);
    const response = await call(user, 'POST', '/api/v1/student_society/onboarding', {
      student_society: { name: 'Another Society', university_id: university.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('You already manage a society.');
  });
});

describe('society onboarding: claim', () => {
  it('lists the university’s societies and attaches the manager to an unmanaged one', async () => {
    const university = await createUniversity(t.db);
    const free = await createSociety(t.db, { name: 'Debating Union', universityId: university.id });
    const managed = await createSociety(t.db, {
      name: 'Drama Society',
      universityId: university.id,
    });
    await createManager(t.db, { studentSocietyId: managed.id });
    await createSociety(t.db, { name: 'Elsewhere Society' });

    const manager = await newManager();
    const list = await call(
      manager,
      'GET',
      `/api/v1/student_society/onboarding/societies?university_id=${university.id}`,
    );
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((item: { attributes: { name: string; is_managed: boolean } }) => [
          item.attributes.name,
          item.attributes.is_managed,
        ]),
    ).toEqual([
      ['Debating Union', false],
      ['Drama Society', true],
    ]);

    const claimed = await call(manager, 'POST', '/api/v1/student_society/claims', {
      claim: { student_society_id: free.id },
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.attributes).toMatchObject({
      state: 'completed',
      student_society: { id: free.id, name: 'Debating Union' },
      claim: null,
    });
  });

  it('waits for an existing manager’s approval, emails both sides, and attaches on approval', async () => {
    const society = await createSociety(t.db, { name: 'Jazz Society' });
    const current = await createManager(t.db, {
      studentSocietyId: society.id,
      user: { email: `jazz-lead-${Date.now()}@example.com` },
    });
    const claimant = await newManager({ email: `jazz-new-${Date.now()}@example.com` });

    const claimed = await call(claimant, 'POST', '/api/v1/student_society/claims', {
      claim: { student_society_id: society.id },
    });
    expect(claimed.json().data.attributes).toMatchObject({
      state: 'pending',
      student_society: null,
      claim: { status: 'pending', student_society: { id: society.id } },
    });
    const [askMail] = await mailsTo(current.user.email ?? '');
    expect(askMail?.subject).toBe('Alex Taylor asks to manage Jazz Society on Gradway');
    expect(askMail?.text).toContain('/society-profile#requests');

    // A second choice waits for the answer.
    const again = await call(claimant, 'POST', '/api/v1/student_society/claims', {
      claim: { student_society_id: society.id },
    });
    expect(again.statusCode).toBe(409);

    const profile = await call(current.user, 'GET', '/api/v1/student_society/profile');
    const [pending] = profile.json().data.attributes.pending_claims;
    expect(pending).toMatchObject({ status: 'pending', email: claimant.email });

    const approved = await call(
      current.user,
      'PATCH',
      `/api/v1/student_society/claims/${pending.id}`,
      { decision: 'approve' },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.attributes.pending_claims).toEqual([]);
    const [outcome] = await mailsTo(claimant.email ?? '');
    expect(outcome?.subject).toBe('You now manage Jazz Society on Gradway');
    const mine = await call(claimant, 'GET', '/api/v1/student_society/profile');
    expect(mine.json().data.attributes.id).toBe(society.id);

    const twice = await call(
      current.user,
      'PATCH',
      `/api/v1/student_society/claims/${pending.id}`,
      { decision: 'decline' },
    );
    expect(twice.statusCode).toBe(409);
  });

  it('a declined claimant may choose again; another society’s manager cannot see the claim', async () => {
    const society = await createSociety(t.db, { name: 'Film Society' });
    const current = await createManager(t.db, { studentSocietyId: society.id });
    const outsider = await createManager(t.db);
    const claimant = await newManager();
    await call(claimant, 'POST', '/api/v1/student_society/claims', {
      claim: { student_society_id: society.id },
    });
    const [claim] = await t.db
      .select()
      .from(societyClaims)
      .where(and(eq(societyClaims.userId, claimant.id)));
    if (!claim) throw new Error('claim missing');

    const foreign = await call(
      outsider.user,
      'PATCH',
      `/api/v1/student_society/claims/${claim.id}`,
      { decision: 'approve' },
    );
    const missing = await call(
      outsider.user,
      'PATCH',
      '/api/v1/student_society/claims/00000000-0000-4000-8000-000000000000',
      { decision: 'approve' },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);

    await call(current.user, 'PATCH', `/api/v1/student_society/claims/${claim.id}`, {
      decision: 'decline',
    });
    const state = await call(claimant, 'GET', '/api/v1/student_society/onboarding');
    expect(state.json().data.attributes).toMatchObject({
      state: 'declined',
      claim: { status: 'declined' },
    });
    const university = await createUniversity(t.db);
    const created = await call(claimant, 'POST', '/api/v1/student_society/onboarding', {
      student_society: { name: 'New Film Circle', university_id: university.id },
    });
    expect(created.statusCode).toBe(201);
  });
});

describe('society profile', () => {
  it('answers 404 before onboarding, and edits the post settings', async () => {
    const manager = await newManager();
    const before = await call(manager, 'GET', '/api/v1/student_society/profile');
    expect(before.statusCode).toBe(404);

    const { user } = await createManager(t.db);
    const updated = await call(user, 'PATCH', '/api/v1/student_society/profile', {
      student_society: {
        who_can_post: 'committee',
        who_can_reply_to_posts: 'everyone',
        show_media_uploads_from_posts: false,
        is_post_approval_required: true,
        description: '',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.attributes).toMatchObject({
      who_can_post: 'committee',
      who_can_reply_to_posts: 'everyone',
      show_media_uploads_from_posts: false,
      is_post_approval_required: true,
      description: null,
    });
    const invalid = await call(user, 'PATCH', '/api/v1/student_society/profile', {
      student_society: { who_can_post: 'everyone' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields[0].path).toBe('student_society.who_can_post');
  });

  it('keeps a description as rich text with only the allowed markup, its length counted as text', async () => {
    const { user } = await createManager(t.db);
    const saved = await call(user, 'PATCH', '/api/v1/student_society/profile', {
      student_society: {
        description:
          '<p onclick="alert(1)">Hackathons &amp; <strong>talks</strong></p><script>alert(1)</script>' +
          '<img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a><a href="https://ucl.ac.uk">ok</a>',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.attributes.description).toBe(
      '<p>Hackathons &amp; <strong>talks</strong></p>' +
        '<a rel="noopener noreferrer nofollow" target="_blank">bad</a>' +
        '<a href="https://ucl.ac.uk" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    // 2000 characters of text fit whatever their markup; 2001 do not.
    const paragraphs = (text: string) => `<p>${text.slice(0, 1000)}</p><p>${text.slice(1000)}</p>`;
    const fits = await call(user, 'PATCH', '/api/v1/student_society/profile', {
      student_society: { description: paragraphs('a'.repeat(1999)) },
    });
    expect(fits.statusCode).toBe(200);
    const tooLong = await call(user, 'PATCH', '/api/v1/student_society/profile', {
      student_society: { description: paragraphs('a'.repeat(2001)) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields[0]).toMatchObject({
      path: 'student_society.description',
      message: 'Use at most 2000 characters',
    });
  });

  it('is for managers only', async () => {
    const guest = await call(null, 'GET', '/api/v1/student_society/profile');
    expect(guest.statusCode).toBe(401);
    const recruiter = await createUser(t.db, { userableType: 'Recruiter' });
    const refused = await call(recruiter, 'GET', '/api/v1/student_society/profile');
    expect(refused.statusCode).toBe(403);
    const candidate = await createUser(t.db, { userableType: 'Candidate' });
    const create = await call(candidate, 'POST', '/api/v1/student_society/onboarding', {
      student_society: { name: 'X Society', university_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('is provider-verified while a confirmed manager has an address at the university’s domain', async () => {
    const university = await createUniversity(t.db, { website: 'https://www.ucl.ac.uk/' });
    const society = await createSociety(t.db, { universityId: university.id });
    const { user } = await createManager(t.db, {
      studentSocietyId: society.id,
      user: { email: `lead-${Date.now()}@cs.ucl.ac.uk` },
    });
    const profile = await call(user, 'GET', '/api/v1/student_society/profile');
    expect(profile.json().data.attributes.is_provider_verified).toBe(true);

    const unconfirmed = await createUniversity(t.db, { website: 'https://www.lse.ac.uk' });
    const other = await createSociety(t.db, { universityId: unconfirmed.id });
    const pending = await createManager(t.db, {
      studentSocietyId: other.id,
      user: { email: `lead-${Date.now()}@lse.ac.uk`, emailVerifiedAt: null },
    });
    const answer = await call(pending.user, 'GET', '/api/v1/student_society/profile');
    expect(answer.json().data.attributes.is_provider_verified).toBe(false);
    const [row] = await t.db
      .select({ flag: studentSocieties.providerVerified })
      .from(studentSocieties)
      .where(eq(studentSocieties.id, society.id));
    expect(row?.flag).toBe(true);
  });
});

describe('public society lists and unapproved managers', () => {
  it('hides a society until one of its managers is approved; pre-listed ones stay listed', async () => {
    const university = await createUniversity(t.db);
    const prelisted = await createSociety(t.db, { universityId: university.id });
    const awaiting = await createSociety(t.db, { universityId: university.id });
    await createManager(t.db, { studentSocietyId: awaiting.id, user: { isApproved: false } });
    const approved = await createSociety(t.db, { universityId: university.id });
    await createManager(t.db, { studentSocietyId: approved.id, user: { isApproved: false } });
    await createManager(t.db, { studentSocietyId: approved.id, user: { isApproved: true } });

    const list = await call(
      null,
      'GET',
      `/api/v1/student_societies?university_ids=${university.id}`,
    );
    const ids = list.json().data.map((item: { id: string }) => item.id);
    expect(ids.sort()).toEqual([prelisted.id, approved.id].sort());
    expect(list.json().meta.total_count).toBe(2);
  });
});
