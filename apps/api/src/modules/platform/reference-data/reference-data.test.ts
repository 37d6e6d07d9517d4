import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';

const t = useTestApp();

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('reference-data GETs', () => {
  it('lists tags of each type, and names the default language', async () => {
    for (const type of [
      'Topic',
      'Offering',
      'Ethnicity',
      'Language',
      'Industry',
      'AreaOfResponsibility',
      'EducationRequirement',
    ]) {
      const document = await get(`/api/v1/tags?type=${type}`);
      expect(document.data.length, type).toBeGreaterThan(0);
      expect(document.meta.total_count).toBe(document.data.length);
      for (const tag of document.data) expect(tag.attributes.type).toBe(type);
    }
    const languages = await get('/api/v1/tags?type=Language');
    const english = languages.data.find(
      (tag: { id: string }) => tag.id === languages.meta.default_language_id,
    );
    expect(english?.attributes.name).toBe('English');
    expect((await get('/api/v1/tags?type=Topic')).meta).not.toHaveProperty('default_language_id');
  });

  it('refuses an unknown tag type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/tags?type=Colour' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('type');
  });

  it('adds part_time to the opportunity types only when asked', async () => {
    const ids = (document: { data: { id: string }[] }) => document.data.map((item) => item.id);
    expect(ids(await get('/api/v1/opportunity_types'))).toEqual(['job', 'internship', 'event']);
    const withPartTime = await get('/api/v1/opportunity_types?with_part_time=true');
    expect(ids(withPartTime)).toEqual(
      expect.arrayContaining(['job', 'part_time', 'internship', 'event']),
    );
    const internship = withPartTime.data.find((item: { id: string }) => item.id === 'internship');
    expect(internship.attributes.touchpointable_kinds.length).toBeGreaterThan(0);
    const job = withPartTime.data.find((item: { id: string }) => item.id === 'job');
    expect(Object.keys(job.attributes.touchpointable_kind_mapping).length).toBeGreaterThan(0);
    const event = withPartTime.data.find((item: { id: string }) => item.id === 'event');
    expect(event.attributes.event_categories.length).toBeGreaterThan(0);
  });

  it('lists event categories with one default and their industries', async () => {
    const document = await get('/api/v1/event_categories');
    const defaults = document.data.filter(
      (category: { attributes: { default: boolean } }) => category.attributes.default,
    );
    expect(defaults).toHaveLength(1);
    for (const category of document.data) {
      expect(Array.isArray(category.attributes.industry_ids)).toBe(true);
    }
  });

  it('lists degrees, subjects, company sizes, employee counts and currencies', async () => {
    for (const url of [
      '/api/v1/degrees',
      '/api/v1/subjects',
      '/api/v1/company_sizes',
      '/api/v1/companies/employees_counts',
      '/api/v1/currencies',
    ]) {
      const document = await get(url);
      expect(document.data.length, url).toBeGreaterThan(0);
    }
    const currencies = await get('/api/v1/currencies');
    const codes = currencies.data.map(
      (item: { attributes: { code: string } }) => item.attributes.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['GBP', 'USD', 'EUR']));
  });

  it('answers candidate preference options under the spec’s exact keys', async () => {
    const document = await get('/api/v1/candidate_preference_options');
    expect(Object.keys(document.data.attributes).sort()).toEqual([
      'congnitive_disabilities',
      'genders',
      'physical_disabilities',
      'socio_economic_statuses',
    ]);
    for (const options of Object.values(document.data.attributes) as unknown[][]) {
      expect(options.length).toBeGreaterThan(0);
    }
  });
});
