import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createCompany,
  createSociety,
  createTouchpoint,
  findCountry,
  placeTouchpoint,
} from '../../../../test/factories';
import { cohostApplications, eventCategories, eventRegistrations, tags } from '../../../db/schema';

const t = useTestApp();

const getPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${id}` });

const firstTag = async (type: 'EducationRequirement' | 'Industry') => {
  const [tag] = await t.db.select().from(tags).where(eq(tags.type, type)).limit(1);
  if (!tag) throw new Error(`No ${type} tag in the reference data`);
  return tag;
};

describe('GET /api/v1/touchpoints/:id', () => {
  it('answers a published job with everything its page shows', async () => {
    const company = await createCompany(t.db, { isVerified: true, iconUrl: '/uploads/logo.png' });
    const city = await createCity(t.db, { name: 'Harbourton' });
    const education = await firstTag('EducationRequirement');
    const industry = await firstTag('Industry');
    const job = await createTouchpoint(t.db, {
      creatableForId: company.id,
      title: 'Graduate data analyst',
      description: '<p>Analyse <strong>things</strong></p>',
      metaDescription: 'Analyse things in Harbourton',
      kind: 'graduate_scheme',
      experienceLevel: 'entry_level',
      educationRequirementId: education.id,
      industryId: industry.id,
      workingModel: 'hybrid',
      minimumSalary: 30000,
      maximumSalary: 36000,
      payCurrency: 'GBP',
      applicationDeadline: new Date('2099-05-01T16:00:00Z'),
      applicationDeadlineTimeZone: 'Europe/London',
      applyUrl: 'https://careers.example.com/analyst',
      coverUrl: '/uploads/cover.png',
    });
    await placeTouchpoint(t.db, job.id, { cityIds: [city.id] });

    const response = await getPage(job.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: job.id, type: 'touchpoint' });
    expect(data.attributes).toMatchObject({
      id: job.id,
      title: 'Graduate data analyst',
      state: 'published',
      status: null,
      isExpired: false,
      touchpointable_type: 'Job',
      url: `/jobs/${job.id}`,
      description: '<p>Analyse <strong>things</strong></p>',
      meta_description: 'Analyse things in Harbourton',
      kind: 'graduate_scheme',
      kind_name: 'Graduate scheme',
      experience_level: 'entry_level',
      education_requirement: { id: education.id, name: education.name },
      industry: { id: industry.id, name: industry.name },
      working_model: 'hybrid',
      minimum_salary: 30000,
      maximum_salary: 36000,
      pay_currency: 'GBP',
      application_deadline: '2099-05-01T16:00:00.000Z',
      application_deadline_time_zone: 'Europe/London',
      apply_kind: 'external',
      apply_url: 'https://careers.example.com/analyst',
      cover_url: '/uploads/cover.png',
      cities: [{ id: city.id, name: 'Harbourton', country_code: 'GB' }],
      creatable_for: {
        id: company.id,
        type: 'Company',
        slug: company.slug,
        name: company.name,
        is_verified: true,
        icon_url: '/uploads/logo.png',
      },
      event_mode: null,
      capacity: null,
      spots_left: null,
    });
    expect(data.attributes.published_at).toEqual(expect.any(String));
    expect(data.attributes.updated_at).toEqual(expect.any(String));
  });

  it('answers an event with its place, places left and accepted co-hosts, never its link', async () => {
    const host = await createSociety(t.db);
    const cohost = await createCompany(t.db);
    const invited = await createCompany(t.db);
    const country = await findCountry(t.db);
    const city = await createCity(t.db, { name: 'Kingsferry', countryId: country.id });
    const [category] = await t.db.select().from(eventCategories).limit(1);
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: host.id,
      startDate: new Date('2099-03-04T18:00:00Z'),
      endDate: new Date('2099-03-04T20:00:00Z'),
      timeZone: 'Europe/London',
      eventMode: 'virtual',
      virtualLink: 'https://meet.example.com/secret-room',
      eventCategoryId: category?.id,
      eventType: 'Career Fairs',
      placeName: 'Great Hall',
      placeAddress: '1 College Road',
      placeCityId: city.id,
      capacity: 3,
      waitlistEnabled: true,
      showGuestList: true,
    });
    await t.db.insert(cohostApplications).values([
      { touchpointId: event.id, cohostType: 'Company', cohostId: cohost.id, status: 'accepted' },
      { touchpointId: event.id, cohostType: 'Company', cohostId: invited.id, status: 'pending' },
    ]);
    // Pictures of those who agreed to be on the guest list only (the second did not).
    for (let i = 0; i < 2; i += 1) {
      const { candidate } = await createCandidate(t.db, {
        candidate: { avatarUrl: `/uploads/registrant-${i}.png` },
      });
      await t.db
        .insert(eventRegistrations)
        .values({ touchpointId: event.id, candidateId: candidate.id, showInGuestList: i < 1 });
    }

    const response = await getPage(event.id);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret-room');
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({
      url: `/events/${event.id}`,
      event_mode: 'virtual',
      has_virtual_link: true,
      event_type: 'Career Fairs',
      event_category: { id: category?.id, name: category?.name },
      capacity: 3,
      registrations_count: 2,
      spots_left: 1,
      waitlist_enabled: true,
      place: {
        data: {
          attributes: { name: 'Great Hall', address: '1 College Road', country_code: 'GB' },
        },
      },
    });
    expect(attributes).not.toHaveProperty('virtual_link');
    const states = attributes.cohost_applications.map(
      (application: { state: string; cohost: { id: string } }) => [
        application.cohost.id,
        application.state,
      ],
    );
    expect(states).toEqual([[cohost.id, 'accepted']]);

    // The page's single read embeds what the list's batch reads embed.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints?creatable_for_ids=${host.id}&with_details=true`,
    });
    const listed = list.json().data[0].attributes;
    for (const key of [
      'cities',
      'area_of_responsibilities',
      'registrations_count',
      'applications',
      'avatar_urls',
      'creatable_for',
      'icon_url',
      'place',
      'status',
    ]) {
      expect(
        key === 'place' ? attributes.place.data.attributes.name : attributes[key],
        key,
      ).toEqual(key === 'place' ? listed.place.data.attributes.name : listed[key]);
    }
    expect(attributes.avatar_urls).toEqual(['/uploads/registrant-0.png']);
  });

  it('keeps closed, expired and ended pages, saying so', async () => {
    const expired = await createTouchpoint(t.db, {
      state: 'expired',
      applicationDeadline: new Date('2020-01-01T12:00:00Z'),
    });
    const passed = await createTouchpoint(t.db, {
      applicationDeadline: new Date('2020-01-01T12:00:00Z'),
    });
    const ended = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      state: 'ended',
      startDate: new Date('2020-01-01T18:00:00Z'),
    });
    const closed = await createTouchpoint(t.db, { state: 'closed' });
    const attributesOf = async (id: string) => {
      const response = await getPage(id);
      expect(response.statusCode).toBe(200);
      return response.json().data.attributes;
    };
    expect(await attributesOf(expired.id)).toMatchObject({ state: 'expired', isExpired: true });
    expect(await attributesOf(passed.id)).toMatchObject({ status: 'closed', isExpired: true });
    expect(await attributesOf(ended.id)).toMatchObject({ state: 'ended', status: 'ended' });
    expect(await attributesOf(closed.id)).toMatchObject({ state: 'closed', status: 'closed' });
  });

  it('answers a draft, one in review or a rejected one exactly like a missing id', async () => {
    const missing = await getPage('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    for (const state of [
      'draft',
      'ready_for_approval',
      'rejected',
      'approved',
      'pending',
    ] as const) {
      const hidden = await createTouchpoint(t.db, { state });
      const response = await getPage(hidden.id);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    expect((await getPage('not-a-uuid')).statusCode).toBe(400);
  });
});
