import { describe, expect, it } from 'vitest';
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

const t = useTestApp();

describe('GET /api/v1/user', () => {
  it('answers the signed-in candidate with the profile the extension autofills from', async () => {
    const { user, candidate } = await createCandidate(t.db, {
      user: { firstName: 'Priya', lastName: 'Shah', email: 'priya@example.com' },
      candidate: {
        bio: 'Final-year economics student',
        dateOfBirth: '2002-04-09',
        linkedinUrl: 'https://www.linkedin.com/in/priya',
        flowState: 'education',
      },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: await signIn(t.db, user),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: user.id, type: 'user' });
    expect(data.attributes).toMatchObject({
      id: user.id,
      first_name: 'Priya',
      last_name: 'Shah',
      name: 'Priya Shah',
      email: 'priya@example.com',
      userable_type: 'Candidate',
      userable_id: candidate.id,
      is_approved: true,
      type: null,
      bio: 'Final-year economics student',
      date_of_birth: '2002-04-09',
      linkedin_url: 'https://www.linkedin.com/in/priya',
      flow_state: 'education',
      onboarding_completed: true,
      education_histories: [],
      degree: null,
    });
    expect(data.attributes).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toMatch(/password|token_hash/);
  });

  it('answers a manager with their society and a recruiter with their company', async () => {
    const manager = await createManager(t.db);
    const managerAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: await signIn(t.db, manager.user),
    });
    expect(managerAnswer.statusCode).toBe(200);
    expect(managerAnswer.json().data.attributes.student_society.data.attributes.id).toBe(
      manager.studentSocietyId,
    );

    const recruiter = await createRecruiter(t.db, { user: { isApproved: false } });
    const recruiterAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: await signIn(t.db, recruiter.user),
    });
    expect(recruiterAnswer.statusCode).toBe(200);
    expect(recruiterAnswer.json().data.attributes).toMatchObject({
      userable_type: 'Recruiter',
      is_approved: false,
    });
    expect(recruiterAnswer.json().data.attributes.company.data.attributes.id).toBe(
      recruiter.companyId,
    );
  });

  it('gives the organisation’s time zone (its city’s; a society’s university’s city’s), the default of its event dates', async () => {
    const city = await createCity(t.db, { timeZone: 'America/New_York' });
    const company = await createCompany(t.db, { cityId: city.id });
    const recruiter = await createRecruiter(t.db, { companyId: company.id });
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: await signIn(t.db, recruiter.user),
    });
    expect(answer.json().data.attributes.company.data.attributes.time_zone).toBe(
      'America/New_York',
    );

    const university = await createUniversity(t.db, {
      cityId: (await createCity(t.db, { timeZone: 'Europe/Dublin' })).id,
    });
    const society = await createSociety(t.db, { universityId: university.id });
    const manager = await createManager(t.db, { studentSocietyId: society.id });
    const managerAnswer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: await signIn(t.db, manager.user),
    });
    expect(managerAnswer.json().data.attributes.student_society.data.attributes.time_zone).toBe(
      'Europe/Dublin',
    );

    const nowhere = await createRecruiter(t.db);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: await signIn(t.db, nowhere.user),
    });
    expect(unknown.json().data.attributes.company.data.attributes.time_zone).toBeNull();
  });
});
