import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createTouchpoint } from '../../../../test/factories';

const t = useTestApp();

describe('an event as a calendar file', () => {
  it('answers text/calendar with the event, its times and page, without the online link', async () => {
    const event = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      title: 'Spring careers fair',
      startDate: new Date('2030-03-04T17:00:00Z'),
      endDate: new Date('2030-03-04T19:30:00Z'),
      eventMode: 'virtual',
      virtualLink: 'https://meet.example.com/secret-room',
    });
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints/${event.id}/calendar.ics`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/calendar');
    expect(answer.body).toContain('BEGIN:VEVENT');
    expect(answer.body).toContain('SUMMARY:Spring careers fair');
    expect(answer.body).toContain('DTSTART:20300304T170000Z');
    expect(answer.body).toContain('DTEND:20300304T193000Z');
    expect(answer.body).toContain(`/events/${event.id}`);
    expect(answer.body).not.toContain('secret-room');
  });

  it('answers 404 for a job, a draft or an unknown id and 400 for a malformed one', async () => {
    const job = await createTouchpoint(t.db);
    const draft = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      state: 'draft',
      startDate: new Date('2030-01-01T10:00:00Z'),
    });
    const codes = await Promise.all(
      [job.id, draft.id, '00000000-0000-4000-8000-000000000000', 'nope'].map(
        async (id) =>
          (await t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${id}/calendar.ics` }))
            .statusCode,
      ),
    );
    expect(codes).toEqual([404, 404, 404, 400]);
  });
});
