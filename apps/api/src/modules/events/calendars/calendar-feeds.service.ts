import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { CalendarFeedDocument } from '@gradway/domain/contracts';
import { type Db, inTransaction } from '../../../db';
import {
  type CalendarFeedRow,
  findLiveFeed,
  findLiveFeedByHash,
  insertFeed,
  registeredEvents,
  revokeLiveFeed,
  savedDeadlines,
} from './calendar-feeds.repository';
import { type CalendarEntry, calendarFile, endOrAnHour, sequenceOf } from './calendar-file';

/**
 * A candidate's private calendar feed (decision 029). The address holds a token derived from the
 * feed's id with the feed's own random key (as QR tickets are), so the candidate can read their
 * address again in settings; the table keeps its SHA-256 to find the feed. Revoking marks the feed
 * revoked, and its address answers 404 from the next request.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendars are asked to fetch again every hour (Google decides for itself, often less often). */
export const FEED_REFRESH_SECONDS = 60 * 60;
/** How far back the feed reaches: events of the last 90 days, deadlines of the last 30. */
const EVENTS_SINCE_DAYS = 90;
const DEADLINES_SINCE_DAYS = 30;
/** What a deadline looks like in a calendar: the half hour before it. */
const DEADLINE_BLOCK_MS = 30 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const tokenOf = (feed: Pick<CalendarFeedRow, 'id' | 'tokenSecret'>): string =>
  createHmac('sha256', feed.tokenSecret)
    .update(`gradway-calendar-feed:${feed.id}`)
    .digest('base64url');

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Where the feed is served (relative to the app's origin). */
export const feedPath = (token: string) => `/api/v1/calendar_feeds/${token}/calendar.ics`;

export const feedDocument = (feed: CalendarFeedRow, origin: string): CalendarFeedDocument => {
  const url = `${origin}${feedPath(tokenOf(feed))}`;
  const webcal = url.replace(/^https?:/, 'webcal:');
  return {
    data: {
      id: feed.id,
      type: 'calendar_feed',
      attributes: {
        id: feed.id,
        url,
        webcal_url: webcal,
        google_calendar_url: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
        created_at: feed.createdAt.toISOString(),
      },
    },
  };
};

const newFeed = (candidateId: string) => {
  const feed = { id: randomUUID(), candidateId, tokenSecret: randomBytes(32).toString('hex') };
  return { ...feed, tokenHash: hashOf(tokenOf(feed)) };
};

/** The live feed, or null. */
export const liveFeed = (db: Db, candidateId: string) => findLiveFeed(db, candidateId);

/** The live feed, made when there is none (two calls at once end with the same one). */
export const ensureFeed = async (db: Db, candidateId: string): Promise<CalendarFeedRow> => {
  const existing = await findLiveFeed(db, candidateId);
  if (existing) return existing;
  const made = await insertFeed(db, newFeed(candidateId));
  if (made) return made;
  const raced = await findLiveFeed(db, candidateId);
  if (!raced) throw new Error('calendar feed vanished while being made');
  return raced;
};

/** A new feed in place of the live one, whose address stops working in the same transaction. */
export const regenerateFeed = (db: Db, candidateId: string, now = new Date()) =>
  inTransaction(db, async (tx) => {
    await revokeLiveFeed(tx, candidateId, now);
    const made = await insertFeed(tx, newFeed(candidateId));
    if (!made) throw new Error('calendar feed not made');
    return made;
  });

export const revokeFeed = (db: Db, candidateId: string, now = new Date()) =>
  revokeLiveFeed(db, candidateId, now);

/** The feed a token names, or null (malformed, unknown or revoked). */
export const feedOfToken = async (db: Db, token: string): Promise<CalendarFeedRow | null> => {
  if (!TOKEN_SHAPE.test(token)) return null;
  return findLiveFeedByHash(db, hashOf(token));
};

const PLACE_STATUSES = new Set(['registered', 'attended']);

/** The feed's calendar file: the candidate's events and the deadlines of what they saved. */
export const feedCalendar = async (
  db: Db,
  feed: CalendarFeedRow,
  origin: string,
  now = new Date(),
): Promise<string> => {
  const [events, deadlines] = await Promise.all([
    registeredEvents(db, feed.candidateId, new Date(now.getTime() - EVENTS_SINCE_DAYS * DAY_MS)),
    savedDeadlines(db, feed.candidateId, new Date(now.getTime() - DEADLINES_SINCE_DAYS * DAY_MS)),
  ]);
  const entries: CalendarEntry[] = [];
  for (const event of events) {
    if (!event.startDate) continue;
    const holdsPlace = PLACE_STATUSES.has(event.status);
    const withdrawn = !['published', 'closed', 'ended'].includes(event.state);
    const cancelled = event.status === 'cancelled' || withdrawn;
    const url = `${origin}/events/${event.id}`;
    const place = [event.placeName, event.placeAddress].filter(Boolean).join(', ');
    entries.push({
      uid: `${event.id}@gradway`,
      start: event.startDate,
      end: endOrAnHour(event.startDate, event.endDate),
      summary: event.title,
      url,
      description: url,
      // The online link only while the candidate holds a place (as on the event page).
      location:
        event.eventMode === 'virtual' ? (holdsPlace ? event.virtualLink : 'Online') : place || null,
      status: cancelled ? 'cancelled' : event.status === 'offered' ? 'tentative' : 'confirmed',
      sequence: sequenceOf(event.eventUpdatedAt, event.registrationUpdatedAt),
      lastModified: new Date(
        Math.max(event.eventUpdatedAt.getTime(), event.registrationUpdatedAt.getTime()),
      ),
    });
  }
  for (const deadline of deadlines) {
    if (!deadline.deadline) continue;
    const kind =
      deadline.type === 'Internship'
        ? 'internships'
        : deadline.type === 'Event'
          ? 'events'
          : 'jobs';
    const url = `${origin}/${kind}/${deadline.id}`;
    entries.push({
      uid: `deadline-${deadline.id}@gradway`,
      start: new Date(deadline.deadline.getTime() - DEADLINE_BLOCK_MS),
      end: deadline.deadline,
      summary: `Application deadline: ${deadline.title}`,
      url,
      description: url,
      status: 'confirmed',
      sequence: sequenceOf(deadline.updatedAt),
      lastModified: deadline.updatedAt,
    });
  }
  return calendarFile(
    {
      name: 'Gradway',
      description: 'Your Gradway events and application deadlines',
      refreshSeconds: FEED_REFRESH_SECONDS,
    },
    entries,
  );
};
