import type { Faker } from '@faker-js/faker';
import type { applications, eventRegistrations, follows, memberships } from '../db/schema';
import { demoId } from './demo-accounts';
import type { DemoPeople } from './demo-people';
import type { DemoTouchpoints, TouchpointRow } from './demo-touchpoints';

export interface DemoEngagement {
  applications: (typeof applications.$inferInsert)[];
  registrations: (typeof eventRegistrations.$inferInsert)[];
  /**
   * Who joins each full event's waitlist, in order: registered through the product's own
   * `register` once the event's places are taken (decision 020), not written as rows.
   */
  waitlist: { touchpointId: string; candidateId: string; at: Date }[];
  follows: (typeof follows.$inferInsert)[];
  memberships: (typeof memberships.$inferInsert)[];
}

const HOUR = 3_600_000;

interface Input {
  faker: Faker;
  now: Date;
  people: DemoPeople;
  touchpoints: DemoTouchpoints;
  companyIds: string[];
  societyIds: string[];
}

const ago = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);

const applicationsFor = (input: Input, out: DemoEngagement, opportunities: TouchpointRow[]) => {
  const { faker, now, people } = input;
  const demoPicks = faker.helpers.arrayElements(opportunities, 14);
  demoPicks.forEach((touchpoint, i) => {
    const progress = i < 5 ? 'saved' : i < 8 ? 'started' : 'applied';
    const createdAt = ago(now, 6 + i * 17);
    out.applications.push({
      id: demoId('application', `demo-${i}`),
      candidateId: people.demoCandidateId,
      touchpointId: touchpoint.id as string,
      progress,
      appliedAt: progress === 'applied' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  });
  const demoCompanyId = input.companyIds[0];
  const taken = new Set(
    demoPicks.map((touchpoint) => `${people.demoCandidateId}|${touchpoint.id}`),
  );
  people.candidateIds.slice(1).forEach((candidateId, c) => {
    const own = opportunities.filter((t) => t.creatableForId === demoCompanyId);
    const picks = [
      ...faker.helpers.arrayElements(own, c % 4),
      ...faker.helpers.arrayElements(opportunities, c % 5),
    ];
    picks.forEach((touchpoint, i) => {
      const key = `${candidateId}|${touchpoint.id}`;
      if (taken.has(key)) return;
      taken.add(key);
      const progress =
        (['applied', 'applied', 'started', 'saved'] as const)[(c + i) % 4] ?? 'applied';
      const createdAt = ago(now, faker.number.int({ min: 2, max: 900 }));
      out.applications.push({
        id: demoId('application', key),
        candidateId,
        touchpointId: touchpoint.id as string,
        progress,
        appliedAt: progress === 'applied' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
    });
  });
};

const audiencesFor = (input: Input, out: DemoEngagement) => {
  const { faker, now, people } = input;
  const others = people.candidateIds.slice(1);
  input.touchpoints.eventAudiences.forEach((audience, e) => {
    const crowd = faker.helpers.shuffle([...others]);
    // At an event that has ended, most who held a place were checked in at the door.
    const ended = audience.endsAt ? audience.endsAt < now : false;
    // The demo candidate goes to a few of the busiest events, and went to those that have ended
    // (so they can rate them).
    if ((e % 3 === 0 || ended) && audience.registrations > 0) {
      crowd.unshift(people.demoCandidateId);
    }
    crowd.slice(0, audience.registrations).forEach((candidateId, i) => {
      const createdAt = ago(now, 24 + i * 5);
      const came = ended && (candidateId === people.demoCandidateId || i % 5 !== 4);
      out.registrations.push({
        id: demoId('registration', `${audience.touchpointId}|${candidateId}`),
        touchpointId: audience.touchpointId,
        candidateId,
        status: came ? 'attended' : 'registered',
        checkedInAt:
          came && audience.endsAt ? new Date(audience.endsAt.getTime() - 2 * HOUR) : null,
        // About half agreed to be on the guest list (decision 029); the demo candidate did not.
        showInGuestList: candidateId !== people.demoCandidateId && i % 2 === 0,
        createdAt,
        updatedAt: createdAt,
      });
    });
    crowd
      .slice(audience.registrations, audience.registrations + audience.waitlisted)
      .forEach((candidateId, i) => {
        out.waitlist.push({
          touchpointId: audience.touchpointId,
          candidateId,
          at: ago(now, 20 - i),
        });
      });
  });
};

const communityFor = (input: Input, out: DemoEngagement) => {
  const { faker, now, people, societyIds, companyIds } = input;
  const [demoSociety] = societyIds;
  const others = people.candidateIds.slice(1);
  const member = (
    societyId: string,
    candidateId: string,
    status: 'subscribed' | 'subscription_requests' | 'unsubscribed',
    hours: number,
  ) => {
    const createdAt = ago(now, hours);
    out.memberships.push({
      id: demoId('membership', `${societyId}|${candidateId}`),
      studentSocietyId: societyId,
      candidateId,
      status,
      lastViewedAt: status === 'subscribed' ? ago(now, hours / 2) : null,
      statusChangedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  };
  const demoStatuses = {
    0: 'subscribed',
    1: 'subscribed',
    5: 'subscribed',
    3: 'subscription_requests',
    7: 'unsubscribed',
  } as const;
  for (const [index, status] of Object.entries(demoStatuses)) {
    const societyId = societyIds[Number(index)];
    if (societyId) member(societyId, people.demoCandidateId, status, 400 + Number(index) * 30);
  }
  societyIds.forEach((societyId, s) => {
    const crowd = faker.helpers.arrayElements(
      others,
      societyId === demoSociety ? 34 : 5 + (s % 11),
    );
    crowd.forEach((candidateId, i) => {
      const status =
        societyId !== demoSociety || i < 25
          ? 'subscribed'
          : i < 30
            ? 'subscription_requests'
            : 'unsubscribed';
      member(societyId, candidateId, status, 24 * (1 + ((i * 7 + s) % 200)));
    });
  });
  // Follows: the demo candidate follows some companies and societies; others a few each.
  const follow = (candidateId: string, type: 'Company' | 'StudentSociety', id: string) =>
    out.follows.push({
      id: demoId('follow', `${candidateId}|${id}`),
      candidateId,
      followableType: type,
      followableId: id,
      createdAt: ago(now, faker.number.int({ min: 1, max: 2000 })),
    });
  for (const companyId of companyIds.slice(0, 6))
    follow(people.demoCandidateId, 'Company', companyId);
  for (const societyId of societyIds.slice(0, 4))
    follow(people.demoCandidateId, 'StudentSociety', societyId);
  others.forEach((candidateId, c) => {
    for (const companyId of faker.helpers.arrayElements(companyIds, c % 5))
      follow(candidateId, 'Company', companyId);
    for (const societyId of faker.helpers.arrayElements(societyIds, c % 3))
      follow(candidateId, 'StudentSociety', societyId);
  });
};

/** Applications, registrations and a waitlist, matches, memberships, follows. */
export const buildDemoEngagement = (input: Input): DemoEngagement => {
  const out: DemoEngagement = {
    applications: [],
    registrations: [],
    waitlist: [],
    follows: [],
    memberships: [],
  };
  const live = input.touchpoints.touchpoints.filter((t) => t.state === 'published');
  applicationsFor(
    input,
    out,
    live.filter((t) => t.touchpointableType !== 'Event'),
  );
  audiencesFor(input, out);
  communityFor(input, out);
  return out;
};
