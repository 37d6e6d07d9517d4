import {
  htmlToPlainText,
  instantToLocalDateTime,
  localDateTimeToInstant,
  parseSalaryText,
  type TouchpointInput,
} from '@gradway/domain';
import type { TouchpointEditorInput } from '@gradway/domain/contracts';
import type { touchpoints } from '../../../db/schema';
import type { TouchpointValues } from './authoring.repository';

type TouchpointRecord = typeof touchpoints.$inferSelect;

/** How long the summary search engines and cards show may be (meta description). */
const META_DESCRIPTION_LENGTH = 160;

/** The first words of the description, as plain text, for `<meta name="description">`. */
export const metaDescriptionOf = (html: string | null): string | null => {
  if (html === null) return null;
  const text = htmlToPlainText(html);
  if (text === '') return null;
  if (text.length <= META_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

const instant = (local: string | null, zone: string | null): Date | null =>
  local !== null && zone !== null ? localDateTimeToInstant(local, zone) : null;

const salary = (text: string | null) => (text === null ? null : parseSalaryText(text));

/**
 * The columns a touchpoint's input sets (the description already sanitised). Jobs and
 * internships keep no event fields; events keep no kind, salary or experience level.
 */
export const valuesOfInput = (
  input: TouchpointInput,
  description: string | null,
): TouchpointValues => {
  const isEvent = input.touchpointable_type === 'Event';
  const inPerson = isEvent && input.event_mode === 'in_person';
  const external = input.apply_kind === 'external';
  return {
    touchpointableType: input.touchpointable_type,
    title: input.title,
    description,
    metaDescription: metaDescriptionOf(description),
    coverUrl: input.cover_url,
    // An event's card shows its cover; a job's shows the company's logo (the wire falls back to it).
    iconUrl: isEvent ? input.cover_url : null,
    workingModel: input.working_model,
    kind: isEvent ? null : input.kind,
    experienceLevel: isEvent ? null : input.experience_level,
    educationRequirementId: isEvent ? null : input.education_requirement_id,
    industryId: input.industry_id,
    minimumSalary: isEvent ? null : salary(input.minimum_salary),
    maximumSalary: isEvent ? null : salary(input.maximum_salary),
    payCurrency: isEvent ? null : input.pay_currency,
    salaryEstimated: isEvent ? false : input.salary_estimated,
    applicationDeadline: instant(input.application_deadline, input.application_deadline_time_zone),
    applicationDeadlineTimeZone:
      input.application_deadline === null ? null : input.application_deadline_time_zone,
    applyKind: input.apply_kind,
    // The wire reads a null apply_url as easy apply.
    applyUrl: external ? input.apply_url : null,
    eventCategoryId: isEvent ? input.event_category_id : null,
    eventType: isEvent ? input.event_type : null,
    eventMode: isEvent ? input.event_mode : null,
    virtualLink: isEvent && input.event_mode === 'virtual' ? input.virtual_link : null,
    placeName: inPerson ? (input.place?.name ?? null) : null,
    placeAddress: inPerson ? (input.place?.address ?? null) : null,
    placeCityId: inPerson ? (input.place?.city_id ?? null) : null,
    placePostcode: inPerson ? (input.place?.postcode ?? null) : null,
    placeLatitude: null,
    placeLongitude: null,
    startDate: isEvent ? instant(input.start_date, input.time_zone) : null,
    endDate: isEvent ? instant(input.end_date, input.time_zone) : null,
    timeZone: isEvent && input.start_date !== null ? input.time_zone : null,
    capacity: isEvent ? input.capacity : null,
    waitlistEnabled: isEvent && input.waitlist_enabled,
    showGuestList: isEvent && input.show_guest_list,
    targetStudyYears: input.target_study_years,
    targetGraduationYears: input.target_graduation_years,
  };
};

const local = (value: Date | null, zone: string | null): string | null =>
  value === null ? null : instantToLocalDateTime(value, zone ?? 'UTC');

const salaryText = (amount: number | null): string | null =>
  amount === null ? null : amount.toLocaleString('en-GB');

/** A stored touchpoint as its form edits it: wall-clock times in their zones, salaries as typed. */
export const inputOfRecord = (
  record: TouchpointRecord,
  relations: {
    cityIds: string[];
    areaIds: string[];
    cohosts: { type: 'Company' | 'StudentSociety'; id: string }[];
  },
): TouchpointEditorInput => {
  const hasPlace =
    record.placeName !== null || record.placeAddress !== null || record.placeCityId !== null;
  const hasDates = record.startDate !== null || record.endDate !== null;
  return {
    touchpointable_type: record.touchpointableType,
    title: record.title,
    description: record.description,
    cover_url: record.coverUrl,
    city_ids: relations.cityIds,
    working_model: record.workingModel,
    area_of_responsibility_ids: relations.areaIds,
    kind: record.kind,
    experience_level: record.experienceLevel,
    education_requirement_id: record.educationRequirementId,
    industry_id: record.industryId,
    minimum_salary: salaryText(record.minimumSalary),
    maximum_salary: salaryText(record.maximumSalary),
    pay_currency: record.payCurrency,
    salary_estimated: record.salaryEstimated,
    application_deadline: local(record.applicationDeadline, record.applicationDeadlineTimeZone),
    application_deadline_time_zone:
      record.applicationDeadline === null ? null : (record.applicationDeadlineTimeZone ?? 'UTC'),
    apply_kind: record.applyKind,
    apply_url: record.applyUrl,
    event_category_id: record.eventCategoryId,
    event_type: record.eventType,
    event_mode: record.eventMode,
    virtual_link: record.virtualLink,
    place: hasPlace
      ? {
          name: record.placeName,
          address: record.placeAddress,
          city_id: record.placeCityId,
          postcode: record.placePostcode,
        }
      : null,
    start_date: local(record.startDate, record.timeZone),
    end_date: local(record.endDate, record.timeZone),
    time_zone: hasDates ? (record.timeZone ?? 'UTC') : null,
    capacity: record.capacity !== null && record.capacity > 0 ? record.capacity : null,
    waitlist_enabled: record.waitlistEnabled,
    show_guest_list: record.showGuestList,
    target_study_years: record.targetStudyYears,
    target_graduation_years: record.targetGraduationYears,
    cohosts: relations.cohosts,
  };
};
