import type { TouchpointState } from '../db/schema';
import { cityByName } from '../reference-data/cities';
import { EVENT_CATEGORIES } from '../reference-data/event-categories';
import { eventCategoryIdOf, tagIdOf } from '../reference-data/reference-catalogue';
import { slugify } from '../reference-data/reference-ids';
import { TOPICS } from '../reference-data/tag-lists';
import { demoId } from './demo-accounts';
import type { Builder, DemoHost } from './demo-builder';
import { DAY, type EventPlan, HOUR, LIVE_STATES } from './demo-plans';
import { eventDescription, eventTitle, metaDescription } from './opportunity-text';

/** 6pm UTC on the day `days` from now: events start in the evening. */
const eveningOf = (now: Date, days: number) => {
  const day = new Date(now.getTime() + days * DAY);
  day.setUTCHours(18, 0, 0, 0);
  return day;
};

export const timestampsFor = (b: Builder, state: TouchpointState) => {
  const publishedAt = LIVE_STATES.includes(state)
    ? new Date(b.now.getTime() - b.faker.number.int({ min: 2, max: 24 * 75 }) * HOUR)
    : null;
  const createdAt = new Date(
    (publishedAt ?? b.now).getTime() - b.faker.number.int({ min: 1, max: 96 }) * HOUR,
  );
  return { publishedAt, createdAt, updatedAt: createdAt };
};

/** One demo event, with its city, audience and co-host. */
export const demoEvent = (
  b: Builder,
  index: number,
  host: DemoHost,
  plan: EventPlan,
  orgs: { companies: DemoHost[]; societies: DemoHost[] },
) => {
  const { faker, now } = b;
  const category = faker.helpers.arrayElement(EVENT_CATEGORIES).name;
  const title = eventTitle(faker, category, host.name, faker.helpers.arrayElement(TOPICS));
  const id = demoId('Event', index);
  const start = plan.startsInDays === null ? null : eveningOf(now, plan.startsInDays);
  const inPerson = plan.mode === 'in_person';
  const slug = `${slugify(title)}-${id.slice(0, 8)}`;
  b.out.touchpoints.push({
    id,
    touchpointableType: 'Event',
    state: plan.state,
    title,
    slug,
    description: eventDescription(faker, title, host.name),
    metaDescription: metaDescription(title, host.name, inPerson ? host.cityName : null),
    applyKind: 'internal',
    startDate: start,
    endDate: start ? new Date(start.getTime() + 2 * HOUR) : null,
    applicationDeadline: start ? new Date(start.getTime() - 3 * HOUR) : null,
    applicationDeadlineTimeZone: host.timeZone,
    timeZone: host.timeZone,
    iconUrl: b.coverFor(slugify(category)),
    coverUrl: b.coverFor(slugify(category)),
    featured: host.type === 'Company' && plan.state === 'published' && index % 4 === 0,
    viewsCount: plan.state === 'draft' ? 0 : faker.number.int({ min: 20, max: 1800 }),
    capacity: plan.capacity,
    waitlistEnabled: plan.waitlistEnabled,
    showGuestList: index % 2 === 0,
    eventCategoryId: eventCategoryIdOf(category),
    eventType: category,
    eventMode: plan.mode,
    virtualLink: inPerson ? null : `https://meet.example.com/${slug}`,
    placeName: inPerson ? `${host.name.split(' ')[0]} Hub` : null,
    placeAddress: inPerson ? faker.location.streetAddress() : null,
    placeCityId: inPerson ? cityByName(host.countryCode, host.cityName).id : null,
    placePostcode: inPerson && host.countryCode === 'GB' ? faker.location.zipCode() : null,
    industryId: host.industry ? tagIdOf('Industry', host.industry) : null,
    creatableForType: host.type,
    creatableForId: host.id,
    createdById: host.ownerUserId,
    rejectionReason: plan.state === 'rejected' ? 'The event needs a venue address.' : null,
    ...timestampsFor(b, plan.state),
  });
  if (inPerson)
    b.out.cities.push({ touchpointId: id, cityId: cityByName(host.countryCode, host.cityName).id });
  b.out.eventAudiences.push({
    touchpointId: id,
    registrations: plan.registrations,
    waitlisted: plan.waitlisted,
    endsAt: start ? new Date(start.getTime() + 2 * HOUR) : null,
  });
  const cohost =
    plan.cohost?.societyIndex !== undefined
      ? orgs.societies[plan.cohost.societyIndex]
      : plan.cohost?.companyIndex !== undefined
        ? orgs.companies[plan.cohost.companyIndex]
        : undefined;
  if (plan.cohost && cohost) {
    b.out.cohosts.push({
      touchpointId: id,
      cohostType: cohost.type,
      cohostId: cohost.id,
      status: plan.cohost.status,
    });
  }
};

/** Builds the demo's ~120 jobs, ~60 internships and 50 events with their cities and co-hosts. */
