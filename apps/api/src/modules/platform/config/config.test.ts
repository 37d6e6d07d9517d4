import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCompany, createTouchpoint } from '../../../../test/factories';

const t = useTestApp();

const counts = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json().data.attributes;

describe('GET /api/v1/config', () => {
  it('counts published jobs, published opportunities and companies', async () => {
    const before = await counts();
    const company = await createCompany(t.db);
    await createTouchpoint(t.db, { creatableForId: company.id, touchpointableType: 'Job' });
    await createTouchpoint(t.db, { creatableForId: company.id, touchpointableType: 'Internship' });
    await createTouchpoint(t.db, { creatableForId: company.id, touchpointableType: 'Event' });
    await createTouchpoint(t.db, { creatableForId: company.id, state: 'draft' });
    const after = await counts();
    expect(after).toEqual({
      jobs_count: before.jobs_count + 1,
      opportunity_count: before.opportunity_count + 3,
      company_count: before.company_count + 1,
    });
  });
});
