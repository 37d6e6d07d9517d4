import ical, { ICalEventStatus } from 'ical-generator';

/** One entry of a calendar file: an event the candidate goes to, or a deadline. */
export interface CalendarEntry {
  /** Stable across versions of the file, so calendars update the entry rather than add one. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  location?: string | null;
  /** CANCELLED keeps the entry so subscribed calendars strike it out. */
  status?: 'confirmed' | 'tentative' | 'cancelled';
  /** Increases whenever the entry changes (RFC 5545 SEQUENCE). */
  sequence?: number;
  lastModified?: Date;
}

export interface CalendarFileOptions {
  name: string;
  description?: string;
  /** For subscribed feeds: how often calendars should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
}

const STATUS = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** An event without an end lasts an hour in a calendar file. */
export const endOrAnHour = (start: Date, end: Date | null | undefined): Date =>
  end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + HOUR_MS);

/**
 * SEQUENCE from the last change: seconds since 2020 (grows with every change, fits 32 bits until
 * 2088).
 */
export const sequenceOf = (...changes: Array<Date | null | undefined>): number => {
  const latest = Math.max(0, ...changes.map((change) => change?.getTime() ?? 0));
  return Math.max(0, Math.floor((latest - Date.UTC(2020, 0, 1)) / 1000));
};

/**
 * The one iCalendar writer (RFC 5545, through ical-generator) for the per-event `.ics` and the
 * candidate's feed. Times are written in UTC (`…Z`): an instant every calendar converts to its
 * reader's own time zone, so no VTIMEZONE is needed.
 */
export const calendarFile = (options: CalendarFileOptions, entries: readonly CalendarEntry[]) => {
  const calendar = ical({
    name: options.name,
    description: options.description ?? null,
    prodId: '//Gradway//Events//EN',
    ttl: options.refreshSeconds ?? null,
  });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      start: entry.start,
      end: entry.end,
      summary: entry.summary,
      description: entry.description ?? entry.url ?? null,
      url: entry.url ?? null,
      location: entry.location ?? null,
      status: entry.status ? STATUS[entry.status] : null,
      sequence: entry.sequence ?? 0,
      lastModified: entry.lastModified ?? null,
      stamp: entry.lastModified ?? new Date(),
    });
  }
  return calendar.toString();
};
