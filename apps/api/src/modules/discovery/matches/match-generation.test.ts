import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createCity,
  createTag,
  createTouchpoint,
  placeTouchpoint,
} from '../../../../test/factories';
import { candidates, matches, touchpointAreasOfResponsibility } from '../../../db/schema';
import { loadMatchOpportunities } from './match-generation.repository';
import { generateMatches } from './match-generation.service';
import { loadMatchProfile } from './match-profile.service';

const t = useTestApp();
const DAY = 86_400_000;

/** An area of responsibility and an industry of this test's own. */
const ownTags = async () => ({
  area: await createTag(t.db, 'AreaOfResponsibility', 'Marketing'),
  industry: await createTag(t.db, 'Industry', 'Media'),
});

const open = (type: 'Job' | 'Internship' | 'Event', extra = {}) =>
  createTouchpoint(t.db, {
    touchpointableType: type,
    applicationDeadline: type === 'Event' ? null : new Date(Date.now() + 20 * DAY),
    startDate: type === 'Event' ? new Date(Date.now() + 20 * DAY) : null,
    ...extra,
  });

const profileOf = async (candidateId: string) =>
  (await loadMatchProfile(t.db, candidateId))!.profile;

describe('the shortlist of opportunities worth scoring', () => {
  it('caps each type after keeping the wanted types, so jobs never crowd out internships', async () => {
    const { area } = await ownTags();
    const city = await createCity(t.db);
    for (let i = 0; i < 3; i += 1) {
      const job = await open('Job');
      await placeTouchpoint(t.db, job.id, { areaIds: [area.id], cityIds: [city.id] });
    }
    const internship = await open('Internship');
    await placeTouchpoint(t.db, internship.id, { areaIds: [area.id] });
    const { candidate } = await createCandidate(t.db, {
      candidate: {
        preferences: {
          opportunity_types: ['internship'],
          area_of_responsibility_ids: [area.id],
          city_ids: [city.id],
        },
      },
    });

    // A shortlist smaller than the jobs that share more facts than the internship does.
    const opportunities = await loadMatchOpportunities(
      t.db,
      candidate.id,
      await profileOf(candidate.id),
      { now: new Date(), shortlist: 2 },
    );
    expect(opportunities.map((opportunity) => opportunity.id)).toEqual([internship.id]);
  });

  it('ranks the best of each type first and caps each type at perType', async () => {
    const { area, industry } = await ownTags();
    const city = await createCity(t.db);
    const inArea = async (type: 'Job' | 'Event', inCity: boolean) => {
      const touchpoint = await open(type);
      await placeTouchpoint(t.db, touchpoint.id, {
        areaIds: [area.id],
        cityIds: inCity ? [city.id] : [],
      });
      return touchpoint;
    };
    await inArea('Job', false);
    const bestJob = await inArea('Job', true);
    await inArea('Event', false);
    const bestEvent = await inArea('Event', true);
    const { candidate } = await createCandidate(t.db, {
      candidate: {
        preferences: {
          opportunity_types: ['job', 'event'],
          area_of_responsibility_ids: [area.id],
          industry_ids: [industry.id],
          city_ids: [city.id],
        },
      },
    });
    const opportunities = await loadMatchOpportunities(
      t.db,
      candidate.id,
      await profileOf(candidate.id),
      { now: new Date(), perType: 1 },
    );
    expect(opportunities.map((opportunity) => opportunity.id).sort()).toEqual(
      [bestJob.id, bestEvent.id].sort(),
    );
  });

  it('matches an opportunity that shares only an industry with a candidate who names areas', async () => {
    const { area, industry } = await ownTags();
    const city = await createCity(t.db);
    const internship = await open('Internship', { industryId: industry.id });
    const { candidate } = await createCandidate(t.db, {
      candidate: {
        preferences: {
          opportunity_types: ['internship'],
          area_of_responsibility_ids: [area.id],
          industry_ids: [industry.id],
          city_ids: [city.id],
        },
      },
    });
    const result = await generateMatches(t.db, candidate.id);
    expect(result).toMatchObject({ generated: true, kept: 1 });
    const [match] = await t.db.select().from(matches).where(eq(matches.candidateId, candidate.id));
    expect(match).toMatchObject({ touchpointId: internship.id });
    expect(match!.reasons).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `industry:${industry.id}` })]),
    );
  });
});

describe('writing the kept matches', () => {
  it('keeps preferred, viewed and dismissed matches and forgets the other stale ones', async () => {
    const { area } = await ownTags();
    const jobs = [];
    for (let i = 0; i < 4; i += 1) {
      const job = await open('Job');
      await placeTouchpoint(t.db, job.id, { areaIds: [area.id] });
      jobs.push(job);
    }
    const { candidate } = await createCandidate(t.db, {
      candidate: {
        preferences: { opportunity_types: ['job'], area_of_responsibility_ids: [area.id] },
      },
    });
    expect(await generateMatches(t.db, candidate.id)).toMatchObject({ kept: 4 });
    const rowOf = (touchpointId: string) =>
      and(eq(matches.candidateId, candidate.id), eq(matches.touchpointId, touchpointId));
    await t.db.update(matches).set({ preferred: true }).where(rowOf(jobs[0]!.id));
    await t.db.update(matches).set({ viewedAt: new Date() }).where(rowOf(jobs[1]!.id));
    await t.db.update(matches).set({ dismissedAt: new Date() }).where(rowOf(jobs[2]!.id));

    // The area no longer fits: nothing is kept, the stale unviewed match goes.
    await t.db
      .delete(touchpointAreasOfResponsibility)
      .where(eq(touchpointAreasOfResponsibility.tagId, area.id));
    expect(await generateMatches(t.db, candidate.id)).toMatchObject({ kept: 0 });
    const left = await t.db.select().from(matches).where(eq(matches.candidateId, candidate.id));
    expect(left.map((row) => row.touchpointId).sort()).toEqual(
      [jobs[0]!.id, jobs[1]!.id, jobs[2]!.id].sort(),
    );

    // From scratch, the viewed one goes too; preferred and dismissed ones stay.
    await generateMatches(t.db, candidate.id, { fromScratch: true });
    const kept = await t.db.select().from(matches).where(eq(matches.candidateId, candidate.id));
    expect(kept.map((row) => row.touchpointId).sort()).toEqual([jobs[0]!.id, jobs[2]!.id].sort());
  });

  it('updates a kept match in place with its new reasons, keeping it viewed', async () => {
    const { area } = await ownTags();
    const city = await createCity(t.db);
    const job = await open('Job');
    await placeTouchpoint(t.db, job.id, { areaIds: [area.id], cityIds: [city.id] });
    const { candidate } = await createCandidate(t.db, {
      candidate: {
        preferences: { opportunity_types: ['job'], area_of_responsibility_ids: [area.id] },
      },
    });
    await generateMatches(t.db, candidate.id);
    const [before] = await t.db.select().from(matches).where(eq(matches.candidateId, candidate.id));
    await t.db
      .update(matches)
      .set({ viewedAt: new Date('2030-01-02T00:00:00Z') })
      .where(eq(matches.id, before!.id));

    await t.db
      .update(candidates)
      .set({
        preferences: {
          opportunity_types: ['job'],
          area_of_responsibility_ids: [area.id],
          city_ids: [city.id],
        },
      })
      .where(eq(candidates.id, candidate.id));
    await generateMatches(t.db, candidate.id);
    const [after] = await t.db.select().from(matches).where(eq(matches.candidateId, candidate.id));
    expect(after).toMatchObject({ id: before!.id, viewedAt: new Date('2030-01-02T00:00:00Z') });
    expect(after!.reasons).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `city:${city.id}` })]),
    );
  });
});
