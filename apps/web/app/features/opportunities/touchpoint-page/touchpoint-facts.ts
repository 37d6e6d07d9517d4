import {
  cardCityNames,
  EVENT_MODE_OPTIONS,
  EVENT_TYPE_OPTIONS,
  EXPERIENCE_LEVELS,
  type RegistrationButtonLabel,
  registrationButtonLabel,
  type SalaryDisplay,
  salaryDisplay,
  WORK_MODE_LABELS,
  type WorkMode,
  workModesOf,
} from '@gradway/domain';
import type { Touchpoint } from '@gradway/domain/contracts';

/** What a touchpoint's page shows, worked out from its wire attributes (pure, tested). */

type Attributes = Touchpoint['attributes'];

/** Dates on the page read in the touchpoint's zone, London when it has none. */
export const DEFAULT_PAGE_TIME_ZONE = 'Europe/London';

export const zoneOf = (zone: string | null | undefined): string => {
  if (!zone) return DEFAULT_PAGE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_PAGE_TIME_ZONE;
  }
};

/**
 * 'Tue, 4 Mar 2031, 6:00 pm GMT': a moment in a zone, with the zone's short name ('Tue, 4 Mar,
 * 6:00 pm GMT' without the year, for moments days away such as a held place's expiry).
 */
export const formatMoment = (
  iso: string,
  timeZone: string,
  { withYear = true }: { withYear?: boolean } = {},
): string =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/** '6:00 pm GMT': the time of day only, for an end on the same day as the start. */
const formatTime = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

const dayIn = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(iso));

/** An event's dates in a zone: 'Tue, 4 Mar 2031, 6:00 pm GMT – 8:00 pm GMT'; null without a start. */
export const eventWhen = (attributes: Attributes, timeZone: string): string | null => {
  if (!attributes.start_date) return null;
  const start = formatMoment(attributes.start_date, timeZone);
  if (!attributes.end_date) return start;
  const sameDay = dayIn(attributes.start_date, timeZone) === dayIn(attributes.end_date, timeZone);
  const end = sameDay
    ? formatTime(attributes.end_date, timeZone)
    : formatMoment(attributes.end_date, timeZone);
  return `${start} – ${end}`;
};

const labelOf = (
  options: readonly { value: string; label: string }[],
  value: string | null | undefined,
): string | null =>
  value
    ? (options.find((option) => option.value === value || option.label === value)?.label ?? null)
    : null;

export const experienceLabel = (level: string | null | undefined): string | null =>
  labelOf(EXPERIENCE_LEVELS, level);

export const eventTypeLabel = (attributes: Attributes): string | null =>
  labelOf(EVENT_TYPE_OPTIONS, attributes.event_type) ?? attributes.event_category?.name ?? null;

export const eventModeLabel = (attributes: Attributes): string | null =>
  labelOf(EVENT_MODE_OPTIONS, attributes.event_mode);

export interface TouchpointFacts {
  isEvent: boolean;
  /** Applications closed (jobs, internships) or the event ended or closed. */
  isClosed: boolean;
  salary: SalaryDisplay | null;
  /** City names; an event without any shows London (spec §2), a job none. */
  cityNames: string[];
  workModes: { mode: WorkMode; label: string }[];
  kindLabel: string | null;
  experience: string | null;
  education: string | null;
  areas: string[];
  /** The application deadline in its own zone, when there is one. */
  deadline: string | null;
  timeZone: string;
  /** Events: their dates in their own zone. */
  when: string | null;
  eventType: string | null;
  eventMode: string | null;
  registrationLabel: RegistrationButtonLabel | null;
  /** Events: whether registering is still possible (Register or Join Waitlist). */
  canRegister: boolean;
}

export const touchpointFacts = (touchpoint: Touchpoint): TouchpointFacts => {
  const attributes = touchpoint.attributes;
  const isEvent = attributes.touchpointable_type === 'Event';
  const timeZone = zoneOf(
    isEvent
      ? attributes.time_zone
      : (attributes.application_deadline_time_zone ?? attributes.time_zone),
  );
  const status = attributes.status ?? (attributes.state === 'ended' ? 'ended' : null);
  const closedState = ['closed', 'expired', 'ended'].includes(attributes.state);
  const capacityLimited = typeof attributes.capacity === 'number';
  const registrationLabel = isEvent
    ? registrationButtonLabel({
        status: status ?? (closedState ? 'closed' : null),
        waitlistEnabled: attributes.waitlist_enabled,
        capacityLimited,
        spotsLeft: attributes.spots_left ?? null,
        // No separate "show sold out" setting exists: a full event without a waitlist is sold out.
        soldOutFlag: true,
      })
    : null;
  return {
    isEvent,
    isClosed: isEvent
      ? status === 'ended' || status === 'closed' || closedState
      : attributes.isExpired || closedState || status === 'closed',
    salary: isEvent
      ? null
      : salaryDisplay({ ...attributes, estimated: attributes.salary_estimated }),
    cityNames: cardCityNames(attributes.cities, isEvent ? undefined : null),
    workModes: workModesOf(attributes.working_model).map((mode) => ({
      mode,
      label: WORK_MODE_LABELS[mode],
    })),
    kindLabel: attributes.kind_name ?? null,
    experience: experienceLabel(attributes.experience_level),
    education: attributes.education_requirement?.name ?? null,
    areas: attributes.area_of_responsibilities.map((area) => area.name),
    deadline: attributes.application_deadline
      ? formatMoment(attributes.application_deadline, timeZone)
      : null,
    timeZone,
    when: isEvent ? eventWhen(attributes, timeZone) : null,
    eventType: isEvent ? eventTypeLabel(attributes) : null,
    eventMode: isEvent ? eventModeLabel(attributes) : null,
    registrationLabel,
    canRegister: registrationLabel === 'Register' || registrationLabel === 'Join Waitlist',
  };
};
