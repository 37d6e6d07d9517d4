import {
  createStreamTicketContract,
  getNotificationPreferencesContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  NOTIFICATION_KINDS,
  type NotificationPreferencesDocument,
  STREAM_PATH,
  STREAM_TICKET_TTL_SECONDS,
  updateNotificationContract,
  updateNotificationPreferencesContract,
} from '@gradway/domain/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '../../../db';
import { streamTickets } from '../../../db/schema';
import { offsetOf, pagingMeta } from '../../../http/documents';
import { badRequest, notFound, unauthorized } from '../../../http/http-error';
import { registerRoute } from '../../../http/register-route';
import { generateSessionToken, hashSessionToken } from '../../accounts/auth/session-token';
import {
  findCandidateDetails,
  upsertCandidateDetails,
} from '../../accounts/candidates/candidate-profile.service';
import { NotificationHub } from './notification-stream';
import {
  listNotifications,
  markAllRead,
  notificationResource,
  preferenceRows,
  setReadAt,
  settingsRow,
  signalUser,
  unreadCount,
  upsertPreference,
  upsertSettings,
} from './notifications.service';

declare module 'fastify' {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

const NOTIFICATION_NOT_FOUND = 'Notification not found';

const userOf = (request: FastifyRequest) => {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  return user;
};

type SessionUser = ReturnType<typeof userOf>;

const preferencesDocument = async (
  db: Db,
  user: SessionUser,
): Promise<NotificationPreferencesDocument> => {
  const [rows, settings, details] = await Promise.all([
    preferenceRows(db, user.id),
    settingsRow(db, user.id),
    user.candidateId ? findCandidateDetails(db, user.candidateId) : Promise.resolve(null),
  ]);
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return [kind, { in_app: row?.inApp ?? true, email: row?.email ?? true }];
    }),
  ) as NotificationPreferencesDocument['data']['attributes']['kinds'];
  return {
    data: {
      type: 'notification_preferences',
      attributes: {
        // A candidate's frequency is the spec's setting (candidate settings); others' is here.
        digest_frequency: user.candidateId
          ? (details?.emailDigestFrequency ?? 'weekly')
          : (settings?.digestFrequency ?? 'weekly'),
        time_zone: settings?.timeZone ?? 'Europe/London',
        kinds,
      },
    },
  };
};

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Takes the ticket (once): the user it was made for, or null when unknown, used or expired. */
const takeTicket = async (db: Db, ticket: string) => {
  if (ticket.length === 0 || ticket.length > 100) return null;
  const [row] = await db
    .delete(streamTickets)
    .where(
      and(
        eq(streamTickets.tokenHash, hashSessionToken(ticket)),
        gt(streamTickets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: streamTickets.userId });
  return row?.userId ?? null;
};

/**
 * Notifications of the signed-in user (any role), their preferences, and the live stream
 * (Server-Sent Events behind a single-use ticket, decision 019).
 */
export const notificationsRoutes = async (app: FastifyInstance, database: Database) => {
  const { db } = database;
  const hub = new NotificationHub(database);
  app.decorate('notificationHub', hub);
  await hub.start();
  // Streams end before the server waits for open connections, with a reconnect hint.
  app.addHook('preClose', async () => hub.close());

  registerRoute(app, listNotificationsContract, async ({ request, query }) => {
    const user = userOf(request);
    const [[rows, total], unread] = await Promise.all([
      listNotifications(db, user.id, {
        types: query.type,
        unreadOnly: query.unread === 'true',
        limit: query.per_page,
        offset: offsetOf(query.page, query.per_page),
      }),
      unreadCount(db, user.id),
    ]);
    return {
      data: rows.map(notificationResource),
      meta: { ...pagingMeta(query.page, query.per_page, total), unread_count: unread },
    };
  });

  registerRoute(app, updateNotificationContract, async ({ request, params, body }) => {
    const user = userOf(request);
    const row = await db.transaction(async (tx) => {
      const updated = await setReadAt(
        tx,
        user.id,
        params.id,
        body.notification.read_at === null ? null : new Date(),
      );
      if (updated) await signalUser(tx, { user_id: user.id });
      return updated;
    });
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return { data: notificationResource(row) };
  });

  registerRoute(app, markAllNotificationsReadContract, async ({ request }) => {
    const user = userOf(request);
    const marked = await db.transaction(async (tx) => {
      const count = await markAllRead(tx, user.id);
      await signalUser(tx, { user_id: user.id });
      return count;
    });
    return { meta: { marked_count: marked, unread_count: 0 as const } };
  });

  registerRoute(app, getNotificationPreferencesContract, async ({ request }) =>
    preferencesDocument(db, userOf(request)),
  );

  registerRoute(app, updateNotificationPreferencesContract, async ({ request, body }) => {
    const user = userOf(request);
    const changes = body.notification_preferences;
    if (changes.time_zone !== undefined && !validTimeZone(changes.time_zone)) {
      throw badRequest('Invalid time zone', [
        { path: 'notification_preferences.time_zone', message: 'Unknown time zone' },
      ]);
    }
    await db.transaction(async (tx) => {
      for (const [kind, channels] of Object.entries(changes.kinds ?? {})) {
        if (!channels) continue;
        await upsertPreference(tx, user.id, kind as (typeof NOTIFICATION_KINDS)[number], {
          ...(channels.in_app === undefined ? {} : { inApp: channels.in_app }),
          ...(channels.email === undefined ? {} : { email: channels.email }),
        });
      }
      const candidateDigest = user.candidateId ? changes.digest_frequency : undefined;
      if (user.candidateId && candidateDigest) {
        await upsertCandidateDetails(tx, user.candidateId, {
          emailDigestFrequency: candidateDigest,
        });
      }
      const settings = {
        ...(changes.time_zone === undefined ? {} : { timeZone: changes.time_zone }),
        ...(user.candidateId || changes.digest_frequency === undefined
          ? {}
          : { digestFrequency: changes.digest_frequency }),
      };
      if (Object.keys(settings).length > 0) await upsertSettings(tx, user.id, settings);
    });
    return preferencesDocument(db, user);
  });

  registerRoute(app, createStreamTicketContract, async ({ request, reply }) => {
    const user = userOf(request);
    const ticket = generateSessionToken();
    const expiresAt = new Date(Date.now() + STREAM_TICKET_TTL_SECONDS * 1000);
    await db.delete(streamTickets).where(lt(streamTickets.expiresAt, new Date()));
    await db
      .insert(streamTickets)
      .values({ tokenHash: hashSessionToken(ticket), userId: user.id, expiresAt });
    reply.code(201);
    return {
      data: {
        type: 'stream_ticket' as const,
        attributes: {
          ticket,
          expires_at: expiresAt.toISOString(),
          url: `${STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`,
        },
      },
    };
  });

  // The stream itself: the ticket is its credential (EventSource sends no headers), so the route
  // is public to the guard and answers 401 without a valid ticket.
  app.route({
    method: 'GET',
    url: STREAM_PATH,
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const ticket = typeof query.ticket === 'string' ? query.ticket : '';
      const userId = await takeTicket(db, ticket);
      if (!userId) {
        return reply
          .code(401)
          .send({ error: 'This stream ticket is unknown, used or expired. Ask for a new one.' });
      }
      const header = request.headers['last-event-id'];
      const raw = typeof header === 'string' ? header : query.last_event_id;
      const parsed = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
      // The stream is written raw: it keeps the headers every answer carries (request id,
      // security headers), which Fastify would otherwise have written with the reply.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      await hub.open(userId, reply.raw, parsed);
    },
  });
};
