import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import { createTouchpoint } from '../../../../test/factories';
import {
  COMPANY,
  caller,
  organisers,
  SOCIETY,
} from '../../opportunities/organiser-touchpoints/organiser-touchpoints.test-support';

const t = useTestApp();
const call = caller(t);
const who = organisers(t);

const QUESTIONS = [
  { kind: 'short_text', label: 'Dietary needs?', required: true },
  { kind: 'single_choice', label: 'Which track?', options: ['Finance', 'Tech'] },
  { kind: 'multiple_choice', label: 'Which days?', options: ['Mon', 'Tue', 'Wed'] },
  { kind: 'yes_no', label: 'May we take photos of you?' },
];

const societyEvent = async (state: 'published' | 'draft' = 'published') => {
  const manager = await who.manager();
  const event = await createTouchpoint(t.db, {
    touchpointableType: 'Event',
    creatableForType: 'StudentSociety',
    creatableForId: manager.studentSocietyId,
    state,
  });
  return { manager, event, url: `${SOCIETY}/${event.id}/registration_questions` };
};

describe('registration questions', () => {
  it('the host sets them in order; candidates read them on a published event', async () => {
    const { manager, event, url } = await societyEvent();
    const saved = await call(manager.headers, 'PUT', url, { registration_questions: QUESTIONS });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.meta.total_count).toBe(4);
    expect(body.data.map((q: { attributes: { label: string } }) => q.attributes.label)).toEqual(
      QUESTIONS.map((q) => q.label),
    );
    expect(body.data[0].attributes).toMatchObject({
      kind: 'short_text',
      required: true,
      options: [],
    });
    expect(body.data[1].attributes).toMatchObject({
      options: ['Finance', 'Tech'],
      required: false,
    });

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints/${event.id}/registration_questions`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual(body.data);
  });

  it('keeps a question edited by id, removes those left out, and reorders', async () => {
    const { manager, url } = await societyEvent();
    const first = (
      await call(manager.headers, 'PUT', url, { registration_questions: QUESTIONS })
    ).json().data as { id: string; attributes: { label: string } }[];
    const [text, , , yesNo] = first;
    const next = await call(manager.headers, 'PUT', url, {
      registration_questions: [
        { id: yesNo?.id, kind: 'yes_no', label: 'Photos OK?' },
        { id: text?.id, kind: 'short_text', label: 'Dietary needs?', required: false },
      ],
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.map((q: { id: string }) => q.id)).toEqual([yesNo?.id, text?.id]);
    expect(next.json().data[0].attributes.label).toBe('Photos OK?');
    expect((await call(manager.headers, 'GET', url)).json().meta.total_count).toBe(2);
  });

  it('refuses bad questions with the field and its message, writing nothing', async () => {
    const { manager, url } = await societyEvent();
    await call(manager.headers, 'PUT', url, { registration_questions: QUESTIONS });
    for (const bad of [
      [{ kind: 'single_choice', label: 'Track', options: ['Only one'] }],
      [{ kind: 'short_text', label: 'a\u0000b' }],
      [{ kind: 'essay', label: 'Why?' }],
      [{ kind: 'short_text', label: 'x'.repeat(5000) }],
      Array.from({ length: 11 }, () => ({ kind: 'yes_no', label: 'OK?' })),
      'not a list',
    ]) {
      const response = await call(manager.headers, 'PUT', url, { registration_questions: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
    expect((await call(manager.headers, 'GET', url)).json().meta.total_count).toBe(4);
  });

  it('another organisation’s event, a job or a draft answer 404', async () => {
    const { url, event } = await societyEvent('draft');
    const stranger = await who.manager();
    expect((await call(stranger.headers, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(stranger.headers, 'PUT', url, { registration_questions: [] })).statusCode,
    ).toBe(404);
    const draft = await t.app.inject({
      method: 'GET',
      url: `/api/v1/touchpoints/${event.id}/registration_questions`,
    });
    expect(draft.statusCode).toBe(404);
    const recruiter = await who.recruiter();
    const job = await createTouchpoint(t.db, { creatableForId: recruiter.companyId });
    expect(
      (await call(recruiter.headers, 'GET', `${COMPANY}/${job.id}/registration_questions`))
        .statusCode,
    ).toBe(404);
  });

  it('a duplicated event asks the same questions', async () => {
    const { manager, event, url } = await societyEvent();
    await call(manager.headers, 'PUT', url, { registration_questions: QUESTIONS });
    const copy = await call(manager.headers, 'POST', `${SOCIETY}/${event.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const copied = await call(
      manager.headers,
      'GET',
      `${SOCIETY}/${copy.json().data.id}/registration_questions`,
    );
    expect(
      copied.json().data.map((q: { attributes: { label: string } }) => q.attributes.label),
    ).toEqual(QUESTIONS.map((q) => q.label));
  });
});
