import { z } from 'zod';
import { EXPERIENCE_LEVELS } from '../constants/experience-levels';
import {
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  graduationYearOptions,
  STUDY_YEAR_OPTIONS,
} from '../constants/search-filters';
import { CREATABLE_FOR_TYPES, TOUCHPOINTABLE_TYPES } from '../contracts/fields';
import { isKnownTimeZone } from '../format/date-input';
import { APPLY_KINDS } from '../states/application-progress';
import { WORK_MODES } from '../states/work-mode';
import { isValidSalary, isValidUrl } from '../validation/field-rules';
import { isLocalDateTime, localDateTimeToInstant } from './local-date-time';
import { TOUCHPOINT_INPUT_MESSAGES as M } from './touchpoint-input-messages';

/**
 * What an organiser sends to create or update a touchpoint (`{touchpoint: …}`), shared by the
 * API and the web form. Drafts may be incomplete: only the type and the title are required, and
 * every field that is given must be valid ({@link DraftTouchpointInputSchema}). What must be
 * filled in before a draft can be submitted for approval is {@link submittableErrors}.
 *
 * Left-out fields take their empty value (null, [] or false): a PUT replaces the whole draft.
 */

export const TOUCHPOINT_TITLE_MAX = 150;
/** Sanitised HTML, so generous: about 10,000 words of text with its markup. */
export const TOUCHPOINT_DESCRIPTION_MAX = 100_000;
export const TOUCHPOINT_URL_MAX = 2000;
export const TOUCHPOINT_MAX_CITIES = 20;
export const TOUCHPOINT_MAX_AREAS = 10;
export const TOUCHPOINT_MAX_COHOSTS = 20;
/** Salaries are whole amounts below this (they are stored as whole numbers). */
export const SALARY_LIMIT = 100_000_000;

export const EVENT_MODES = EVENT_MODE_OPTIONS.map((option) => option.value) as [
  'virtual',
  'in_person',
];
export type TouchpointEventMode = (typeof EVENT_MODES)[number];
/** Event types are stored and sent by their spec label, e.g. `Career Fairs` (spec §9). */
export const EVENT_TYPES = EVENT_TYPE_OPTIONS.map((option) => option.label) as [
  (typeof EVENT_TYPE_OPTIONS)[number]['label'],
  ...(typeof EVENT_TYPE_OPTIONS)[number]['label'][],
];
export type TouchpointEventType = (typeof EVENT_TYPES)[number];
const EXPERIENCE_LEVEL_VALUES = EXPERIENCE_LEVELS.map((level) => level.value) as [
  (typeof EXPERIENCE_LEVELS)[number]['value'],
  ...(typeof EXPERIENCE_LEVELS)[number]['value'][],
];

const id = (message: string) => z.uuid({ error: message });
const optionalId = (message: string) => id(message).nullable().default(null);
const idList = (message: string, max: number, tooMany: string) =>
  z.array(id(message)).max(max, tooMany).default([]);
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });
/** A set of years among `allowed()` (read when checked): each once, in order; empty means every year. */
const yearList = (allowed: () => readonly { value: number }[], message: string) =>
  z
    .array(z.number({ error: message }).int(message))
    .max(50, message)
    .refine((years) => {
      const known = new Set(allowed().map((option) => option.value));
      return years.every((year) => known.has(year));
    }, message)
    .transform((years) => [...new Set(years)].sort((a, b) => a - b))
    .default([]);

/** A web address that starts with http:// or https:// (spec §5 URL rule). */
export const TouchpointUrlSchema = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(TOUCHPOINT_URL_MAX, M.urlInvalid)
  .refine(isValidUrl, M.urlInvalid);

/** An amount as typed: digits and commas only (spec §5 salary rule), e.g. `30,000`. */
export const SalaryTextSchema = z
  .string({ error: M.salaryInvalid })
  .trim()
  .refine((value) => isValidSalary(value) && /\d/.test(value), M.salaryInvalid)
  .refine((value) => parseSalaryText(value) < SALARY_LIMIT, M.salaryTooLarge);

/** `30,000` → 30000. */
export const parseSalaryText = (text: string): number => Number(text.replaceAll(',', ''));

/** `YYYY-MM-DDTHH:mm`, a wall-clock time read in the time zone given beside it. */
export const LocalDateTimeSchema = z
  .string({ error: M.dateTimeInvalid })
  .refine(isLocalDateTime, M.dateTimeInvalid);

export const TimeZoneNameSchema = z
  .string({ error: M.timeZoneInvalid })
  .max(64, M.timeZoneInvalid)
  .refine((value) => /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value), M.timeZoneInvalid)
  .refine(isKnownTimeZone, M.timeZoneInvalid);

/** A cover image already uploaded (`POST /api/v1/uploads/cover`), or one of the demo pictures. */
export const CoverUrlSchema = z
  .string({ error: M.coverInvalid })
  .max(300, M.coverInvalid)
  .regex(/^\/uploads\/(?:cover|demo)\/[A-Za-z0-9_-]+\.(?:png|jpe?g|webp|svg)$/, M.coverInvalid);

const placeText = (max: number, message: string) =>
  z.string().trim().max(max, message).nullable().default(null);

/** An in-person event's venue. */
export const PlaceInputSchema = z.object({
  name: placeText(200, M.placeTooLong),
  address: placeText(200, M.placeTooLong),
  city_id: optionalId(M.placeCityRequired),
  postcode: placeText(20, M.postcodeTooLong),
});
export type PlaceInput = z.infer<typeof PlaceInputSchema>;

/** A company or a society invited to co-host an event. */
export const CohostInviteSchema = z.object({
  type: choice(CREATABLE_FOR_TYPES, M.cohostInvalid),
  id: id(M.cohostInvalid),
});
export type CohostInvite = z.infer<typeof CohostInviteSchema>;

export const TouchpointInputShape = {
  touchpointable_type: choice(TOUCHPOINTABLE_TYPES, M.typeRequired),
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(TOUCHPOINT_TITLE_MAX, M.titleTooLong),
  /** Rich text (HTML); the API keeps only the allowed markup (`RICH_TEXT_POLICY`). */
  description: z
    .string()
    .max(TOUCHPOINT_DESCRIPTION_MAX, M.descriptionTooLong)
    .nullable()
    .default(null),
  cover_url: CoverUrlSchema.nullable().default(null),
  city_ids: idList(M.cityInvalid, TOUCHPOINT_MAX_CITIES, M.tooManyCities),
  working_model: choice(WORK_MODES, M.workingModelInvalid).nullable().default(null),
  area_of_responsibility_ids: idList(M.areaInvalid, TOUCHPOINT_MAX_AREAS, M.tooManyAreas),
  /** Jobs and internships: a kind of the reference data (`full_time`, `summer_internship`…). */
  kind: z.string().trim().min(1, M.kindInvalid).max(64, M.kindInvalid).nullable().default(null),
  experience_level: choice(EXPERIENCE_LEVEL_VALUES, M.experienceLevelInvalid)
    .nullable()
    .default(null),
  /** A tag of type EducationRequirement. */
  education_requirement_id: optionalId(M.tagInvalid),
  /** A tag of type Industry. */
  industry_id: optionalId(M.tagInvalid),
  minimum_salary: SalaryTextSchema.nullable().default(null),
  maximum_salary: SalaryTextSchema.nullable().default(null),
  /** ISO 4217 code, e.g. `GBP`. */
  pay_currency: z
    .string()
    .regex(/^[A-Z]{3}$/, M.currencyInvalid)
    .nullable()
    .default(null),
  salary_estimated: z.boolean().default(false),
  application_deadline: LocalDateTimeSchema.nullable().default(null),
  application_deadline_time_zone: TimeZoneNameSchema.nullable().default(null),
  /** `external`: candidates apply at `apply_url`; `internal`: easy apply on Gradway. */
  apply_kind: choice(APPLY_KINDS, M.applyKindInvalid).default('internal'),
  apply_url: TouchpointUrlSchema.nullable().default(null),
  event_category_id: optionalId(M.eventCategoryInvalid),
  event_type: choice(EVENT_TYPES, M.eventTypeInvalid).nullable().default(null),
  event_mode: choice(EVENT_MODES, M.eventModeInvalid).nullable().default(null),
  virtual_link: TouchpointUrlSchema.nullable().default(null),
  place: PlaceInputSchema.nullable().default(null),
  start_date: LocalDateTimeSchema.nullable().default(null),
  end_date: LocalDateTimeSchema.nullable().default(null),
  time_zone: TimeZoneNameSchema.nullable().default(null),
  /** Places at the event; null means unlimited. */
  capacity: z
    .number({ error: M.capacityInvalid })
    .int(M.capacityInvalid)
    .positive(M.capacityInvalid)
    .max(1_000_000, M.capacityInvalid)
    .nullable()
    .default(null),
  /** Study years (1–5) the touchpoint is open to; empty means every year (spec §9 filter). */
  target_study_years: yearList(() => STUDY_YEAR_OPTIONS, M.studyYearInvalid),
  /** Graduation years it is open to (10 years either side of this one); empty means any year. */
  target_graduation_years: yearList(() => graduationYearOptions(), M.graduationYearInvalid),
  waitlist_enabled: z.boolean().default(false),
  show_guest_list: z.boolean().default(false),
  /** Organisations to invite; each invitation waits for their answer (`Invitation pending`). */
  cohosts: z.array(CohostInviteSchema).max(TOUCHPOINT_MAX_COHOSTS, M.tooManyCohosts).default([]),
};

type Shape = typeof TouchpointInputShape;
/** A field of the form, or one of the venue's (`place.city_id`). */
export type TouchpointInputField =
  | Exclude<keyof Shape, 'place'>
  | 'place'
  | `place.${keyof PlaceInput}`;
/** Field → the message to show under it. */
export type TouchpointFieldErrors = Partial<Record<TouchpointInputField, string>>;

interface IssueSink {
  addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void;
}
const report = (sink: IssueSink, path: string, message: string) =>
  sink.addIssue({ code: 'custom', path: path.split('.'), message });

type CrossChecked = {
  minimum_salary: string | null;
  maximum_salary: string | null;
  application_deadline: string | null;
  application_deadline_time_zone: string | null;
  start_date: string | null;
  end_date: string | null;
  time_zone: string | null;
  cohosts: CohostInvite[];
};

/** Rules between fields that hold for drafts too: each pair given must make sense together. */
const checkTogether = (input: CrossChecked, sink: IssueSink) => {
  const { minimum_salary: min, maximum_salary: max } = input;
  if (min !== null && max !== null && parseSalaryText(min) > parseSalaryText(max)) {
    report(sink, 'maximum_salary', M.salaryRange);
  }
  if (input.application_deadline !== null) {
    const zone = input.application_deadline_time_zone;
    if (zone === null) report(sink, 'application_deadline_time_zone', M.deadlineTimeZoneRequired);
    else if (!localDateTimeToInstant(input.application_deadline, zone)) {
      report(sink, 'application_deadline', M.dateTimeInvalid);
    }
  }
  if (input.start_date !== null || input.end_date !== null) {
    const zone = input.time_zone;
    if (zone === null) report(sink, 'time_zone', M.timeZoneRequired);
    else {
      const read = (local: string | null) =>
        local === null ? undefined : localDateTimeToInstant(local, zone);
      const start = read(input.start_date);
      const end = read(input.end_date);
      if (start === null) report(sink, 'start_date', M.dateTimeInvalid);
      if (end === null) report(sink, 'end_date', M.dateTimeInvalid);
      if (start && end && end.getTime() <= start.getTime()) {
        report(sink, 'end_date', M.endBeforeStart);
      }
    }
  }
  const seen = new Set<string>();
  input.cohosts.forEach((cohost, index) => {
    const key = `${cohost.type}:${cohost.id}`;
    if (seen.has(key)) report(sink, `cohosts.${index}`, M.cohostRepeated);
    seen.add(key);
  });
};

/** A draft: the type and a title, and every other field given is valid. */
export const DraftTouchpointInputSchema = z
  .object(TouchpointInputShape)
  .superRefine((input, context) => checkTogether(input, context));
export type TouchpointInput = z.output<typeof DraftTouchpointInputSchema>;
/** What a client may send (left-out fields take their empty value). */
export type TouchpointInputBody = z.input<typeof DraftTouchpointInputSchema>;

/** `{touchpoint: …}`, the body of create and update. */
export const TouchpointInputBodySchema = z.object({ touchpoint: DraftTouchpointInputSchema });
export type TouchpointInputBodyDocument = z.infer<typeof TouchpointInputBodySchema>;

/**
 * The first message for each field from a failed parse (paths under `touchpoint.` are read
 * as the field's own), ready to show under the form's fields.
 */
export const fieldErrorsOf = (error: z.ZodError): TouchpointFieldErrors => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((part) => part !== 'touchpoint').map(String);
    // A list's item (`city_ids.2`, `cohosts.1.id`) is shown under the list.
    const key = path[0] === 'place' ? path.slice(0, 2).join('.') : (path[0] ?? '');
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as TouchpointFieldErrors;
};

/**
 * The same map from a failed answer's `fields` (`touchpoint.apply_url`, `touchpoint.place.name`,
 * `touchpoint.city_ids.1`), so the form shows the API's messages under its fields.
 */
export const fieldErrorsOfAnswer = (
  fields: readonly { path: string; message: string }[] | undefined,
): TouchpointFieldErrors => {
  const errors: Record<string, string> = {};
  for (const { path, message } of fields ?? []) {
    const parts = path.split('.').filter((part) => part !== 'touchpoint');
    const key = parts[0] === 'place' ? parts.slice(0, 2).join('.') : (parts[0] ?? '');
    if (key && errors[key] === undefined) errors[key] = message;
  }
  return errors as TouchpointFieldErrors;
};
