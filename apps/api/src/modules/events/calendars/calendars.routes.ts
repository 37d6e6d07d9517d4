import {
  CALENDAR_FEED_MESSAGES,
  createCalendarFeedContract,
  getCalendarFeedContract,
  regenerateCalendarFeedContract,
  revokeCalendarFeedContract,
} from '@gradway/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db';
import { HttpError, notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { originOf } from '../../../web/api-fetch';
import { findEvent } from '../registrations/registrations.service';
import {
  ensureFeed,
  feedCalendar,
  feedDocument,
  feedOfToken,
  liveFeed,
  regenerateFeed,
  revokeFeed,
} from './calendar-feeds.service';
import { calendarFile, endOrAnHour } from './calendar-file';

const ParamsSchema = z.object({ id: z.uuid() });
const EVENT_NOT_FOUND = 'This event does not exist.';

const candidateIdOf = (request: FastifyRequest): string => {
  const candidateId = request.session?.user.candidateId;
  if (!candidateId) throw unauthorized();
  return candidateId;
};

/**
 * `GET /api/v1/touchpoints/{id}/calendar.ics`: a published event as an iCalendar file (one
 * VEVENT; the online link stays out: only registered candidates get it). An event without an end
 * lasts an hour in the file. The candidate's private feed (decision 029): its address in
 * `/api/v1/candidate/calendar_feed` (get, make, regenerate, revoke) and the feed itself at
 * `/api/v1/calendar_feeds/{token}/calendar.ics`.
 */
export const calendarsRoutes = (app: FastifyInstance, db: Db) => {
  app.get(
    '/api/v1/touchpoints/:id/calendar.ics',
    { config: { access: 'public' as const }, schema: { hide: true } },
    async (request, reply) => {
      const parsed = ParamsSchema.safeParse(request.params);
      if (!parsed.success) throw new HttpError(400, EVENT_NOT_FOUND);
      const event = await findEvent(db, parsed.data.id);
      const visible = event && ['published', 'closed', 'ended'].includes(event.state);
      if (!event || !visible || event.touchpointableType !== 'Event' || !event.startDate) {
        throw notFound(EVENT_NOT_FOUND);
      }
      const url = `${originOf(request)}/events/${event.id}`;
      const file = calendarFile({ name: event.title }, [
        {
          uid: `${event.id}@gradway`,
          start: event.startDate,
          end: endOrAnHour(event.startDate, event.endDate),
          summary: event.title,
          url,
          description: url,
        },
      ]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .send(file);
    },
  );

  app.get(
    '/api/v1/calendar_feeds/:token/calendar.ics',
    { config: { access: 'public' as const }, schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const feed = await feedOfToken(db, token);
      if (!feed) throw notFound(CALENDAR_FEED_MESSAGES.unknownFeed);
      const file = await feedCalendar(db, feed, originOf(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="gradway.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(file);
    },
  );

  registerRoute(app, getCalendarFeedContract, async ({ request }) => {
    const feed = await liveFeed(db, candidateIdOf(request));
    return feed ? feedDocument(feed, originOf(request)) : { data: null };
  });
  registerRoute(app, createCalendarFeedContract, async ({ request }) =>
    feedDocument(await ensureFeed(db, candidateIdOf(request)), originOf(request)),
  );
  registerRoute(app, regenerateCalendarFeedContract, async ({ request }) =>
    feedDocument(await regenerateFeed(db, candidateIdOf(request)), originOf(request)),
  );
  registerRoute(app, revokeCalendarFeedContract, async ({ request }) => {
    await revokeFeed(db, candidateIdOf(request));
    return { data: null };
  });
};
