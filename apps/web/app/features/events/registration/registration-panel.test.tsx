import type { Touchpoint } from '@gradway/domain/contracts';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { TouchpointFacts } from '../../opportunities/touchpoint-page';
import { RegistrationPanel } from './registration-panel';

afterEach(() => vi.restoreAllMocks());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The candidate's registration as the API answers it: registered, with a ticket. */
const registered = (
  touchpointId: string,
  onlineLink: string | null,
  change: Record<string, unknown> = {},
) => ({
  data: [
    {
      id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
      type: 'registration',
      attributes: {
        id: '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e',
        touchpoint_id: touchpointId,
        status: 'registered',
        waitlist_position: null,
        offer_expires_at: null,
        ticket: 'ticket-token',
        online_link: onlineLink,
        ...change,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    },
  ],
  meta: { total_count: 1 },
});

const facts = { registrationLabel: 'Register', canRegister: true, timeZone: 'Europe/London' };

const panelFor = async (
  eventMode: 'virtual' | 'in_person' | 'hybrid',
  link: string | null,
  change: Record<string, unknown> = {},
  shows = "You're registered.",
) => {
  const id = `4f5b8a2e-7d3c-4f6a-9b1e-2c3d4e5f6a${eventMode === 'virtual' ? '01' : '02'}`;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('registration_questions')
      ? json({ data: [], meta: { total_count: 0 } })
      : json(registered(id, link, change)),
  );
  const touchpoint = { id, attributes: { event_mode: eventMode } } as unknown as Touchpoint;
  const Stub = createRoutesStub([
    {
      path: '/events/:id',
      Component: () => (
        <RegistrationPanel
          touchpoint={touchpoint}
          facts={facts as unknown as TouchpointFacts}
          variant="card"
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[`/events/${id}`]} />);
  await screen.findByText(shows, { exact: false });
};

describe('the registration panel of a candidate with a place', () => {
  test('an event held online offers its link as the main action and no ticket for a door', async () => {
    await panelFor('virtual', 'https://meet.example.com/stem-fair');
    const join = screen.getByRole('link', { name: 'Join online' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/stem-fair');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Opens meet.example.com in a new tab.')).toBeTruthy();
    expect(screen.queryByText('Show this code at the door.')).toBeNull();
  });

  test('an event in a room shows the ticket to show at the door', async () => {
    await panelFor('in_person', null);
    expect(screen.getByText('Show this code at the door.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join online' })).toBeNull();
  });

  test('a place on offer says until when, in the event’s zone, and offers Claim', async () => {
    await panelFor(
      'in_person',
      null,
      { status: 'offered', ticket: null, offer_expires_at: '2026-11-26T21:44:00.000Z' },
      'A place is yours until',
    );
    // The expiry in the event's zone (London, GMT in November), without the year.
    expect(
      screen.getByText(
        /^A place is yours until Thu,? 26 Nov, 9:44 pm GMT\. Claim it before then or it passes to the next person in line\.$/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim my place' })).toBeTruthy();
  });
});
