import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createManager,
  createUniversity,
  signIn,
} from '../../../../test/factories';
import {
  candidateDetails,
  candidates,
  cities,
  degrees,
  educationHistories,
  subjects,
  tags,
} from '../../../db/schema';

const t = useTestApp();

const put = async (headers: Record<string, string>, candidate: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/candidate', headers, payload: { candidate } });

const reference = async () => {
  const [degree] = await t.db.select().from(degrees).limit(1);
  const [subject] = await t.db.select().from(subjects).limit(1);
  const [industry] = await t.db.select().from(tags).where(eq(tags.type, 'Industry')).limit(1);
  const [area] = await t.db
    .select()
    .from(tags)
    .where(eq(tags.type, 'AreaOfResponsibility'))
    .limit(1);
  const [city] = await t.db.select().from(cities).where(eq(cities.hidden, false)).limit(1);
  if (!degree || !subject || !industry || !area || !city) throw new Error('Reference data missing');
  return { degree, subject, industry, area, city };
};

const thisYear = new Date().getFullYear();

describe('PUT /api/v1/candidate', () => {
  it('saves onboarding progress as flow_state and answers the user document', async () => {
    const { user } = await createCandidate(t.db, { candidate: { onboardingCompleted: false } });
    const headers = await signIn(t.db, user);
    const response = await put(headers, { flow_state: 'looking_for' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      flow_state: 'looking_for',
      onboarding_completed: false,
    });
  });

  it('saves education, names and preferences, and the user document shows them', async () => {
    const { user } = await createCandidate(t.db, { candidate: { onboardingCompleted: false } });
    const headers = await signIn(t.db, user);
    const university = await createUniversity(t.db, { name: 'University of Testing' });
    const { degree, subject, industry, area, city } = await reference();
    const response = await put(headers, {
      first_name: 'Priya',
      last_name: 'Shah',
      flow_state: 'looking_for',
      education: {
        education_type: 'undergraduate',
        university_id: university.id,
        degree_id: degree.id,
        subject_id: subject.id,
        study_year: 2,
        graduation_year: thisYear + 2,
      },
      preferences: {
        opportunity_types: ['internship', 'job', 'internship'],
        industry_ids: [industry.id],
        area_of_responsibility_ids: [area.id],
        city_ids: [city.id],
        work_modes: ['remote', 'hybrid'],
        minimum_salary: 30_000,
        experience_level: 'entry_level',
      },
      preference_answers: { genders: ['prefer_not_to_say'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const attributes = response.json().data.attributes;
    expect(attributes).toMatchObject({
      first_name: 'Priya',
      last_name: 'Shah',
      name: 'Priya Shah',
      remote_opportunity: true,
      degree: { data: { attributes: { name: degree.name } } },
      subject: { data: { attributes: { name: subject.name } } },
    });
    expect(attributes.education_histories).toEqual([
      expect.objectContaining({
        education_type: 'undergraduate',
        university: { id: university.id, name: 'University of Testing', slug: university.slug },
        study_year: 2,
        graduation_year: thisYear + 2,
      }),
    ]);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate/profile',
      headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.attributes).toMatchObject({
      education: {
        education_type: 'undergraduate',
        degree: { id: degree.id, name: degree.name },
        subject: { id: subject.id, name: subject.name },
      },
      preferences: {
        opportunity_types: ['internship', 'job'],
        industries: [{ id: industry.id, name: industry.name }],
        areas_of_responsibility: [{ id: area.id, name: area.name }],
        cities: [{ id: city.id, name: city.name }],
        work_modes: ['remote', 'hybrid'],
        minimum_salary: 30_000,
        experience_level: 'entry_level',
      },
      preference_answers: { genders: ['prefer_not_to_say'] },
      email_digest_frequency: 'weekly',
      resume: null,
    });

    // Saving the education again replaces it rather than adding another.
    const again = await put(headers, {
      education: {
        education_type: 'postgraduate',
        university_id: university.id,
        degree_id: null,
        subject_id: null,
        study_year: null,
        graduation_year: thisYear,
      },
    });
    expect(again.json().data.attributes.education_histories).toHaveLength(1);
    expect(again.json().data.attributes.degree).toBeNull();
  });

  it('refuses unknown reference ids and out-of-range years, writing nothing', async () => {
    const { user, candidate } = await createCandidate(t.db, {
      candidate: { onboardingCompleted: false },
    });
    const headers = await signIn(t.db, user);
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await put(headers, {
      first_name: 'Changed',
      flow_state: 'cv',
      education: {
        education_type: 'undergraduate',
        university_id: missing,
        degree_id: null,
        subject_id: null,
        study_year: 1,
        graduation_year: thisYear + 11,
      },
      preferences: { city_ids: [missing] },
      preference_answers: { genders: ['not-an-option'] },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'candidate.education.university_id',
        'candidate.education.graduation_year',
        'candidate.preferences.city_ids',
        'candidate.preference_answers.genders',
      ]),
    );
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidate.id));
    expect(row?.flowState).toBeNull();
    expect(
      await t.db
        .select()
        .from(educationHistories)
        .where(eq(educationHistories.candidateId, candidate.id)),
    ).toEqual([]);
  });

  it('checks study years 1 to 5 and graduation years this year ± 10', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const university = await createUniversity(t.db);
    const education = (overrides: Record<string, unknown>) => ({
      education: {
        education_type: 'undergraduate',
        university_id: university.id,
        degree_id: null,
        subject_id: null,
        study_year: 1,
        graduation_year: thisYear,
        ...overrides,
      },
    });
    expect((await put(headers, education({ study_year: 6 }))).statusCode).toBe(400);
    expect((await put(headers, education({ study_year: 0 }))).statusCode).toBe(400);
    expect(
      (await put(headers, education({ study_year: 5, graduation_year: thisYear + 10 }))).statusCode,
    ).toBe(200);
    expect((await put(headers, education({ graduation_year: thisYear - 10 }))).statusCode).toBe(
      200,
    );
    const tooEarly = await put(headers, education({ graduation_year: thisYear - 11 }));
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error).toContain(
      'Choose a graduation year within 10 years of this year.',
    );
  });

  it('finishes onboarding only with an education', async () => {
    const { user } = await createCandidate(t.db, { candidate: { onboardingCompleted: false } });
    const headers = await signIn(t.db, user);
    const early = await put(headers, { onboarding_completed: true });
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe('Add your education before finishing onboarding.');
    const university = await createUniversity(t.db);
    const done = await put(headers, {
      onboarding_completed: true,
      flow_state: 'completed',
      education: {
        education_type: 'graduate',
        university_id: university.id,
        degree_id: null,
        subject_id: null,
        study_year: null,
        graduation_year: thisYear - 1,
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.attributes.onboarding_completed).toBe(true);
    // An onboarded candidate now reaches candidate-only endpoints.
    const dashboardAccess = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers });
    expect(dashboardAccess.json().data.attributes.onboarding_completed).toBe(true);
  });

  it('is for candidates only', async () => {
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate',
      payload: { candidate: { flow_state: 'cv' } },
    });
    expect(guest.statusCode).toBe(401);
    const { user } = await createManager(t.db);
    expect((await put(await signIn(t.db, user), { flow_state: 'cv' })).statusCode).toBe(403);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate/profile',
      headers: await signIn(t.db, user),
    });
    expect(profile.statusCode).toBe(403);
  });
});

describe('provider-verified candidates (decision 007)', () => {
  it('verifies a confirmed academic email, not a personal one', async () => {
    const academic = await createCandidate(t.db, {
      user: { email: `ana-${thisYear}@student.leeds.ac.uk` },
    });
    const personal = await createCandidate(t.db, {
      user: { email: `ana-${Date.now()}@gmail.com` },
    });
    const unconfirmed = await createCandidate(t.db, {
      user: { email: `bo-${Date.now()}@ox.ac.uk`, emailVerifiedAt: null },
    });
    const flag = async (user: { id: string; email: string | null }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/user',
          headers: await signIn(t.db, user),
        })
      ).json().data.attributes.is_provider_verified;
    expect(await flag(academic.user)).toBe(true);
    expect(await flag(personal.user)).toBe(false);
    expect(await flag(unconfirmed.user)).toBe(false);
  });

  it('verifies an email on the domain of the candidate’s university', async () => {
    const { user } = await createCandidate(t.db, { user: { email: `c-${Date.now()}@ethz.ch` } });
    const headers = await signIn(t.db, user);
    const university = await createUniversity(t.db, { website: 'https://www.ethz.ch/' });
    const saved = await put(headers, {
      education: {
        education_type: 'postgraduate',
        university_id: university.id,
        degree_id: null,
        subject_id: null,
        study_year: 1,
        graduation_year: thisYear + 1,
      },
    });
    expect(saved.json().data.attributes.is_provider_verified).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate/profile',
      headers,
    });
    expect(profile.json().data.attributes.is_provider_verified).toBe(true);
  });
});

describe('PUT /api/v1/candidate/settings', () => {
  it('sets the email digest to daily, weekly or never', async () => {
    const { user, candidate } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    for (const frequency of ['daily', 'never', 'weekly']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/candidate/settings',
        headers,
        payload: { settings: { email_digest_frequency: frequency } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.email_digest_frequency).toBe(frequency);
    }
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/candidate/settings',
      headers,
      payload: { settings: { email_digest_frequency: 'hourly' } },
    });
    expect(wrong.statusCode).toBe(400);
    const [details] = await t.db
      .select()
      .from(candidateDetails)
      .where(eq(candidateDetails.candidateId, candidate.id));
    expect(details?.emailDigestFrequency).toBe('weekly');
  });
});

describe('a temporary candidate (no email yet)', () => {
  it('fills in AI onboarding’s profile and keeps it', async () => {
    const started = await t.app.inject({ method: 'POST', url: '/api/v1/candidate/temporary' });
    expect(started.statusCode).toBe(200);
    const { authentication_token: token, email } = started.json().data.attributes;
    expect(email).toBe('');
    const headers = { 'x-user-email': '', 'x-user-token': token };
    const university = await createUniversity(t.db, { name: 'University of Temporaria' });
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/ai_onboarding',
      headers,
      payload: {
        ai_onboarding: { description: 'I study at the University of Temporaria, remote please' },
      },
    });
    expect(parsed.statusCode, parsed.body).toBe(200);
    expect(parsed.json().data.attributes.university.id).toBe(university.id);
    const saved = await put(headers, {
      first_name: 'Tem',
      last_name: 'Porary',
      flow_state: 'ai_email',
      education: {
        education_type: 'undergraduate',
        university_id: university.id,
        degree_id: null,
        subject_id: null,
        study_year: 1,
        graduation_year: thisYear + 3,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({ email: '', flow_state: 'ai_email' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidate/profile',
      headers,
    });
    expect(profile.json().data.attributes).toMatchObject({
      email: '',
      self_description: 'I study at the University of Temporaria, remote please',
      education: { university: { id: university.id } },
    });
  });
});
