import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  caller,
  DEMO_MANAGER as MANAGER,
  openSignedIn,
  organiserApi,
  signInThroughForm,
} from '../support/accounts';
import { baseURL } from '../support/api';
import {
  hydrated,
  openPage,
  seriousAccessibilityViolations,
  useBrowser,
  VIEWPORTS,
} from '../support/browser';
import { demoCandidateSession } from '../support/demo-candidate';

const SHOTS = process.env.E2E_SCREENSHOTS;

const browser = useBrowser();

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('calendar feed, ratings and the guest list', () => {
  it('a candidate makes a private calendar address that serves their calendar, then turns it off and it answers 404', async () => {
    const session = demoCandidateSession();
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { context, page, cspViolations, pageErrors } = await openPage(browser(), viewport);
      await openSignedIn(page, session, '/candidate/settings');
      await hydrated(page);
      await page.getByRole('heading', { name: 'Calendar feed' }).waitFor();
      await page.getByRole('button', { name: 'Create my calendar address' }).click();
      const field = page.getByLabel('Your private calendar address');
      await field.waitFor();
      const url = await field.inputValue();
      expect(url).toMatch(/\/api\/v1\/calendar_feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
      const google = page.getByRole('link', { name: /Add to Google Calendar/ });
      expect(await google.getAttribute('href')).toContain(
        encodeURIComponent(url.replace(/^https?:/, 'webcal:')),
      );

      // What Google Calendar or Outlook fetch: a calendar with the candidate's events.
      const feed = await fetch(url);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const text = await feed.text();
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
      expect(text).toMatch(/BEGIN:VEVENT[\s\S]*UID:[0-9a-f-]{36}@gradway/);

      await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
      await shot(page, `calendar-feed-${viewport.width}`);

      await page.getByRole('button', { name: 'Turn off' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
      await page.getByRole('button', { name: 'Create my calendar address' }).waitFor();
      expect((await fetch(url)).status).toBe(404);
      expect(cspViolations).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('a checked-in attendee rates an ended event; the host sees the distribution and average at /attendees', async () => {
    const session = demoCandidateSession();
    const candidate = caller(session);
    const manager = await organiserApi(MANAGER);
    const me = await (await manager('/api/v1/user')).json();
    const societyId: string = me.data.attributes.student_society.data.attributes.id;

    // An ended event of the demo society that the demo candidate was checked in at.
    const list = await manager(
      '/api/v1/student_society/touchpoints?touchpointable_types[]=Event&per_page=100',
    );
    const events = (await list.json()).data as {
      id: string;
      attributes: { creatable_for: { id: string }; title: string };
    }[];
    let chosen: { id: string; title: string } | null = null;
    for (const event of events.filter((each) => each.attributes.creatable_for.id === societyId)) {
      const own = await candidate(`/api/v1/candidate/registrations/${event.id}/feedback`);
      if (own.status === 200 && (await own.json()).meta.can_rate) {
        chosen = { id: event.id, title: event.attributes.title };
        break;
      }
    }
    expect(
      chosen,
      'the demo seeds ended events the demo candidate was checked in at',
    ).not.toBeNull();
    if (!chosen) return;

    const { context, page, pageErrors } = await openPage(browser(), VIEWPORTS.phone);
    await openSignedIn(page, session, `/events/${chosen.id}`);
    await hydrated(page);
    const rating = page.getByRole('region', { name: /Rate this event|Your rating/ });
    await rating.waitFor();
    await rating.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await rating.getByLabel('Comment').fill('Met two recruiters, great panel.');
    await rating.getByRole('button', { name: /Send rating|Update rating/ }).click();
    await page.getByText('Your rating was sent to the organisers.').first().waitFor();
    await shot(page, 'rate-event-390');
    expect(pageErrors).toEqual([]);
    await context.close();

    const ratings = await (
      await manager(`/api/v1/student_society/touchpoints/${chosen.id}/ratings`)
    ).json();
    expect(ratings.meta.rating_distribution['4']).toBeGreaterThanOrEqual(1);

    const wide = await openPage(browser(), VIEWPORTS.desktop);
    await signInThroughForm(wide.page, '/society/signin', MANAGER);
    await wide.page.goto(`${baseURL()}/attendees?event=${chosen.id}`);
    const summary = wide.page.getByRole('region', { name: 'Ratings' });
    await summary.waitFor();
    expect(await summary.getByTestId('average-rating').textContent()).toBe(
      ratings.meta.average_rating.toFixed(1),
    );
    await summary.getByText('Met two recruiters, great panel.').waitFor();
    await shot(wide.page, 'attendees-ratings-1440');
    await wide.context.close();
  });
});
