import type { FastifyInstance } from 'fastify';
import ical from 'ical-generator';
import { z } from 'zod';
import type { Db } from '../../../db';
import { HttpError, notFound } from '../../../http/http-error';
import { originOf } from '../../../web/api-fetch';
import { findEvent } from '../registrations/registrations.service';

const HOUR_MS = 60 * 60 * 1000;
const ParamsSchema = z.object({ id: z.uuid() });
const EVENT_NOT_FOUND = 'This event does not exist.';

/**
 * `GET /api/v1/touchpoints/{id}/calendar.ics`: a published event as an iCalendar file (one
 * VEVENT; the online link stays out: only registered candidates get it). An event without an end
 * lasts an hour in the file.
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
      const url = `${originOf(request)}/events/${event.slug}`;
      const calendar = ical({ name: event.title, prodId: '//Gradway//Events//EN' });
      calendar.createEvent({
        id: `${event.id}@gradway`,
        start: event.startDate,
        end: event.endDate ?? new Date(event.startDate.getTime() + HOUR_MS),
        summary: event.title,
        url,
        description: url,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
        .send(calendar.toString());
    },
  );
};
