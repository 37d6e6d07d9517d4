import { type AvatarSlot, fillAvatars } from '../constants/avatar-fillers';
import { type DateInput, parseDateInput } from '../format/date-input';
import { DEFAULT_EVENT_CITY, EVENT_CARD_REGISTRATIONS_TEXT, START_DATE_TBD } from '../texts';
import { type CardLink, cardLink } from './link';

/** date-fns pattern of an event card's start date (spec §2): 'Mar 5, 6:30PM'. */
export const EVENT_CARD_DATE_FORMAT = 'MMM d, h:mma';
/** The registrations row appears from this many applications (spec §2, §9). */
export const EVENT_CARD_REGISTRATIONS_FROM = 10;
/** At most this many avatars are shown in the registrations row (spec §2, §9). */
export const EVENT_CARD_MAX_AVATARS = 10;

/** One formatter per time zone ('' for the runtime's), made on first use. */
const cardDateFormatters = new Map<string, Intl.DateTimeFormat>();
const cardDateFormatter = (timeZone: string | undefined): Intl.DateTimeFormat => {
  let formatter = cardDateFormatters.get(timeZone ?? '');
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone,
    });
    cardDateFormatters.set(timeZone ?? '', formatter);
  }
  return formatter;
};

/**
 * An event's start date as shown on its card, 'MMM d, h:mma' ('Mar 5, 6:30PM'), in `timeZone`
 * when given (else the runtime's zone); 'Start Date: TBD' when missing or invalid. Written with
 * the platform's `Intl` rather than date-fns' `format`, which would add its formatters and locale
 * to every page with a card (decision 035); a test holds it equal to `format` with the pattern.
 */
export const eventCardStartDate = (startDate: DateInput, timeZone?: string): string => {
  const date = parseDateInput(startDate, timeZone);
  if (!date) return START_DATE_TBD;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of cardDateFormatter(timeZone).formatToParts(date)) {
    part[type] = value;
  }
  return `${part.month} ${part.day}, ${part.hour}:${part.minute}${part.dayPeriod}`;
};

export interface NamedCity {
  id?: string | number;
  name: string;
}

/** The card's city names; London when none are given (spec §2). */
export const cardCityNames = (
  cities: ReadonlyArray<NamedCity | string> | null | undefined,
  defaultCity: string | null = DEFAULT_EVENT_CITY,
): string[] => {
  const names = (cities ?? [])
    .map((city) => (typeof city === 'string' ? city : city.name).trim())
    .filter((name) => name !== '');
  if (names.length > 0) return names;
  return defaultCity ? [defaultCity] : [];
};

export interface EventCardRegistrations {
  avatars: AvatarSlot[];
  /** applications − 10, never negative; shown as '+N' when above 0. */
  extraCount: number;
  text: typeof EVENT_CARD_REGISTRATIONS_TEXT;
}

/**
 * The registrations row: only from 10 applications, with up to 10 avatars (real pictures first,
 * fillers after) and the extra count applications − 10 (spec §2). Null when the row is hidden.
 */
export const eventCardRegistrations = (
  applications: number | null | undefined,
  avatarUrls: ReadonlyArray<string | null | undefined> | null | undefined,
  seed = '',
): EventCardRegistrations | null => {
  const count =
    typeof applications === 'number' && Number.isFinite(applications) ? applications : 0;
  if (count < EVENT_CARD_REGISTRATIONS_FROM) return null;
  return {
    avatars: fillAvatars(avatarUrls, Math.min(count, EVENT_CARD_MAX_AVATARS), seed),
    extraCount: Math.max(0, Math.floor(count) - EVENT_CARD_MAX_AVATARS),
    text: EVENT_CARD_REGISTRATIONS_TEXT,
  };
};

/** The touchpoint fields an event card reads (spec §3). */
export interface EventCardTouchpoint {
  id: string;
  title: string;
  start_date?: DateInput;
  icon_url?: string | null;
  url?: string | null;
  cities?: ReadonlyArray<NamedCity> | null;
  applications?: number | null;
  avatar_urls?: ReadonlyArray<string | null | undefined> | null;
}

export interface EventCardOptions {
  /** IANA zone to show the start date in. */
  timeZone?: string;
  openInNewTab?: boolean;
  /** Used when the touchpoint has no url of its own. */
  fallbackHref?: string;
}

export interface EventCardView {
  id: string;
  title: string;
  startDateText: string;
  coverImageUrl: string | null;
  cityNames: string[];
  link: CardLink;
  registrations: EventCardRegistrations | null;
}

/** Everything an event card shows, from the touchpoint (spec §2). */
export const eventCardView = (
  touchpoint: EventCardTouchpoint,
  options: EventCardOptions = {},
): EventCardView => ({
  id: touchpoint.id,
  title: touchpoint.title,
  startDateText: eventCardStartDate(touchpoint.start_date, options.timeZone),
  coverImageUrl: touchpoint.icon_url?.trim() ? touchpoint.icon_url : null,
  cityNames: cardCityNames(touchpoint.cities),
  link: cardLink(
    touchpoint.url?.trim() ? touchpoint.url : (options.fallbackHref ?? `/events/${touchpoint.id}`),
    options.openInNewTab,
  ),
  registrations: eventCardRegistrations(
    touchpoint.applications,
    touchpoint.avatar_urls,
    touchpoint.id,
  ),
});
