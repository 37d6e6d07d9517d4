import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createCandidate, createTouchpoint, signIn } from '../../../../test/factories';
import { eventRegistrations } from '../../../db/schema';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const event = (overrides: Parameters<typeof createTouchpoint>[1] = {}) =>
  createTouchpoint(t.db, {
    touchpointableType: 'Event',
    showGuestList: true,
    startDate: new Date(Date.now() + 10 * DAY),
    ...overrides,
  });

const goer = async (
  eventId: string,
  firstName: string,
  options: { shown?: boolean; avatarUrl?: string; status?: 'registered' | 'cancelled' } = {},
) => {
  const { user, candidate } = await createCandidate(t.db, {
    user: { firstName, lastName: 'Surname' },
    candidate: { avatarUrl: options.avatarUrl ?? null },
  });
  await t.db.insert(eventRegistrations).values({
    touchpointId: eventId,
    candidateId: candidate.id,
    status: options.status ?? 'registered',
    showInGuestList: options.shown ?? false,
  });
  return { headers: await signIn(t.db, user) };
};

const guests = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${id}/guests` });
const choicePath = (id: string) => `/api/v1/candidate/registrations/${id}/guest_list`;

describe('an event’s guest list', () => {
  it('names only those going who agreed, by first name and picture, and counts everyone going', async () => {
    const party = await event();
    await goer(party.id, 'Ada', { shown: true, avatarUrl: '/uploads/ada.png' });
    await goer(party.id, 'Ben', { shown: true });
    await goer(party.id, 'Cy');
    await goer(party.id, 'Dee', { shown: true, status: 'cancelled' });
    const answer = await guests(party.id);
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json().data.map((guest: { attributes: unknown }) => guest.attributes),
    ).toMatchObject([
      { first_name: 'Ada', avatar_url: '/uploads/ada.png' },
      { first_name: 'Ben', avatar_url: null },
    ]);
    expect(answer.body).not.toContain('Surname');
    expect(answer.json().meta).toEqual({ total_count: 3, shown_count: 2 });

    const card = await t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${party.id}` });
    expect(card.json().data.attributes.avatar_urls).toEqual(['/uploads/ada.png']);
  });

  it('is hidden when the host did not turn it on, and the card then shows no pictures', async () => {
    const quiet = await event({ showGuestList: false });
    await goer(quiet.id, 'Ada', { shown: true, avatarUrl: '/uploads/ada.png' });
    const answer = await guests(quiet.id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toBe('This event does not show its guest list.');
    const card = await t.app.inject({ method: 'GET', url: `/api/v1/touchpoints/${quiet.id}` });
    expect(card.json().data.attributes.avatar_urls).toEqual([]);
    expect((await guests((await createTouchpoint(t.db)).id)).statusCode).toBe(404);
  });

  it('lets a registered candidate choose to be shown (off by default) and take it back', async () => {
    const party = await event();
    const ada = await goer(party.id, 'Ada');
    const read = await t.app.inject({
      method: 'GET',
      url: choicePath(party.id),
      headers: ada.headers,
    });
    expect(read.json().data.attributes).toEqual({
      touchpoint_id: party.id,
      show_in_guest_list: false,
    });
    const on = await t.app.inject({
      method: 'PUT',
      url: choicePath(party.id),
      headers: ada.headers,
      payload: { show_in_guest_list: true },
    });
    expect(on.json().data.attributes.show_in_guest_list).toBe(true);
    expect((await guests(party.id)).json().data).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: choicePath(party.id),
      headers: ada.headers,
      payload: { show_in_guest_list: false },
    });
    expect((await guests(party.id)).json().data).toHaveLength(0);

    const { user } = await createCandidate(t.db);
    const stranger = await t.app.inject({
      method: 'PUT',
      url: choicePath(party.id),
      headers: await signIn(t.db, user),
      payload: { show_in_guest_list: true },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe('You are not registered for this event.');
  });
});
