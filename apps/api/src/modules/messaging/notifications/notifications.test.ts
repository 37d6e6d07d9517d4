import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/app';
import {
  createCandidate,
  createManager,
  createRecruiter,
  signIn,
} from '../../../../test/factories';
import { notifications } from '../../../db/schema';
import { notify } from './notifications.service';

const t = useTestApp();

type Person = { id: string; email: string | null };

const call = async (
  person: Person | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: person ? await signIn(t.db, person) : {},
    ...(payload ? { payload } : {}),
  });

const statusChange = (userId: string, title = 'Application update') => ({
  userId,
  kind: 'application_status' as const,
  title,
  message: 'Northwind moved your application for Data Analyst to Interview.',
  link: '/candidate/applications',
  subject: { type: 'Application', id: '5f0c6e7a-2b1d-4c55-9a43-1f7e2d3c4b5a' },
});

describe('notify', () => {
  it("writes nothing when the caller's transaction rolls back", async () => {
    const { user } = await createCandidate(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, statusChange(user.id));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('is listed newest first with the unread count, for a candidate, a manager and a recruiter', async () => {
    for (const { user } of [
      await createCandidate(t.db),
      await createManager(t.db),
      await createRecruiter(t.db),
    ]) {
      await t.db.transaction(async (tx) => {
        await notify(tx, statusChange(user.id, 'First'));
        await notify(tx, { ...statusChange(user.id, 'Second'), kind: 'touchpoint_review' });
      });
      const answer = await call(user, 'GET', '/api/v1/notifications');
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.meta).toMatchObject({ unread_count: 2, total_count: 2, page: 1 });
      expect(
        body.data.map((item: { attributes: { title: string } }) => item.attributes.title),
      ).toEqual(['Second', 'First']);
      expect(body.data[1].attributes).toMatchObject({
        type: 'application_status',
        message: 'Northwind moved your application for Data Analyst to Interview.',
        link: '/candidate/applications',
        subject: { type: 'Application', id: '5f0c6e7a-2b1d-4c55-9a43-1f7e2d3c4b5a' },
        read_at: null,
        timeout: 8000,
        position: 'top-right',
      });
      const filtered = (
        await call(user, 'GET', '/api/v1/notifications?type=touchpoint_review')
      ).json();
      expect(filtered.data).toHaveLength(1);
      expect(filtered.data[0].attributes.title).toBe('Second');
    }
  });

  it('pages the list', async () => {
    const { user } = await createCandidate(t.db);
    for (let i = 0; i < 5; i++) await notify(t.db, statusChange(user.id, `N${i}`));
    const page = (await call(user, 'GET', '/api/v1/notifications?per_page=2&page=3')).json();
    expect(page.meta).toMatchObject({ page: 3, per_page: 2, total_count: 5, total_pages: 3 });
    expect(
      page.data.map((item: { attributes: { title: string } }) => item.attributes.title),
    ).toEqual(['N0']);
  });
});

describe('reading notifications', () => {
  it('marks one read and unread again; another user’s answers as a missing one', async () => {
    const { user } = await createCandidate(t.db);
    const { user: other } = await createRecruiter(t.db);
    const row = await notify(t.db, statusChange(user.id));
    const id = row?.id as string;
    const read = await call(user, 'PATCH', `/api/v1/notifications/${id}`, {
      notification: { read_at: new Date().toISOString() },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.attributes.read_at).not.toBeNull();
    expect((await call(user, 'GET', '/api/v1/notifications')).json().meta.unread_count).toBe(0);

    const theirs = await call(other, 'PATCH', `/api/v1/notifications/${id}`, {
      notification: { read_at: null },
    });
    const missing = await call(
      other,
      'PATCH',
      '/api/v1/notifications/00000000-0000-4000-8000-000000000000',
      {
        notification: { read_at: null },
      },
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());

    const unread = await call(user, 'PATCH', `/api/v1/notifications/${id}`, {
      notification: { read_at: null },
    });
    expect(unread.json().data.attributes.read_at).toBeNull();
  });

  it('marks all read', async () => {
    const { user } = await createManager(t.db);
    const { user: other } = await createCandidate(t.db);
    await notify(t.db, statusChange(user.id));
    await notify(t.db, statusChange(user.id));
    await notify(t.db, statusChange(other.id));
    const answer = await call(user, 'POST', '/api/v1/notifications/mark_all_read');
    expect(answer.json()).toEqual({ meta: { marked_count: 2, unread_count: 0 } });
    expect((await call(other, 'GET', '/api/v1/notifications')).json().meta.unread_count).toBe(1);
  });

  it('refuses guests and bad input, writing nothing', async () => {
    const { user } = await createCandidate(t.db);
    const row = await notify(t.db, statusChange(user.id));
    expect((await call(null, 'GET', '/api/v1/notifications')).statusCode).toBe(401);
    for (const payload of [
      { notification: { read_at: 'yesterday\u0000' } },
      { notification: { read_at: 42 } },
      { read_at: null },
    ]) {
      const answer = await call(user, 'PATCH', `/api/v1/notifications/${row?.id}`, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBeTruthy();
    }
    expect((await call(user, 'GET', '/api/v1/notifications?type=\ud800')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/v1/notifications')).json().meta.unread_count).toBe(1);
  });
});

describe('preferences', () => {
  it('a kind switched off in the app is not listed; off on both channels it is not written', async () => {
    const { user } = await createRecruiter(t.db);
    const answer = await call(user, 'PATCH', '/api/v1/notification_preferences', {
      notification_preferences: {
        digest_frequency: 'daily',
        time_zone: 'America/New_York',
        kinds: {
          application_status: { in_app: false },
          touchpoint_review: { in_app: false, email: false },
        },
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.attributes).toMatchObject({
      digest_frequency: 'daily',
      time_zone: 'America/New_York',
      kinds: {
        application_status: { in_app: false, email: true },
        touchpoint_review: { in_app: false, email: false },
        message: { in_app: true, email: true },
      },
    });
    expect(await notify(t.db, statusChange(user.id))).not.toBeNull();
    expect(await notify(t.db, { ...statusChange(user.id), kind: 'touchpoint_review' })).toBeNull();
    const list = (await call(user, 'GET', '/api/v1/notifications')).json();
    expect(list.data).toEqual([]);
    expect(list.meta.unread_count).toBe(0);
  });

  it("a candidate's digest frequency is the settings page's one", async () => {
    const { user } = await createCandidate(t.db);
    await call(user, 'PATCH', '/api/v1/notification_preferences', {
      notification_preferences: { digest_frequency: 'never' },
    });
    const profile = (await call(user, 'GET', '/api/v1/notification_preferences')).json();
    expect(profile.data.attributes.digest_frequency).toBe('never');
  });

  it('refuses an unknown time zone', async () => {
    const { user } = await createCandidate(t.db);
    const answer = await call(user, 'PATCH', '/api/v1/notification_preferences', {
      notification_preferences: { time_zone: 'Mars/Olympus' },
    });
    expect(answer.statusCode).toBe(400);
    const after = (await call(user, 'GET', '/api/v1/notification_preferences')).json();
    expect(after.data.attributes.time_zone).toBe('Europe/London');
  });
});
