import { listTouchpointsContract } from '@gradway/domain/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createCompany,
  createSociety,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';
import { cohostApplications, eventRegistrations, touchpoints } from '../../../db/schema';
import { countView } from './touchpoints.repository';
import { publishedTouchpointList, touchpointResourcesByIds } from './touchpoints.service';

const t = useTestApp();

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('GET /api/v1/touchpoints', () => {
  it('answers a page read as one JSON value a row exactly as the same touchpoints read by column', async () => {
    // The list page reads each row as one JSON object (decision 045), a search's page reads
    // columns: the same touchpoints must come out byte for byte the same either way.
    const society = await createSociety(t.db);
    const company = await createCompany(t.db, { name: "O'Neil & \\ Sons ✓" });
    const city = await createCity(t.db, { name: 'Northbridge' });
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: society.id,
      title: 'Careers "fair" – 2031',
      startDate: new Date('2031-03-04T10:00:00.123Z'),
      endDate: new Date('2031-03-04T16:30:00Z'),
      placeName: 'Great Hall',
      placeAddress: '1 College Road\nNorth wing',
      placeCityId: city.id,
      placeLatitude: 51.507_412_345_678_9,
      placeLongitude: -0.127_8,
      showGuestList: true,
      description: '<p>Bring your CV</p>',
    });
    const job = await createTouchpoint(t.db, {
      creatableForId: company.id,
      minimumSalary: 28_000,
      maximumSalary: 32_500,
      payCurrency: 'GBP',
      salaryEstimated: true,
      applicationDeadline: new Date(Date.now() + 86_400_000),
      featured: true,
      viewsCount: 12,
      applyUrl: 'https://jobs.example.com/apply?id=1&ref=gradway',
    });
    await t.db.insert(cohostApplications).values({
      touchpointId: event.id,
      cohostType: 'Company',
      cohostId: company.id,
      status: 'accepted',
    });
    for (const withDetails of [false, true]) {
      const document = await publishedTouchpointList(
        t.db,
        listTouchpointsContract.query.parse({
          creatable_for_ids: [society.id, company.id],
          with_details: String(withDetails),
        }),
      );
      const listed = document.data.map((item) => item.id);
      expect(listed).toEqual(expect.arrayContaining([event.id, job.id]));
      const byColumns = await touchpointResourcesByIds(t.db, listed, { withDetails });
      expect(JSON.stringify(document.data)).toBe(JSON.stringify(byColumns));
    }
  });

  it('lists one society’s published events with their place and meta description', async () => {
    const society = await createSociety(t.db);
    const city = await createCity(t.db, { name: 'Northbridge' });
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: society.id,
      title: 'Spring careers fair',
      startDate: new Date('2031-03-04T10:00:00Z'),
      placeName: 'Great Hall',
      placeAddress: '1 College Road',
      placeCityId: city.id,
      metaDescription: 'Meet 40 employers',
      description: '<p>Bring your CV</p>',
    });
    await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: society.id,
      state: 'draft',
    });
    const document = await get(
      `/api/v1/touchpoints?touchpointable_type=Event&creatable_for_ids=${society.id}&with_details=true&sort_by=created_at&sort_order=desc&page=1&per_page=10`,
    );
    expect(document.data).toHaveLength(1);
    expect(document.data[0].attributes).toMatchObject({
      id: event.id,
      title: 'Spring careers fair',
      start_date: '2031-03-04T10:00:00.000Z',
      meta_description: 'Meet 40 employers',
      description: '<p>Bring your CV</p>',
      url: `/events/${event.id}`,
      place: {
        data: {
          attributes: { name: 'Great Hall', address: '1 College Road', city: 'Northbridge' },
        },
      },
      creatable_for: { id: society.id, type: 'StudentSociety', slug: society.slug },
    });
    expect(document.meta).toEqual({
      page: 1,
      per_page: 10,
      total_count: 1,
      total_pages: 1,
      total_is_estimate: false,
      next_cursor: null,
    });
    const pastTheEnd = await get(
      `/api/v1/touchpoints?touchpointable_type=Event&creatable_for_ids=${society.id}&page=3&per_page=10`,
    );
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta).toMatchObject({ page: 3, total_count: 1, total_pages: 1 });
    const withoutDetails = await get(`/api/v1/touchpoints?creatable_for_ids=${society.id}`);
    expect(withoutDetails.data[0].attributes).not.toHaveProperty('description');
  });

  it('includes events the society co-hosts, with registrations and avatars', async () => {
    const host = await createSociety(t.db);
    const cohost = await createSociety(t.db);
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      creatableForType: 'StudentSociety',
      creatableForId: host.id,
      showGuestList: true,
    });
    await t.db.insert(cohostApplications).values({
      touchpointId: event.id,
      cohostType: 'StudentSociety',
      cohostId: cohost.id,
      status: 'accepted',
    });
    for (let i = 0; i < 12; i += 1) {
      const { candidate } = await createCandidate(t.db, {
        candidate: { avatarUrl: `/uploads/avatar-${i}.png` },
      });
      await t.db
        .insert(eventRegistrations)
        .values({ touchpointId: event.id, candidateId: candidate.id, showInGuestList: true });
    }
    const document = await get(`/api/v1/touchpoints?creatable_for_ids[]=${cohost.id}`);
    expect(document.data.map((item: { id: string }) => item.id)).toEqual([event.id]);
    const attributes = document.data[0].attributes;
    expect(attributes.registrations_count).toBe(12);
    expect(attributes.applications).toBe(12);
    expect(attributes.avatar_urls).toHaveLength(10);
    expect(attributes.cohost_applications[0]).toMatchObject({
      state: 'accepted',
      cohost: { id: cohost.id, name: cohost.name },
    });
  });

  it('sorts by the asked field and order', async () => {
    const society = await createSociety(t.db);
    for (const title of ['Beta', 'Alpha', 'Gamma']) {
      await createTouchpoint(t.db, {
        title,
        creatableForType: 'StudentSociety',
        creatableForId: society.id,
      });
    }
    const titles = async (order: string) =>
      (
        await get(
          `/api/v1/touchpoints?creatable_for_ids=${society.id}&sort_by=title&sort_order=${order}`,
        )
      ).data.map((item: { attributes: { title: string } }) => item.attributes.title);
    expect(await titles('asc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await titles('desc')).toEqual(['Gamma', 'Beta', 'Alpha']);
  });

  describe('keyset paging (cursor, decision 037)', () => {
    /** Seven published events of one society, two undated, two sharing a start and a title. */
    const seed = async () => {
      const society = await createSociety(t.db);
      const starts = ['2031-05-01T10:00:00Z', '2031-04-01T10:00:00Z', '2031-04-01T10:00:00Z'];
      const dates = [...starts, '2031-06-01T09:30:00.123Z', '2031-03-01T10:00:00Z', null, null];
      for (const [index, start] of dates.entries()) {
        await createTouchpoint(t.db, {
          touchpointableType: 'Event',
          title: index % 3 === 0 ? 'Same title' : `Event ${index}`,
          startDate: start ? new Date(start) : null,
          creatableForType: 'StudentSociety',
          creatableForId: society.id,
        });
      }
      return `/api/v1/touchpoints?creatable_for_ids=${society.id}`;
    };
    const ids = (document: { data: { id: string }[] }) => document.data.map((item) => item.id);

    it('walks the same rows in the same order as the pages, for every order', async () => {
      const list = await seed();
      for (const sortBy of ['created_at', 'start_date', 'title', 'views_count']) {
        for (const sortOrder of ['asc', 'desc']) {
          const order = `${list}&sort_by=${sortBy}&sort_order=${sortOrder}`;
          const all = ids(await get(`${order}&per_page=50`));
          expect(all).toHaveLength(7);
          const walked: string[] = [];
          let page = await get(`${order}&per_page=2`);
          for (let guard = 0; guard < 10; guard += 1) {
            walked.push(...ids(page));
            expect(page.meta.total_count).toBe(7);
            if (!page.meta.next_cursor) break;
            page = await get(`${order}&per_page=2&cursor=${page.meta.next_cursor}`);
          }
          expect(walked, `${sortBy} ${sortOrder}`).toEqual(all);
          // Offset pages still work, and carry the cursor of the page after them.
          const third = await get(`${order}&per_page=2&page=3`);
          expect(ids(third)).toEqual(all.slice(4, 6));
          expect(ids(await get(`${order}&per_page=2&cursor=${third.meta.next_cursor}`))).toEqual(
            all.slice(6),
          );
        }
      }
    });

    it('refuses a cursor it did not write, or one of another order, with a 400 naming it', async () => {
      const list = await seed();
      const first = await get(`${list}&per_page=2&sort_by=title&sort_order=asc`);
      const forged = [
        'not-a-cursor',
        Buffer.from(JSON.stringify(['title', 'asc', 'a\u0000b', first.data[0].id])).toString(
          'base64url',
        ),
        Buffer.from(JSON.stringify(['created_at', 'asc', 'yesterday', first.data[0].id])).toString(
          'base64url',
        ),
      ];
      for (const cursor of [...forged, first.meta.next_cursor]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${list}&per_page=2&sort_by=created_at&sort_order=asc&cursor=${cursor}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields[0].path).toBe('cursor');
      }
    });
  });
});

describe('PATCH /api/v1/touchpoints/:id/increment_view_count', () => {
  const view = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/touchpoints/${id}/increment_view_count`,
      headers,
    });

  it('counts a visitor once per day', async () => {
    const job = await createTouchpoint(t.db);
    const guest = { 'user-agent': 'browser-a' };
    expect((await view(job.id, guest)).json().data.attributes.views_count).toBe(1);
    expect((await view(job.id, guest)).json().data.attributes.views_count).toBe(1);
    expect(
      (await view(job.id, { 'user-agent': 'browser-b' })).json().data.attributes.views_count,
    ).toBe(2);
    const { user } = await createCandidate(t.db);
    const signedIn = await signIn(t.db, user);
    expect((await view(job.id, signedIn)).json().data.attributes.views_count).toBe(3);
    expect((await view(job.id, signedIn)).json().data.attributes.views_count).toBe(3);
    const [row] = await t.db.select().from(touchpoints).where(eq(touchpoints.id, job.id));
    expect(row?.viewsCount).toBe(3);
  });

  it('counts the same visitor again on another day', async () => {
    const job = await createTouchpoint(t.db);
    expect(await countView(t.db, job.id, 'guest:a', '2031-01-01')).toBe(1);
    expect(await countView(t.db, job.id, 'guest:a', '2031-01-01')).toBe(1);
    expect(await countView(t.db, job.id, 'guest:a', '2031-01-02')).toBe(2);
  });

  it('answers 404 for a touchpoint that is not published', async () => {
    const draft = await createTouchpoint(t.db, { state: 'draft' });
    const response = await view(draft.id);
    expect(response.statusCode).toBe(404);
    expect((await view('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/touchpoints?include_past=true', () => {
  it('adds the society’s past events to its live ones, never its drafts', async () => {
    const society = await createSociety(t.db);
    const base = {
      touchpointableType: 'Event' as const,
      creatableForType: 'StudentSociety' as const,
      creatableForId: society.id,
    };
    const live = await createTouchpoint(t.db, { ...base, title: 'Coming up' });
    const ended = await createTouchpoint(t.db, { ...base, title: 'Last term', state: 'ended' });
    await createTouchpoint(t.db, { ...base, title: 'Unfinished', state: 'draft' });
    const ids = async (query: string) =>
      (await get(`/api/v1/touchpoints?creatable_for_ids[]=${society.id}${query}`)).data
        .map((item: { id: string }) => item.id)
        .sort();
    expect(await ids('')).toEqual([live.id]);
    expect(await ids('&include_past=true')).toEqual([live.id, ended.id].sort());
  });
});

describe('GET /api/v1/touchpoints?featured=…&starts=…', () => {
  it('lists a company’s featured touchpoints apart from the others', async () => {
    const company = await createCompany(t.db);
    const base = { creatableForType: 'Company' as const, creatableForId: company.id };
    const featured = await createTouchpoint(t.db, { ...base, title: 'Featured', featured: true });
    const other = await createTouchpoint(t.db, { ...base, title: 'Other' });
    const list = async (query: string) =>
      (await get(`/api/v1/touchpoints?creatable_for_ids[]=${company.id}${query}`)) as {
        data: { id: string }[];
        meta: { total_count: number };
      };
    const onlyFeatured = await list('&featured=true');
    expect(onlyFeatured.data.map((item) => item.id)).toEqual([featured.id]);
    expect(onlyFeatured.meta.total_count).toBe(1);
    expect((await list('&featured=false')).data.map((item) => item.id)).toEqual([other.id]);
    expect((await list('')).data).toHaveLength(2);
  });

  it('splits a society’s events into upcoming (undated last) and started, with their counts', async () => {
    const society = await createSociety(t.db);
    const base = {
      touchpointableType: 'Event' as const,
      creatableForType: 'StudentSociety' as const,
      creatableForId: society.id,
    };
    const soon = await createTouchpoint(t.db, { ...base, startDate: new Date('2098-01-01Z') });
    const later = await createTouchpoint(t.db, { ...base, startDate: new Date('2099-01-01Z') });
    const undated = await createTouchpoint(t.db, { ...base, startDate: null });
    const ended = await createTouchpoint(t.db, {
      ...base,
      state: 'ended',
      startDate: new Date('2020-01-01Z'),
    });
    const older = await createTouchpoint(t.db, {
      ...base,
      state: 'ended',
      startDate: new Date('2019-01-01Z'),
    });
    const list = async (query: string) =>
      (await get(
        `/api/v1/touchpoints?creatable_for_ids[]=${society.id}&include_past=true&sort_by=start_date${query}`,
      )) as { data: { id: string }[]; meta: { total_count: number } };
    const upcoming = await list('&starts=upcoming&sort_order=asc&per_page=2');
    expect(upcoming.data.map((item) => item.id)).toEqual([soon.id, later.id]);
    expect(upcoming.meta.total_count).toBe(3);
    const next = await list('&starts=upcoming&sort_order=asc&per_page=2&page=2');
    expect(next.data.map((item) => item.id)).toEqual([undated.id]);
    const past = await list('&starts=past&sort_order=desc');
    expect(past.data.map((item) => item.id)).toEqual([ended.id, older.id]);
    expect((await get('/api/v1/touchpoints?starts=later')).error).toBeTruthy();
  });
});
