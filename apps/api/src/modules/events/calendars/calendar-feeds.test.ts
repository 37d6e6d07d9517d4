import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { applications, eventRegistrations } from '../../../db/schema';

const t = useTestApp();

const person = async () => {
  const { user, candidate } = await createCandidate(t.db);
  return { candidate, headers: await signIn(t.db, user) };
};

const feedApi = (method: 'GET' | 'POST' | 'DELETE', headers: Record<string, string>, tail = '') =>
  t.app.inject({ method, url: `/api/v1/candidate/calendar_feed${tail}`, headers });

const pathOf = (url: string) => new URL(url).pathname;

describe('a candidate’s private calendar feed', () => {
  it('is made once, read again in settings, and serves the registered events and saved deadlines', async () => {
    const { candidate, headers } = await person();
    expect((await feedApi('GET', headers)).json()).toEqual({ data: null });

    const made = await feedApi('POST', headers);
    expect(made.statusCode).toBe(200);
    const feed = made.json().data.attributes;
    expect(feed.url).toMatch(/\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace(/^https?:/, 'webcal:'));
    expect(feed.google_calendar_url).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcal_url)}`,
    );
    // Making it again, or reading it, gives the same address.
    expect((await feedApi('POST', headers)).json().data.attributes.url).toBe(feed.url);
    expect((await feedApi('GET', headers)).json().data.attributes.url).toBe(feed.url);

    const fair = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      title: 'Spring careers fair',
      startDate: new Date('2031-03-04T17:00:00Z'),
      endDate: new Date('2031-03-04T19:30:00Z'),
      eventMode: 'virtual',
      virtualLink: 'https://meet.example.com/room-for-the-registered',
    });
    const cancelled = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      title: 'Cancelled mixer',
      startDate: new Date('2031-04-01T18:00:00Z'),
    });
    const waiting = await createTouchpoint(t.db, {
      touchpointableType: 'Event',
      title: 'Still waiting',
      startDate: new Date('2031-05-01T18:00:00Z'),
    });
    const job = await createTouchpoint(t.db, {
      title: 'Graduate analyst',
      applicationDeadline: new Date('2031-02-01T12:00:00Z'),
    });
    const applied = await createTouchpoint(t.db, {
      title: 'Already applied',
      applicationDeadline: new Date('2031-02-02T12:00:00Z'),
    });
    await t.db.insert(eventRegistrations).values([
      { touchpointId: fair.id, candidateId: candidate.id, status: 'registered' },
      { touchpointId: cancelled.id, candidateId: candidate.id, status: 'cancelled' },
      { touchpointId: waiting.id, candidateId: candidate.id, status: 'waitlisted', waitlistSeq: 1 },
    ]);
    await t.db.insert(applications).values([
      { touchpointId: job.id, candidateId: candidate.id, progress: 'saved' },
      { touchpointId: applied.id, candidateId: candidate.id, progress: 'applied' },
    ]);

    const answer = await t.app.inject({ method: 'GET', url: pathOf(feed.url) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = answer.body.replace(/\r\n /g, '');
    expect(body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(body).toContain('X-PUBLISHED-TTL:PT1H');
    expect(body).toContain(`UID:${fair.id}@gradway`);
    expect(body).toContain('SUMMARY:Spring careers fair');
    expect(body).toContain('DTSTART:20310304T170000Z');
    expect(body).toContain('DTEND:20310304T193000Z');
    expect(body).toContain('LOCATION:https://meet.example.com/room-for-the-registered');
    expect(body).toMatch(new RegExp(`UID:${cancelled.id}@gradway[\\s\\S]*?STATUS:CANCELLED`));
    expect(body).not.toContain('Still waiting');
    expect(body).toContain(`UID:deadline-${job.id}@gradway`);
    expect(body).toContain('SUMMARY:Application deadline: Graduate analyst');
    expect(body).toContain('DTEND:20310201T120000Z');
    expect(body).not.toContain('Already applied');
    // Same UIDs on every fetch, so subscribed calendars update entries rather than add them.
    const again = await t.app.inject({ method: 'GET', url: pathOf(feed.url) });
    const uids = (text: string) => text.match(/^UID:.*$/gm)?.sort();
    expect(uids(again.body)).toEqual(uids(answer.body));
  });

  it('stops answering at once when revoked or regenerated, and another candidate’s feed is theirs', async () => {
    const a = await person();
    const b = await person();
    const first = (await feedApi('POST', a.headers)).json().data.attributes.url as string;
    const other = (await feedApi('POST', b.headers)).json().data.attributes.url as string;
    expect(other).not.toBe(first);

    const regenerated = await feedApi('POST', a.headers, '/regenerate');
    const second = regenerated.json().data.attributes.url as string;
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: pathOf(first) });
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toBe('This calendar feed does not exist or was turned off.');
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(200);

    expect((await feedApi('DELETE', a.headers)).json()).toEqual({ data: null });
    expect((await t.app.inject({ method: 'GET', url: pathOf(second) })).statusCode).toBe(404);
    expect((await feedApi('GET', a.headers)).json()).toEqual({ data: null });
    // B's feed is untouched.
    expect((await t.app.inject({ method: 'GET', url: pathOf(other) })).statusCode).toBe(200);
  });

  it('answers 404 for a made-up token and 401 without a session', async () => {
    const made = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calendar_feeds/${'a'.repeat(43)}/calendar.ics`,
    });
    expect(made.statusCode).toBe(404);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/v1/calendar_feeds/..%2F/calendar.ics',
    });
    expect(odd.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/candidate/calendar_feed' })).statusCode,
    ).toBe(401);
  });
});
