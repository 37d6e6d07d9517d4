import type { Db } from '../../../db';
import { notify } from '../../messaging/notifications/notifications.service';
import {
  eventsListPath,
  memberUserIds,
  type OrganisationRef,
} from '../hosting/organisation-members.service';

/** What the invited organisation and the host are told (notifications, in-app and by digest). */
export const COHOST_NOTIFICATION_TEXTS = {
  invitationTitle: 'Invitation to co-host',
  invitation: (host: string, title: string) => `${host} invited you to co-host “${title}”.`,
  acceptedTitle: 'Co-host invitation accepted',
  accepted: (cohost: string, title: string) =>
    `${cohost} accepted your invitation to co-host “${title}”.`,
  declinedTitle: 'Co-host invitation declined',
  declined: (cohost: string, title: string) =>
    `${cohost} declined your invitation to co-host “${title}”.`,
} as const;

interface EventRef {
  id: string;
  title: string;
}

/** Tells every member of the invited organisation, in the caller's transaction. */
export const notifyInvited = async (
  executor: Db,
  invited: OrganisationRef,
  hostName: string,
  event: EventRef,
) => {
  for (const userId of await memberUserIds(executor, invited)) {
    await notify(executor, {
      userId,
      kind: 'cohost_invitation',
      title: COHOST_NOTIFICATION_TEXTS.invitationTitle,
      message: COHOST_NOTIFICATION_TEXTS.invitation(hostName, event.title),
      link: eventsListPath(invited.type, 'invited'),
      subject: { type: 'touchpoint', id: event.id },
    });
  }
};

/** Tells every member of the host how the invited organisation answered. */
export const notifyHostOfAnswer = async (
  executor: Db,
  host: OrganisationRef,
  cohostName: string,
  event: EventRef,
  accepted: boolean,
) => {
  for (const userId of await memberUserIds(executor, host)) {
    await notify(executor, {
      userId,
      kind: 'cohost_answer',
      title: accepted
        ? COHOST_NOTIFICATION_TEXTS.acceptedTitle
        : COHOST_NOTIFICATION_TEXTS.declinedTitle,
      message: (accepted ? COHOST_NOTIFICATION_TEXTS.accepted : COHOST_NOTIFICATION_TEXTS.declined)(
        cohostName,
        event.title,
      ),
      link: `/events/${event.id}/edit`,
      subject: { type: 'touchpoint', id: event.id },
    });
  }
};
