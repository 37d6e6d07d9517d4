import { workModesOf } from '@gradway/domain';
import type { Touchpoint } from '@gradway/domain/contracts';

/**
 * schema.org structured data of a touchpoint's page: `JobPosting` for jobs and internships,
 * `Event` for events, with the fields Google's structured-data guidelines require or recommend.
 * Pure functions: the loader builds the JSON-LD on the server and the page prints it.
 */

type Attributes = Touchpoint['attributes'];
type JsonLd = Record<string, unknown>;

export interface JsonLdContext {
  /** The site's origin, for absolute URLs (`https://gradway.example`). */
  origin: string;
  /** The description as sanitised HTML (Google accepts HTML in a JobPosting's description). */
  descriptionHtml: string;
  /** The description as plain text, for an Event. */
  summary: string;
}

/** Without a city to go by, the product's home country (events default to London too). */
const DEFAULT_COUNTRY = 'GB';
const DEFAULT_CURRENCY = 'GBP';

export const absoluteUrl = (origin: string, url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, `${origin}/`).href;
  } catch {
    return undefined;
  }
};

/** The organiser's own page on Gradway. */
export const organiserPath = (creator: Attributes['creatable_for']): string =>
  creator.type === 'Company' ? `/companies/${creator.slug}` : `/societies/${creator.slug}`;

const organisation = (attributes: Attributes, origin: string): JsonLd => {
  const creator = attributes.creatable_for;
  const url = absoluteUrl(origin, organiserPath(creator));
  return withoutEmpty({
    '@type': 'Organization',
    name: creator.name,
    url,
    sameAs: url,
    logo: absoluteUrl(origin, creator.icon_url),
  });
};

/** Drops undefined and null members, so optional properties are left out rather than null. */
const withoutEmpty = (value: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry != null));

/** schema.org employment types of each kind; internships are INTERN whatever their kind. */
const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  full_time: 'FULL_TIME',
  graduate_scheme: 'FULL_TIME',
  degree_apprenticeship: 'FULL_TIME',
  part_time: 'PART_TIME',
};

export const employmentTypeOf = (attributes: Attributes): string =>
  attributes.touchpointable_type === 'Internship'
    ? 'INTERN'
    : (EMPLOYMENT_TYPES[attributes.kind ?? ''] ?? 'FULL_TIME');

const countriesOf = (attributes: Attributes): string[] => {
  const codes = attributes.cities
    .map((city) => city.country_code)
    .filter((code): code is string => Boolean(code));
  return [...new Set(codes.length > 0 ? codes : [DEFAULT_COUNTRY])];
};

const postalAddress = (locality: string | undefined, country: string): JsonLd =>
  withoutEmpty({ '@type': 'PostalAddress', addressLocality: locality, addressCountry: country });

const baseSalary = (attributes: Attributes): JsonLd | undefined => {
  const amounts = [attributes.minimum_salary, attributes.maximum_salary].filter(
    (amount): amount is number => typeof amount === 'number' && amount > 0,
  );
  if (amounts.length === 0) return undefined;
  const minValue = Math.min(...amounts);
  const maxValue = Math.max(...amounts);
  return {
    '@type': 'MonetaryAmount',
    currency: attributes.pay_currency ?? DEFAULT_CURRENCY,
    value: withoutEmpty({
      '@type': 'QuantitativeValue',
      ...(minValue === maxValue ? { value: minValue } : { minValue, maxValue }),
      unitText: 'YEAR',
    }),
  };
};

/** A `JobPosting` for a job or an internship. */
export const jobPostingJsonLd = (touchpoint: Touchpoint, context: JsonLdContext): JsonLd => {
  const { attributes } = touchpoint;
  const remote = workModesOf(attributes.working_model).includes('remote');
  const countries = countriesOf(attributes);
  const locations = attributes.cities.map((city) => ({
    '@type': 'Place',
    address: postalAddress(city.name, city.country_code ?? DEFAULT_COUNTRY),
  }));
  const jobLocation =
    locations.length > 0 || remote
      ? locations
      : [{ '@type': 'Place', address: postalAddress(undefined, DEFAULT_COUNTRY) }];
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: attributes.title,
    description: context.descriptionHtml || `<p>${escapeHtml(context.summary)}</p>`,
    datePosted: attributes.published_at ?? attributes.created_at,
    validThrough: attributes.application_deadline ?? undefined,
    employmentType: employmentTypeOf(attributes),
    hiringOrganization: organisation(attributes, context.origin),
    identifier: {
      '@type': 'PropertyValue',
      name: attributes.creatable_for.name,
      value: touchpoint.id,
    },
    jobLocation: jobLocation.length > 0 ? jobLocation : undefined,
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    applicantLocationRequirements: remote
      ? countries.map((code) => ({ '@type': 'Country', name: code }))
      : undefined,
    baseSalary: baseSalary(attributes),
    directApply: attributes.apply_kind === 'internal' || attributes.apply_url === null,
    url: absoluteUrl(context.origin, attributes.url),
    image: absoluteUrl(context.origin, attributes.cover_url),
  });
};

/** `2031-03-04T18:00:00+00:00`: an instant written with its offset in the event's own zone. */
export const isoWithOffset = (iso: string, timeZone: string | null | undefined): string => {
  const date = new Date(iso);
  if (!timeZone) return date.toISOString();
  try {
    const zoneName = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(zoneName ?? '');
    const sign = match?.[1] === '-' ? -1 : 1;
    const offsetMinutes = match ? sign * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
    const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
    const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
    const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
    return `${local}${offsetMinutes < 0 ? '-' : '+'}${hours}:${minutes}`;
  } catch {
    return date.toISOString();
  }
};

const eventLocation = (attributes: Attributes, pageUrl: string | undefined): JsonLd => {
  const place = attributes.place?.data.attributes;
  if (attributes.event_mode === 'virtual' || !place) {
    if (attributes.event_mode === 'virtual') return { '@type': 'VirtualLocation', url: pageUrl };
    const city = attributes.cities[0];
    return {
      '@type': 'Place',
      name: city?.name ?? 'London',
      address: postalAddress(city?.name ?? 'London', city?.country_code ?? DEFAULT_COUNTRY),
    };
  }
  return {
    '@type': 'Place',
    name: place.name,
    address: withoutEmpty({
      '@type': 'PostalAddress',
      streetAddress: place.address,
      addressLocality: place.city,
      postalCode: place.postcode,
      addressCountry: place.country_code ?? DEFAULT_COUNTRY,
    }),
    ...(place.latitude !== null && place.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } }
      : {}),
  };
};

/** An `Event`; null when it has no start date yet (Google needs one). */
export const eventJsonLd = (touchpoint: Touchpoint, context: JsonLdContext): JsonLd | null => {
  const { attributes } = touchpoint;
  if (!attributes.start_date) return null;
  const pageUrl = absoluteUrl(context.origin, attributes.url);
  const soldOut =
    typeof attributes.spots_left === 'number' &&
    attributes.spots_left <= 0 &&
    !attributes.waitlist_enabled;
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: attributes.title,
    description: context.summary || undefined,
    startDate: isoWithOffset(attributes.start_date, attributes.time_zone),
    endDate: attributes.end_date
      ? isoWithOffset(attributes.end_date, attributes.time_zone)
      : undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      attributes.event_mode === 'virtual'
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location: eventLocation(attributes, pageUrl),
    organizer: organisation(attributes, context.origin),
    image: [absoluteUrl(context.origin, attributes.cover_url ?? attributes.icon_url)].filter(
      Boolean,
    ),
    url: pageUrl,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: DEFAULT_CURRENCY,
      availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: pageUrl,
      validFrom: attributes.published_at ?? attributes.created_at,
    },
  });
};

/** The page's structured data: a JobPosting or an Event (null for an event without a date). */
export const touchpointJsonLd = (touchpoint: Touchpoint, context: JsonLdContext): JsonLd | null =>
  touchpoint.attributes.touchpointable_type === 'Event'
    ? eventJsonLd(touchpoint, context)
    : jobPostingJsonLd(touchpoint, context);

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`,
 * and the line separators are escaped, so no text can close the element or break the JSON.
 */
export const serializeJsonLd = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
