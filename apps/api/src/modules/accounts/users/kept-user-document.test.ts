import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createCompany,
  createManager,
  createRecruiter,
  createSociety,
  createUniversity,
  signIn,
} from '../../../../test/factories';
import {
  candidates,
  cities,
  companies,
  degrees,
  educationHistories,
  studentSocieties,
  universities,
  users,
} from '../../../db/schema';
import { sessionCacheOf } from '../auth/session-cache';

const t = useTestApp();

/**
 * Decision 043: each instance keeps the signed-in user's document beside their session, and the
 * database signals every change to what it says. The changes below are written straight to the
 * database, as another instance or an admin's SQL would: this instance learns of them only from
 * the signal, which on PostgreSQL arrives on another connection moments after the commit.
 */
const SIGNAL_WAIT = { timeout: 2_000, interval: 20 };

type Attributes = Record<string, unknown>;

const documentOf = async (headers: Record<string, string>): Promise<Attributes> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { attributes: Attributes } }>().data.attributes;
};

/**
 * Reads the document until it is kept, then again (from the cache) and checks it is the same.
 * The setup's own writes (the user, the session) are signalled moments after their commit: a
 * read that a signal overlaps is answered but not kept, as it should be.
 */
const keptDocument = async (userId: string, headers: Record<string, string>) => {
  const first = await vi.waitFor(async () => {
    const document = await documentOf(headers);
    expect(sessionCacheOf(t.db).getDocument(userId, Date.now())).not.toBeNull();
    return document;
  }, SIGNAL_WAIT);
  expect(await documentOf(headers)).toEqual(first);
  return first;
};

const eventually = (headers: Record<string, string>, check: (document: Attributes) => void) =>
  vi.waitFor(async () => check(await documentOf(headers)), SIGNAL_WAIT);

describe('the kept user document (GET /api/v1/user)', () => {
  it('answers from the cache byte for byte what a fresh read answers', async () => {
    const { user } = await createCandidate(t.db, { candidate: { bio: 'Maths, Leeds' } });
    const headers = await signIn(t.db, user);
    const fresh = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.body).toBe(fresh.body);
  });

  it('reads a user’s own change through the app on their very next request', async () => {
    const { user } = await createCandidate(t.db, { candidate: { bio: 'Before' } });
    const headers = await signIn(t.db, user);
    expect((await keptDocument(user.id, headers)).bio).toBe('Before');
    for (const bio of ['First edit', 'Second edit', 'Third edit']) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/candidate',
        headers,
        payload: { candidate: { bio } },
      });
      expect(saved.statusCode).toBe(200);
      // No waiting for the database's signal: this instance forgot the document itself.
      expect((await documentOf(headers)).bio).toBe(bio);
    }
  });

  it('shows a candidate’s profile changed by anyone, and their new education', async () => {
    const { user, candidate } = await createCandidate(t.db, { candidate: { bio: 'Before' } });
    const headers = await signIn(t.db, user);
    expect((await keptDocument(user.id, headers)).bio).toBe('Before');

    await t.db.update(candidates).set({ bio: 'After' }).where(eq(candidates.id, candidate.id));
    await eventually(headers, (document) => expect(document.bio).toBe('After'));

    const university = await createUniversity(t.db);
    await t.db
      .insert(educationHistories)
      .values({ candidateId: candidate.id, universityId: university.id, graduationYear: 2027 });
    await eventually(headers, (document) =>
      expect(document.education_histories).toMatchObject([
        { university: { name: university.name }, graduation_year: 2027 },
      ]),
    );

    await t.db
      .update(universities)
      .set({ name: `The ${university.name}` })
      .where(eq(universities.id, university.id));
    await eventually(headers, (document) =>
      expect(document.education_histories).toMatchObject([
        { university: { name: `The ${university.name}` } },
      ]),
    );
  });

  it('shows a renamed degree and a confirmed email', async () => {
    const [degree] = await t.db
      .insert(degrees)
      .values({ name: `BSc ${crypto.randomUUID()}` })
      .returning();
    if (!degree) throw new Error('no degree');
    const { user } = await createCandidate(t.db, {
      user: { emailVerifiedAt: null },
      candidate: { degreeId: degree.id },
    });
    const headers = await signIn(t.db, user);
    expect((await keptDocument(user.id, headers)).email_verified).toBe(false);

    const renamed = `${degree.name} (Hons)`;
    await t.db.update(degrees).set({ name: renamed }).where(eq(degrees.id, degree.id));
    await eventually(headers, (document) =>
      expect(document.degree).toEqual({ data: { attributes: { name: renamed } } }),
    );
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await eventually(headers, (document) => expect(document.email_verified).toBe(true));
  });

  it('shows what changes of a recruiter’s company, and its city’s time zone', async () => {
    const city = await createCity(t.db, { timeZone: 'Europe/London' });
    const company = await createCompany(t.db, { name: 'Northwind', cityId: city.id });
    const { user } = await createRecruiter(t.db, { companyId: company.id });
    const headers = await signIn(t.db, user);
    expect(await keptDocument(user.id, headers)).toMatchObject({
      company: { data: { attributes: { name: 'Northwind', time_zone: 'Europe/London' } } },
    });

    await t.db
      .update(companies)
      .set({ name: 'Northwind Analytics', isVerified: true })
      .where(eq(companies.id, company.id));
    await eventually(headers, (document) =>
      expect(document.company).toMatchObject({
        data: { attributes: { name: 'Northwind Analytics', is_verified: true } },
      }),
    );
    await t.db.update(cities).set({ timeZone: 'Europe/Dublin' }).where(eq(cities.id, city.id));
    await eventually(headers, (document) =>
      expect(document.company).toMatchObject({
        data: { attributes: { time_zone: 'Europe/Dublin' } },
      }),
    );
  });

  it('shows a manager’s society renamed or given a new icon', async () => {
    const society = await createSociety(t.db, { name: 'Chess Society' });
    const { user } = await createManager(t.db, { studentSocietyId: society.id });
    const headers = await signIn(t.db, user);
    expect(await keptDocument(user.id, headers)).toMatchObject({
      student_society: { data: { attributes: { name: 'Chess Society', icon_url: null } } },
    });

    await t.db
      .update(studentSocieties)
      .set({ name: 'Chess & Go Society', iconUrl: '/uploads/icons/chess.webp' })
      .where(eq(studentSocieties.id, society.id));
    await eventually(headers, (document) =>
      expect(document.student_society).toMatchObject({
        data: {
          attributes: { name: 'Chess & Go Society', icon_url: '/uploads/icons/chess.webp' },
        },
      }),
    );
  });
});
