import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../../test/app';
import { createCity, createManager, createRecruiter, signIn } from '../../../../test/factories';
import { eventCategories, tags } from '../../../db/schema';

/** Shared by the organiser-touchpoints tests: signed-in organisers, calls, reference ids. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string>;

export const COMPANY = '/api/v1/company/touchpoints';
export const SOCIETY = '/api/v1/student_society/touchpoints';

export const organisers = (t: TestApp) => ({
  recruiter: async (approved = true, companyId?: string) => {
    const created = await createRecruiter(t.db, {
      user: { isApproved: approved },
      ...(companyId ? { companyId } : {}),
    });
    return { ...created, headers: await signIn(t.db, created.user) };
  },
  manager: async (approved = true, studentSocietyId?: string) => {
    const created = await createManager(t.db, {
      user: { isApproved: approved },
      ...(studentSocietyId ? { studentSocietyId } : {}),
    });
    return { ...created, headers: await signIn(t.db, created.user) };
  },
});

export const caller =
  (t: TestApp) => (headers: Headers, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

export const referenceIds = async (t: TestApp) => {
  const city = await createCity(t.db, { name: `Northbridge ${Math.random()}` });
  const [area] = await t.db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.type, 'AreaOfResponsibility'))
    .limit(1);
  const [category] = await t.db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventCategories)
    .where(eq(eventCategories.name, 'Career Fairs'));
  if (!area || !category) throw new Error('Reference data lacks areas or event categories');
  return { cityId: city.id, areaId: area.id, categoryId: category.id };
};

/** A complete job, ready to submit (deadline a year ahead). */
export const jobInput = (cityId: string, overrides: Record<string, unknown> = {}) => ({
  touchpointable_type: 'Job',
  title: 'Graduate analyst',
  description: '<p>Analyse things.</p>',
  city_ids: [cityId],
  kind: 'full_time',
  experience_level: 'entry_level',
  minimum_salary: '30,000',
  maximum_salary: '35,000',
  pay_currency: 'GBP',
  application_deadline: `${new Date().getUTCFullYear() + 1}-03-01T17:00`,
  application_deadline_time_zone: 'Europe/London',
  apply_kind: 'external',
  apply_url: 'https://acme.example/apply',
  ...overrides,
});

/** A complete virtual event, ready to submit (a year ahead). */
export const eventInput = (overrides: Record<string, unknown> = {}) => ({
  touchpointable_type: 'Event',
  title: 'Careers fair',
  description: '<p>Meet employers.</p>',
  event_type: 'Career Fairs',
  event_mode: 'virtual',
  virtual_link: 'https://meet.example/fair',
  start_date: `${new Date().getUTCFullYear() + 1}-05-01T18:00`,
  end_date: `${new Date().getUTCFullYear() + 1}-05-01T20:00`,
  time_zone: 'Europe/London',
  capacity: 50,
  ...overrides,
});
