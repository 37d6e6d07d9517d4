import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createRecruiter,
  createTouchpoint,
  signIn,
} from '../../../../test/factories';

const t = useTestApp();
const MISSING_ID = '00000000-0000-4000-8000-000000000077';

const createList = async (ids: string[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/id_lists', headers, payload: { ids } });

describe('POST /api/v1/id_lists and GET /api/v1/id_lists/:id', () => {
  it('keeps a signed-in user’s selection and answers data.id for the shareable link', async () => {
    const { user } = await createCandidate(t.db);
    const first = await createTouchpoint(t.db, { title: 'Shared analyst' });
    const second = await createTouchpoint(t.db, { title: 'Shared engineer' });
    await createTouchpoint(t.db, { title: 'Not shared' });
    const created = await createList([first.id, second.id], await signIn(t.db, user));
    expect(created.statusCode).toBe(201);
    const { data } = created.json() as { data: { id: string; type: string } };
    expect(data.type).toBe('id_list');

    // Anyone with the link reads it, and the search shows only its touchpoints.
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/id_lists/${data.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.ids).toEqual([first.id, second.id]);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search/touchpoints?type=jobs&id_list_ids[]=${data.id}`,
    });
    const titles = (search.json().data as { attributes: { title: string } }[])
      .map((item) => item.attributes.title)
      .sort();
    expect(titles).toEqual(['Shared analyst', 'Shared engineer']);
  });

  it('works for recruiters too, and needs a session', async () => {
    const touchpoint = await createTouchpoint(t.db);
    expect((await createList([touchpoint.id])).statusCode).toBe(401);
    const { user } = await createRecruiter(t.db);
    expect((await createList([touchpoint.id], await signIn(t.db, user))).statusCode).toBe(201);
  });

  it('refuses ids that are not touchpoints, repeated ids and empty lists', async () => {
    const { user } = await createCandidate(t.db);
    const headers = await signIn(t.db, user);
    const touchpoint = await createTouchpoint(t.db);
    const unknown = await createList([touchpoint.id, MISSING_ID], headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([{ path: 'ids.1', message: expect.any(String) }]);
    expect((await createList([touchpoint.id, touchpoint.id], headers)).statusCode).toBe(400);
    expect((await createList([], headers)).statusCode).toBe(400);
  });

  it('answers 404 for a list that does not exist', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/id_lists/${MISSING_ID}` });
    expect(read.statusCode).toBe(404);
  });
});
