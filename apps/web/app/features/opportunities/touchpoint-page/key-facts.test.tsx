import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { EVENT_ID, sampleEvent } from '../../../lib/testing/touchpoint-samples';
import { TouchpointPage } from './touchpoint-page';

const user = vi.hoisted(() => ({ current: null as { userable_type: string } | null }));
vi.mock('../../../lib/session/current-user', async (original) => ({
  ...(await original<typeof import('../../../lib/session/current-user')>()),
  useCurrentUser: () => user.current,
}));

/** The candidate's registrations as the API answers them (none, or one in this state). */
const registrations = (status: string | null, onlineLink: string | null) => ({
  data: status
    ? [
        {
          id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
          type: 'registration',
          attributes: {
            id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
            touchpoint_id: EVENT_ID,
            status,
            waitlist_position: status === 'waitlisted' ? 3 : null,
            offer_expires_at: null,
            ticket: status === 'registered' ? 'ticket-token' : null,
            online_link: onlineLink,
            created_at: '2026-11-20T10:00:00.000Z',
            updated_at: '2026-11-20T10:00:00.000Z',
          },
        },
      ]
    : [],
  meta: { total_count: status ? 1 : 0 },
});

let answer = registrations(null, null);
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://gradway.test').pathname;
      if (path === '/api/v1/candidate/registrations') return Response.json(answer);
      // Nothing else on the page matters here (the view count, the rating, the guest list).
      return Response.json({ error: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  user.current = null;
});

/** The event page of a virtual event, and its Key facts' "Where". */
const whereOf = async (hasLink = true) => {
  const touchpoint = sampleEvent({ event_mode: 'virtual', place: null, has_virtual_link: hasLink });
  const Stub = createRoutesStub([
    {
      path: '/events/:id',
      Component: () => (
        <TouchpointPage
          data={{
            touchpoint,
            descriptionHtml: '',
            summary: '',
            jsonLd: null,
            more: null,
            pageUrl: `http://gradway.test/events/${EVENT_ID}`,
          }}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/events/${EVENT_ID}`]} />);
  await screen.findByRole('region', { name: 'Key facts' });
  const facts = screen.getByRole('region', { name: 'Key facts' });
  return within(facts).getByText('Where').closest('div') as HTMLElement;
};

describe('where a virtual event is, in its key facts', () => {
  test('a guest is told the link is shared after registration', async () => {
    const where = await whereOf();
    expect(within(where).getByText('Online')).toBeTruthy();
    expect(within(where).getByText('Link shared after registration')).toBeTruthy();
    expect(within(where).queryByRole('link')).toBeNull();
  });

  test('a registered candidate sees the link itself, opening in a new tab', async () => {
    user.current = { userable_type: 'Candidate' };
    answer = registrations('registered', 'https://meet.example.com/spring-fair');
    const where = await whereOf();
    const link = await within(where).findByRole('link', {
      name: 'meet.example.com/spring-fair (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('https://meet.example.com/spring-fair');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(where).queryByText('Link shared after registration')).toBeNull();
  });

  test('a registered candidate is told when the organisers have not added the link yet', async () => {
    user.current = { userable_type: 'Candidate' };
    answer = registrations('registered', null);
    const where = await whereOf(false);
    expect(
      await within(where).findByText('The organisers have not added the link yet; it will be here'),
    ).toBeTruthy();
    expect(within(where).queryByText('Link shared after registration')).toBeNull();
  });

  test('a candidate on the waitlist, without a place, gets the link after registration', async () => {
    user.current = { userable_type: 'Candidate' };
    answer = registrations('waitlisted', null);
    await whereOf();
    await screen.findByText('You are number 3 on the waitlist.');
    const where = screen.getByText('Where').closest('div') as HTMLElement;
    expect(within(where).getByText('Link shared after registration')).toBeTruthy();
  });
});
