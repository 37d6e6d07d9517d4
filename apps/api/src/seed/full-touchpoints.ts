import type { Faker } from '@faker-js/faker';
import type {
  TouchpointState,
  touchpointAreasOfResponsibility,
  touchpointCities,
  touchpoints,
} from '../db/schema';
import { cityById } from '../reference-data/cities';
import { INTERNSHIP_KINDS, JOB_KINDS } from '../reference-data/opportunity-types';
import { EVENT_CATEGORY_RECORDS, tagIdOf } from '../reference-data/reference-catalogue';
import { slugify } from '../reference-data/reference-ids';
import { EDUCATION_REQUIREMENTS, TOPICS } from '../reference-data/tag-lists';
import { employerCityId } from './full-organisations';
import { generatedId } from './generated-ids';
import {
  AREAS_WITH_TITLES,
  eventDescription,
  eventTitle,
  internshipTitle,
  JOB_TITLES,
  metaDescription,
  opportunityDescription,
} from './opportunity-text';
import { salaryFor } from './salaries';

/** A company or society that posts generated touchpoints. */
export interface GeneratedHost {
  type: 'Company' | 'StudentSociety';
  id: string;
  name: string;
  cityId: string;
  industryId: string | null;
  ownerUserId: string;
}

export interface TouchpointChunk {
  touchpoints: (typeof touchpoints.$inferInsert)[];
  cities: (typeof touchpointCities.$inferInsert)[];
  areas: (typeof touchpointAreasOfResponsibility.$inferInsert)[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WORKING_MODELS = ['hybrid', 'office', 'remote'] as const;
const EXPERIENCE = [
  'entry_level',
  'entry_level',
  'entry_level',
  'junior',
  'junior',
  'mid_level',
] as const;
const EDUCATION_IDS = EDUCATION_REQUIREMENTS.map((name) => tagIdOf('EducationRequirement', name));
const AREA_IDS = new Map(
  AREAS_WITH_TITLES.map((area) => [area, tagIdOf('AreaOfResponsibility', area)]),
);

/**
 * The state of generated touchpoint n: 97 in 100 live (published, or expired when the deadline
 * has passed), the rest drafts, in review, rejected or closed.
 */
const stateFor = (n: number, deadlinePassed: boolean): TouchpointState => {
  const slot = n % 100;
  if (slot === 97) return 'draft';
  if (slot === 98) return 'ready_for_approval';
  if (slot === 99) return n % 200 === 99 ? 'rejected' : 'closed';
  return deadlinePassed ? 'expired' : 'published';
};

/** Deadlines from 30 days ago to 120 days ahead, so every deadline band is well filled. */
const deadlineFor = (faker: Faker, now: Date) =>
  new Date(now.getTime() + faker.number.int({ min: -30 * 24, max: 120 * 24 }) * HOUR);

export const addOpportunity = (
  faker: Faker,
  out: TouchpointChunk,
  type: 'Job' | 'Internship',
  n: number,
  host: GeneratedHost,
  now: Date,
) => {
  const area = faker.helpers.arrayElement(AREAS_WITH_TITLES);
  const kind =
    type === 'Job'
      ? n % 11 === 5
        ? 'part_time'
        : faker.helpers.arrayElement(JOB_KINDS).key
      : faker.helpers.arrayElement(INTERNSHIP_KINDS).key;
  const title =
    type === 'Job'
      ? faker.helpers.arrayElement(JOB_TITLES[area] ?? ['Graduate Analyst'])
      : internshipTitle(area, kind, now.getUTCFullYear() + (n % 2));
  const id = generatedId('touchpoint', n);
  const city = cityById(host.cityId);
  const deadline = deadlineFor(faker, now);
  const state = stateFor(n, deadline <= now);
  const publishedAt =
    state === 'draft' || state === 'ready_for_approval' || state === 'rejected'
      ? null
      : new Date(now.getTime() - faker.number.int({ min: 1, max: 24 * 120 }) * HOUR);
  const createdAt = new Date(
    (publishedAt ?? now).getTime() - faker.number.int({ min: 1, max: 72 }) * HOUR,
  );
  const touchpoint: TouchpointChunk['touchpoints'][number] = {
    id,
    touchpointableType: type,
    state,
    title,
    slug: `${slugify(title)}-${id.slice(-8)}`,
    description: opportunityDescription(faker, title, host.name),
    metaDescription: metaDescription(title, host.name, city.name),
    applyKind: n % 4 === 0 ? 'internal' : 'external',
    applyUrl: n % 4 === 0 ? null : `https://careers.example.com/jobs/${id.slice(-8)}`,
    kind,
    workingModel: WORKING_MODELS[n % 3],
    ...salaryFor(faker, type, n, city.countryCode),
    applicationDeadline: deadline,
    applicationDeadlineTimeZone: city.timeZone,
    startDate: new Date(deadline.getTime() + faker.number.int({ min: 20, max: 150 }) * DAY),
    timeZone: city.timeZone,
    featured: n % 53 === 0,
    viewsCount: faker.number.int({ min: 0, max: 5000 }),
    experienceLevel: type === 'Job' ? EXPERIENCE[n % EXPERIENCE.length] : 'entry_level',
    educationRequirementId: EDUCATION_IDS[n % EDUCATION_IDS.length],
    industryId: host.industryId,
    creatableForType: host.type,
    creatableForId: host.id,
    createdById: host.ownerUserId,
    publishedAt,
    createdAt,
    updatedAt: createdAt,
  };
  out.touchpoints.push(touchpoint);
  const areaId = AREA_IDS.get(area) as string;
  out.areas.push({ touchpointId: id, tagId: areaId });
  out.cities.push({ touchpointId: id, cityId: host.cityId });
  const cityIds = [host.cityId];
  if (n % 4 === 0) {
    const second = employerCityId(faker).cityId;
    if (second !== host.cityId) {
      out.cities.push({ touchpointId: id, cityId: second });
      cityIds.push(second);
    }
  }
  // Written with the row as migration 0040's triggers keep them, so that the links' triggers
  // find nothing to change (an update of every row would leave the table twice its size).
  touchpoint.cityIds = cityIds;
  touchpoint.areaIds = [areaId];
};

export const addEvent = (
  faker: Faker,
  out: TouchpointChunk,
  n: number,
  host: GeneratedHost,
  now: Date,
) => {
  const category =
    EVENT_CATEGORY_RECORDS[n % EVENT_CATEGORY_RECORDS.length] ?? EVENT_CATEGORY_RECORDS[0];
  if (!category) throw new Error('No event categories in the reference data');
  const title = eventTitle(faker, category.name, host.name, faker.helpers.arrayElement(TOPICS));
  const id = generatedId('touchpoint', n);
  const city = cityById(host.cityId);
  const start = new Date(now.getTime() + faker.number.int({ min: -60, max: 120 }) * DAY);
  start.setUTCHours(17 + (n % 3), 0, 0, 0);
  const past = start <= now;
  const slot = n % 100;
  const state: TouchpointState =
    slot === 98
      ? 'draft'
      : slot === 99
        ? 'ready_for_approval'
        : past
          ? n % 2
            ? 'ended'
            : 'expired'
          : 'published';
  const virtual = n % 4 === 1;
  const createdAt = new Date(
    Math.min(now.getTime(), start.getTime()) - faker.number.int({ min: 5, max: 60 }) * DAY,
  );
  out.touchpoints.push({
    id,
    touchpointableType: 'Event',
    state,
    title,
    slug: `${slugify(title)}-${id.slice(-8)}`,
    description: eventDescription(faker, title, host.name),
    metaDescription: metaDescription(title, host.name, virtual ? null : city.name),
    applyKind: 'internal',
    startDate: start,
    endDate: new Date(start.getTime() + 2 * HOUR),
    applicationDeadline: new Date(start.getTime() - 2 * HOUR),
    applicationDeadlineTimeZone: city.timeZone,
    timeZone: city.timeZone,
    featured: n % 41 === 0,
    viewsCount: faker.number.int({ min: 0, max: 3000 }),
    capacity: n % 3 === 0 ? faker.number.int({ min: 20, max: 300 }) : null,
    waitlistEnabled: n % 6 === 0,
    showGuestList: n % 2 === 0,
    eventCategoryId: category.id,
    eventType: category.name,
    eventMode: virtual ? 'virtual' : 'in_person',
    virtualLink: virtual ? `https://meet.example.com/${id.slice(-8)}` : null,
    placeName: virtual ? null : `${host.name.split(' ').slice(0, 2).join(' ')} Hall`,
    placeAddress: virtual ? null : faker.location.streetAddress(),
    placeCityId: virtual ? null : host.cityId,
    industryId: host.industryId,
    creatableForType: host.type,
    creatableForId: host.id,
    createdById: host.ownerUserId,
    publishedAt: state === 'published' || past ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  });
  if (!virtual) out.cities.push({ touchpointId: id, cityId: host.cityId });
};
