import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createSociety, createTouchpoint, createUniversity } from '../../../../test/factories';

const t = useTestApp();

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('GET /api/v1/student_societies', () => {
  it('lists a university’s verified societies, as third-party clients ask', async () => {
    const university = await createUniversity(t.db);
    const verified = await createSociety(t.db, {
      name: 'Robotics Society',
      universityId: university.id,
      isVerified: true,
    });
    await createSociety(t.db, { universityId: university.id, isVerified: false });
    const document = await get(
      `/api/v1/student_societies?page=1&per_page=100&university_ids=${university.id}&verified=true`,
    );
    expect(document.data.map((society: { id: string }) => society.id)).toEqual([verified.id]);
    expect(document.data[0].attributes).toMatchObject({
      id: verified.id,
      name: 'Robotics Society',
      university: { id: university.id, name: university.name, slug: university.slug },
      members_count: 0,
    });
    expect(document.meta).toMatchObject({ page: 1, per_page: 100, total_count: 1 });
  });

  it('answers only the basics with basic_details=true', async () => {
    const society = await createSociety(t.db, { description: '<p>About us</p>' });
    const basic = await get(`/api/v1/student_societies?ids[]=${society.id}&basic_details=true`);
    expect(basic.data[0].attributes).not.toHaveProperty('description');
    const full = await get(`/api/v1/student_societies?ids[]=${society.id}`);
    expect(full.data[0].attributes.description).toBe('<p>About us</p>');
  });

  it('searches by name and counts upcoming events', async () => {
    const society = await createSociety(t.db, { name: 'Quantitative Finance Circle' });
    await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: society.id,
      startDate: new Date(Date.now() + 86_400_000),
    });
    const document = await get('/api/v1/student_societies?name=quantitative%20finance');
    expect(document.data[0].id).toBe(society.id);
    expect(document.data[0].attributes.upcoming_events_count).toBe(1);
  });
});
