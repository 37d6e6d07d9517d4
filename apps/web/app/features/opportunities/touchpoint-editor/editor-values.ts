import type { TouchpointInputBody, WorkMode } from '@gradway/domain';
import type { NamedRecord, TouchpointEditor } from '@gradway/domain/contracts';
import {
  type DateTimeValue,
  dateTimeValueOf,
  EMPTY_DATE_TIME,
  localDateTimeOf,
} from './fields/date-time-field';

/** The three kinds of touchpoint an organiser writes. */
export type EditorType = 'Job' | 'Internship' | 'Event';
export type ApplyKind = 'external' | 'internal';
export type EventMode = 'virtual' | 'in_person';

/**
 * Everything the form holds, as its controls hold it (text as typed, records with their names
 * for the chips). Turned into the shared input body by {@link bodyOf}.
 */
export interface EditorValues {
  touchpointable_type: EditorType;
  title: string;
  description: string;
  cover_url: string | null;
  cities: NamedRecord[];
  working_model: WorkMode | null;
  area_of_responsibility_ids: string[];
  kind: string | null;
  experience_level: string | null;
  education_requirement_id: string | null;
  minimum_salary: string;
  maximum_salary: string;
  pay_currency: string | null;
  salary_estimated: boolean;
  application_deadline: DateTimeValue;
  application_deadline_time_zone: string;
  apply_kind: ApplyKind;
  apply_url: string;
  event_category_id: string | null;
  event_type: string | null;
  event_mode: EventMode | null;
  virtual_link: string;
  place_name: string;
  place_address: string;
  place_city: NamedRecord[];
  place_postcode: string;
  start_date: DateTimeValue;
  end_date: DateTimeValue;
  time_zone: string;
  capacity: string;
  waitlist_enabled: boolean;
  show_guest_list: boolean;
  /** Study years and graduation years it is open to; empty means every year. */
  target_study_years: number[];
  target_graduation_years: number[];
  /** Picked co-hosts; ids are `StudentSociety:<uuid>` or `Company:<uuid>`. */
  cohosts: NamedRecord[];
}

/** A new touchpoint's form: dates read in the browser's time zone, easy apply, GBP. */
export const emptyValues = (type: EditorType, timeZone: string): EditorValues => ({
  touchpointable_type: type,
  title: '',
  description: '',
  cover_url: null,
  cities: [],
  working_model: null,
  area_of_responsibility_ids: [],
  kind: null,
  experience_level: null,
  education_requirement_id: null,
  minimum_salary: '',
  maximum_salary: '',
  pay_currency: 'GBP',
  salary_estimated: false,
  application_deadline: EMPTY_DATE_TIME,
  application_deadline_time_zone: timeZone,
  apply_kind: 'internal',
  apply_url: '',
  event_category_id: null,
  event_type: null,
  event_mode: null,
  virtual_link: '',
  place_name: '',
  place_address: '',
  place_city: [],
  place_postcode: '',
  start_date: EMPTY_DATE_TIME,
  end_date: EMPTY_DATE_TIME,
  time_zone: timeZone,
  capacity: '',
  waitlist_enabled: false,
  show_guest_list: false,
  target_study_years: [],
  target_graduation_years: [],
  cohosts: [],
});

const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * A capacity as typed: empty means unlimited (null); whole numbers are sent as numbers; anything
 * else is sent as it is, so the shared rule says why it is refused.
 */
const capacityOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : (trimmed as unknown as number);
};

/**
 * The body the API reads (`{touchpoint: …}`'s inside): only the fields of the touchpoint's type,
 * the others left empty; the venue only for in-person events, the link only for virtual ones.
 */
export const bodyOf = (values: EditorValues): TouchpointInputBody => {
  const common = {
    touchpointable_type: values.touchpointable_type,
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    cover_url: values.cover_url,
    target_study_years: values.target_study_years,
    target_graduation_years: values.target_graduation_years,
  };
  if (values.touchpointable_type === 'Event') {
    const inPerson = values.event_mode === 'in_person';
    const place = {
      name: textOrNull(values.place_name),
      address: textOrNull(values.place_address),
      city_id: values.place_city[0]?.id ?? null,
      postcode: textOrNull(values.place_postcode),
    };
    return {
      ...common,
      city_ids: inPerson && place.city_id ? [place.city_id] : [],
      event_category_id: values.event_category_id,
      event_type: values.event_type as TouchpointInputBody['event_type'],
      event_mode: values.event_mode,
      virtual_link: values.event_mode === 'virtual' ? textOrNull(values.virtual_link) : null,
      place: inPerson ? place : null,
      start_date: localDateTimeOf(values.start_date),
      end_date: localDateTimeOf(values.end_date),
      time_zone: textOrNull(values.time_zone),
      capacity: capacityOf(values.capacity),
      waitlist_enabled: values.waitlist_enabled,
      show_guest_list: values.show_guest_list,
      apply_kind: 'internal',
      cohosts: values.cohosts.flatMap((cohost) => {
        const parsed = parseCohostKey(cohost.id);
        return parsed ? [parsed] : [];
      }),
    };
  }
  return {
    ...common,
    city_ids: values.cities.map((city) => city.id),
    working_model: values.working_model,
    area_of_responsibility_ids: values.area_of_responsibility_ids,
    kind: values.kind,
    experience_level: values.experience_level as TouchpointInputBody['experience_level'],
    education_requirement_id: values.education_requirement_id,
    minimum_salary: textOrNull(values.minimum_salary),
    maximum_salary: textOrNull(values.maximum_salary),
    pay_currency: values.pay_currency,
    salary_estimated: values.salary_estimated,
    application_deadline: localDateTimeOf(values.application_deadline),
    application_deadline_time_zone: textOrNull(values.application_deadline_time_zone),
    apply_kind: values.apply_kind,
    apply_url: values.apply_kind === 'external' ? textOrNull(values.apply_url) : null,
  };
};

/** How a co-host's kind is said beside its name ('Jazz Society · Society'). */
export interface CohostLabels {
  society: string;
  company: string;
}

/**
 * The form's values for a saved touchpoint: its input as the API answers it, with the names of
 * its cities, venue city and co-hosts for the chips.
 */
export const valuesOf = (
  touchpoint: TouchpointEditor,
  fallbackZone: string,
  labels: CohostLabels,
): EditorValues => {
  const attributes = touchpoint.attributes;
  const input = attributes.input;
  const cityName = new Map(attributes.cities.map((city) => [city.id, city.name]));
  const cohostName = new Map(
    attributes.cohost_applications.map((application) => [
      application.cohost.id,
      application.cohost.name,
    ]),
  );
  const placeCityId = input.place?.city_id ?? null;
  const placeCityName = attributes.place?.data.attributes.city ?? cityName.get(placeCityId ?? '');
  return {
    touchpointable_type: input.touchpointable_type,
    title: input.title,
    description: input.description ?? '',
    cover_url: input.cover_url,
    cities: input.city_ids.map((id) => ({ id, name: cityName.get(id) ?? id })),
    working_model: input.working_model,
    area_of_responsibility_ids: input.area_of_responsibility_ids,
    kind: input.kind,
    experience_level: input.experience_level,
    education_requirement_id: input.education_requirement_id,
    minimum_salary: input.minimum_salary ?? '',
    maximum_salary: input.maximum_salary ?? '',
    pay_currency: input.pay_currency,
    salary_estimated: input.salary_estimated,
    application_deadline: dateTimeValueOf(input.application_deadline),
    application_deadline_time_zone: input.application_deadline_time_zone ?? fallbackZone,
    apply_kind: input.apply_kind,
    apply_url: input.apply_url ?? '',
    event_category_id: input.event_category_id,
    event_type: input.event_type,
    event_mode: input.event_mode,
    virtual_link: input.virtual_link ?? '',
    place_name: input.place?.name ?? '',
    place_address: input.place?.address ?? '',
    place_city: placeCityId ? [{ id: placeCityId, name: placeCityName ?? placeCityId }] : [],
    place_postcode: input.place?.postcode ?? '',
    start_date: dateTimeValueOf(input.start_date),
    end_date: dateTimeValueOf(input.end_date),
    time_zone: input.time_zone ?? fallbackZone,
    capacity: input.capacity === null ? '' : String(input.capacity),
    waitlist_enabled: input.waitlist_enabled,
    show_guest_list: input.show_guest_list,
    target_study_years: input.target_study_years,
    target_graduation_years: input.target_graduation_years,
    cohosts: input.cohosts.map((cohost) => ({
      id: cohostKey(cohost.type, cohost.id),
      name: `${cohostName.get(cohost.id) ?? cohost.id} · ${
        cohost.type === 'Company' ? labels.company : labels.society
      }`,
    })),
  };
};

/** A co-host as the picker holds it: the id carries the type (`StudentSociety:<uuid>`). */
export const cohostKey = (type: 'StudentSociety' | 'Company', id: string): string =>
  `${type}:${id}`;

export const parseCohostKey = (
  key: string,
): { type: 'StudentSociety' | 'Company'; id: string } | null => {
  const [type, id] = key.split(':');
  return (type === 'StudentSociety' || type === 'Company') && id ? { type, id } : null;
};
