import { eventHasEnded } from '@gradway/domain';
import { ATTENDANCE_MESSAGES } from '@gradway/domain/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { type Db, inTransaction } from '../../../db';
import { touchpoints, waitlistOffers } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { notify } from '../../messaging/notifications/notifications.service';
import type { Organisation } from '../../opportunities/organiser-touchpoints/organiser-side';
import { renderMail } from '../../platform/mail/mail-layout';
import { appUrl, sendMail } from '../../platform/mail/mailer';
import { lockEvent, userOfCandidate } from '../registrations/registrations.service';
import { cancelAllRegistrations, listEveryoneWithAPlace } from './attendance.repository';
import { eventOfOrganiser } from './attendance.service';

export const EVENT_CANCELLED_TEXTS = {
  title: 'Event cancelled',
  message: (title: string, host: string) =>
    `${host} cancelled “${title}”. Your place is released; there is nothing more to do.`,
  subject: (title: string) => `Cancelled: ${title}`,
  action: 'See other events',
} as const;

/**
 * The host cancels the whole event: in one transaction under the event's lock, it closes
 * (registration shows Closed), every registration, offer and place in line is cancelled, and
 * each person is told by notification and by email (a durable mail job in the same
 * transaction). Answers how many people were told.
 */
export const cancelWholeEvent = async (
  db: Db,
  organisation: Organisation,
  hostName: string,
  id: string,
  now: Date = new Date(),
) => {
  const { event } = await eventOfOrganiser(db, organisation, id, { hostOnly: true });
  if (eventHasEnded(event, now) || event.state === 'closed') {
    throw new HttpError(409, ATTENDANCE_MESSAGES.notCancellable);
  }
  const told = await inTransaction(db, async (tx) => {
    await lockEvent(tx, id);
    const people = await listEveryoneWithAPlace(tx, id);
    await tx.update(touchpoints).set({ state: 'closed' }).where(eq(touchpoints.id, id));
    await tx
      .update(waitlistOffers)
      .set({ outcome: 'withdrawn', resolvedAt: now })
      .where(
        and(eq(waitlistOffers.touchpointId, id), inArray(waitlistOffers.outcome, ['pending'])),
      );
    await cancelAllRegistrations(tx, id);
    for (const person of people) {
      const user = await userOfCandidate(tx, person.registration.candidateId);
      if (user) {
        await notify(tx, {
          userId: user.userId,
          kind: 'event_cancelled',
          title: EVENT_CANCELLED_TEXTS.title,
          message: EVENT_CANCELLED_TEXTS.message(event.title, hostName),
          link: '/search/results?type=events',
          subject: { type: 'touchpoint', id },
        });
      }
      if (person.email) {
        const mail = renderMail({
          heading: EVENT_CANCELLED_TEXTS.subject(event.title),
          paragraphs: [EVENT_CANCELLED_TEXTS.message(event.title, hostName)],
          action: {
            label: EVENT_CANCELLED_TEXTS.action,
            url: appUrl('/search/results?type=events'),
          },
        });
        await sendMail(
          { to: person.email, subject: EVENT_CANCELLED_TEXTS.subject(event.title), ...mail },
          tx,
        );
      }
    }
    return people.length;
  });
  return { data: { id, type: 'touchpoint' as const }, meta: { told } };
};
