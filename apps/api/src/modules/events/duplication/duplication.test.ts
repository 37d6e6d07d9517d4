import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createTouchpoint } from '../../../../test/factories';
import {
  COMPANY,
  caller,
  eventInput,
  organisers,
  referenceIds,
  SOCIETY,
} from '../../opportunities/organiser-touchpoints/organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);

describe('POST …/touchpoints/:id/duplicate', () => {
  it('copies a society’s event into a new draft without its dates, co-hosts invited again', async () => {
    const manager = await who.manager();
    const company = await who.recruiter();
    const { cityId } = await referenceIds(t);
    const created = await call(manager.headers, 'POST', SOCIETY, {
      touchpoint: eventInput({
        title: 'Autumn careers fair',
        event_mode: 'in_person',
        virtual_link: null,
        place: { name: 'Great Hall', address: '1 Strand', city_id: cityId, postcode: 'WC2R 2LS' },
        city_ids: [cityId],
        capacity: 120,
        waitlist_enabled: true,
        cohosts: [{ type: 'Company', id: company.companyId }],
      }),
    });
    expect(created.statusCode).toBe(201);
    const original = created.json().data;

    const response = await call(manager.headers, 'POST', `${SOCIETY}/${original.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data;
    expect(copy.id).not.toBe(original.id);
    expect(copy.attributes.state).toBe('draft');
    expect(copy.attributes.slug).not.toBe(original.attributes.slug);
    expect(copy.attributes.input).toMatchObject({
      title: 'Autumn careers fair',
      description: '<p>Meet employers.</p>',
      event_mode: 'in_person',
      place: { name: 'Great Hall', address: '1 Strand', city_id: cityId, postcode: 'WC2R 2LS' },
      city_ids: [cityId],
      capacity: 120,
      waitlist_enabled: true,
      start_date: null,
      end_date: null,
      cohosts: [{ type: 'Company', id: company.companyId }],
    });
    expect(copy.attributes.cohost_applications).toMatchObject([{ state: 'Invitation pending' }]);
    expect(copy.attributes.submit_errors.start_date).toBeTruthy();
    expect(copy.attributes.can_submit).toBe(false);
    // The original is untouched; both are in the society's list.
    const list = (await call(manager.headers, 'GET', SOCIETY)).json();
    expect(list.meta.total_count).toBe(2);
  });

  it('copies a past, published event of a company as a draft of its own', async () => {
    const recruiter = await who.recruiter();
    const past = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForId: recruiter.companyId,
      title: 'Spring networking night',
      startDate: new Date(Date.now() - 30 * 24 * 3600 * 1000),
      featured: true,
    });
    const response = await call(recruiter.headers, 'POST', `${COMPANY}/${past.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json().data.attributes;
    expect(copy).toMatchObject({
      state: 'draft',
      title: 'Spring networking night',
      featured: false,
      views_count: 0,
      registrations_count: 0,
    });
  });

  it('refuses a job, another organisation’s event and a bad id, writing nothing', async () => {
    const recruiter = await who.recruiter();
    const job = await createTouchpoint(t.db, { creatableForId: recruiter.companyId });
    const jobCopy = await call(recruiter.headers, 'POST', `${COMPANY}/${job.id}/duplicate`);
    expect(jobCopy.statusCode).toBe(404);
    expect(jobCopy.json().error).toBe('Only events can be duplicated.');
    const stranger = await who.recruiter();
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForId: recruiter.companyId,
    });
    expect(
      (await call(stranger.headers, 'POST', `${COMPANY}/${event.id}/duplicate`)).statusCode,
    ).toBe(404);
    expect((await call(stranger.headers, 'POST', `${COMPANY}/nope/duplicate`)).statusCode).toBe(
      400,
    );
    const manager = await who.manager();
    expect(
      (await call(manager.headers, 'POST', `${COMPANY}/${event.id}/duplicate`)).statusCode,
    ).toBe(403);
    expect((await call(stranger.headers, 'GET', COMPANY)).json().meta.total_count).toBe(0);
    expect((await call(recruiter.headers, 'GET', COMPANY)).json().meta.total_count).toBe(2);
  });
});
