import type { Faker } from '@faker-js/faker';
import type { TouchpointState } from '../db/schema';
import { cityByName } from '../reference-data/cities';
import { INTERNSHIP_KINDS, JOB_KINDS } from '../reference-data/opportunity-types';
import { tagIdOf } from '../reference-data/reference-catalogue';
import { slugify } from '../reference-data/reference-ids';
import { EDUCATION_REQUIREMENTS } from '../reference-data/tag-lists';
import { demoId } from './demo-accounts';
import type { Builder, DemoHost, DemoTouchpoints } from './demo-builder';
import { demoEvent, timestampsFor } from './demo-events';
import {
  DAY,
  DEADLINE_BAND_HOURS,
  DEMO_COMPANY_INTERNSHIP_PLANS,
  DEMO_COMPANY_JOB_PLANS,
  DEMO_EVENT_PLANS,
  type DemoDeadlineBand,
  HOUR,
  type OpportunityPlan,
  OTHER_EVENT_DAYS,
  otherOpportunityPlan,
} from './demo-plans';
import {
  AREAS_WITH_TITLES,
  internshipTitle,
  JOB_TITLES,
  metaDescription,
  opportunityDescription,
} from './opportunity-text';
import { salaryFor } from './salaries';

export type { Builder, DemoHost, DemoTouchpoints, TouchpointRow } from './demo-builder';

const WORKING_MODELS = ['hybrid', 'office', 'remote'] as const;
const EXTRA_CITIES = ['London', 'Manchester', 'Birmingham', 'Edinburgh', 'Leeds', 'Bristol'];

const hoursFromNow = (b: Builder, band: DemoDeadlineBand) => {
  const [from, to] = DEADLINE_BAND_HOURS[band];
  return new Date(b.now.getTime() + b.faker.number.int({ min: from, max: to }) * HOUR);
};

const addCities = (b: Builder, touchpointId: string, host: DemoHost, extra: number) => {
  const names = new Set([host.cityName]);
  for (let i = 0; i < extra; i += 1) names.add(b.faker.helpers.arrayElement(EXTRA_CITIES));
  for (const name of names) {
    const country = EXTRA_CITIES.includes(name) && name !== host.cityName ? 'GB' : host.countryCode;
    b.out.cities.push({ touchpointId, cityId: cityByName(country, name).id });
  }
};

const opportunity = (
  b: Builder,
  type: 'Job' | 'Internship',
  index: number,
  host: DemoHost,
  plan: OpportunityPlan,
) => {
  const { faker, now } = b;
  const area = faker.helpers.arrayElement(AREAS_WITH_TITLES);
  const kind =
    type === 'Job'
      ? index % 9 === 4
        ? 'part_time'
        : faker.helpers.arrayElement(JOB_KINDS).key
      : faker.helpers.arrayElement(INTERNSHIP_KINDS).key;
  const title =
    type === 'Job'
      ? faker.helpers.arrayElement(JOB_TITLES[area] ?? ['Graduate Analyst'])
      : internshipTitle(area, kind, now.getUTCFullYear() + 1);
  const id = demoId(type, index);
  const deadline = hoursFromNow(b, plan.band);
  const salary = salaryFor(faker, type, index, host.countryCode);
  b.out.bands.set(id, plan.band);
  b.out.touchpoints.push({
    id,
    touchpointableType: type,
    state: plan.state,
    title,
    slug: `${slugify(`${title} ${host.name}`)}-${id.slice(0, 8)}`,
    description: opportunityDescription(faker, title, host.name),
    metaDescription: metaDescription(title, host.name, host.cityName),
    applyKind: index % 3 === 0 ? 'internal' : 'external',
    applyUrl: index % 3 === 0 ? null : `https://careers.example.com/${host.slug}/${id.slice(0, 8)}`,
    kind,
    workingModel: WORKING_MODELS[index % WORKING_MODELS.length],
    ...salary,
    applicationDeadline: deadline,
    applicationDeadlineTimeZone: host.timeZone,
    startDate: new Date(deadline.getTime() + faker.number.int({ min: 30, max: 120 }) * DAY),
    timeZone: host.timeZone,
    iconUrl: host.logoUrl,
    featured: plan.state === 'published' && index % 7 === 0,
    viewsCount: plan.state === 'draft' ? 0 : faker.number.int({ min: 12, max: 2400 }),
    experienceLevel: type === 'Job' && index % 5 === 3 ? 'junior' : 'entry_level',
    educationRequirementId: tagIdOf(
      'EducationRequirement',
      faker.helpers.arrayElement(EDUCATION_REQUIREMENTS),
    ),
    industryId: host.industry ? tagIdOf('Industry', host.industry) : null,
    creatableForType: host.type,
    creatableForId: host.id,
    createdById: host.ownerUserId,
    rejectionReason:
      plan.state === 'rejected' ? 'Please add the salary range and the closing date.' : null,
    ...timestampsFor(b, plan.state),
  });
  b.out.areas.push({ touchpointId: id, tagId: tagIdOf('AreaOfResponsibility', area) });
  addCities(b, id, host, index % 4 === 0 ? 2 : index % 3 === 0 ? 1 : 0);
};

export const buildDemoTouchpoints = (
  faker: Faker,
  now: Date,
  orgs: { companies: DemoHost[]; societies: DemoHost[] },
  coverFor: (slug: string) => string,
): DemoTouchpoints => {
  const b: Builder = {
    faker,
    now,
    coverFor,
    out: {
      touchpoints: [],
      cities: [],
      areas: [],
      cohosts: [],
      eventAudiences: [],
      bands: new Map(),
    },
  };
  const [demoCompany, ...otherCompanies] = orgs.companies;
  if (!demoCompany) throw new Error('The demo needs at least one company');
  let jobIndex = 0;
  for (const plan of DEMO_COMPANY_JOB_PLANS) opportunity(b, 'Job', jobIndex++, demoCompany, plan);
  for (let i = 0; i < 104; i += 1) {
    opportunity(
      b,
      'Job',
      jobIndex++,
      otherCompanies[i % otherCompanies.length] ?? demoCompany,
      otherOpportunityPlan(i),
    );
  }
  let internshipIndex = 0;
  for (const plan of DEMO_COMPANY_INTERNSHIP_PLANS)
    opportunity(b, 'Internship', internshipIndex++, demoCompany, plan);
  for (let i = 0; i < 52; i += 1) {
    opportunity(
      b,
      'Internship',
      internshipIndex++,
      otherCompanies[(i * 7) % otherCompanies.length] ?? demoCompany,
      otherOpportunityPlan(i + 3),
    );
  }
  let eventIndex = 0;
  for (const plan of DEMO_EVENT_PLANS) {
    const host =
      plan.host === 'company' ? orgs.companies[plan.hostIndex] : orgs.societies[plan.hostIndex];
    if (host) demoEvent(b, eventIndex++, host, plan, orgs);
  }
  OTHER_EVENT_DAYS.forEach((days, i) => {
    const hosts = i % 2 === 0 ? orgs.companies : orgs.societies;
    const host = hosts[1 + (i % (hosts.length - 1))] ?? hosts[0];
    if (!host) return;
    const state: TouchpointState = days < 0 ? (i % 3 === 0 ? 'expired' : 'ended') : 'published';
    demoEvent(
      b,
      eventIndex++,
      host,
      {
        host: host.type === 'Company' ? 'company' : 'society',
        hostIndex: 0,
        state,
        startsInDays: days,
        mode: i % 4 === 1 ? 'virtual' : 'in_person',
        capacity: i % 5 === 0 ? 150 : null,
        waitlistEnabled: i % 5 === 0,
        registrations: i % 3 === 0 ? 10 + (i % 7) : i % 4,
        waitlisted: 0,
      },
      orgs,
    );
  });
  return b.out;
};
