import type { EventsTableRowAction } from '@gradway/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/modal/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { CohostsDialog } from './cohosts-dialog';
import type { Organiser, TouchpointRow } from './organiser';
import {
  answerInvitation,
  deleteTouchpoint,
  duplicateEvent,
  enableEasyApply,
  removeCohost,
  stopCohosting,
  unpublishTouchpoint,
} from './organiser-api';

/** The organisation's own entry among the row's co-host applications: its invitation. */
const ownInvitation = (organiser: Organiser, row: TouchpointRow) =>
  row.attributes.cohost_applications.find(
    (application) => application.cohost.id === organiser.organisationId,
  );

type Pending = { action: EventsTableRowAction; row: TouchpointRow } | null;

const typeKey = (row: TouchpointRow) => row.attributes.touchpointable_type.toLowerCase();

/**
 * Runs the row actions of the organiser's tables: each asks first in a dialog, then calls the API
 * and shows its success toast ('Success!' / 'Event removed successfully.', 'Success' / 'Enabled
 * easy apply on the product successfully.'); a failure shows the 'Error!' toast (API client) and
 * keeps the dialog open. `onChanged` runs after every change so the list shows the new state.
 */
export const useRowActions = (organiser: Organiser, onChanged: () => void) => {
  const { t } = useTranslation('hiring');
  const { t: common } = useTranslation('common');
  const [pending, setPending] = useState<Pending>(null);
  const navigate = useNavigate();

  const done = (message: string, title = t('toast.successTitle')) => {
    toast.success(message, { title });
    onChanged();
  };

  const confirmOf = (action: EventsTableRowAction, row: TouchpointRow) => {
    const { id, title, apply_url } = row.attributes;
    const type = t(`types.${typeKey(row)}`);
    switch (action) {
      case 'delete':
        return {
          title: t('dialogs.delete.title', { title }),
          description: t(`dialogs.delete.description.${typeKey(row)}`),
          confirmLabel: t('dialogs.delete.confirm'),
          danger: true,
          run: async () => {
            await deleteTouchpoint(organiser.kind, id);
            if (row.attributes.touchpointable_type === 'Event') {
              done(common('toast.eventRemovedMessage'), common('toast.eventRemovedTitle'));
            } else {
              done(t('toast.removed', { type }));
            }
          },
        };
      case 'unpublish':
        return {
          title: t('dialogs.unpublish.title', { title }),
          description: t('dialogs.unpublish.description'),
          confirmLabel: t('dialogs.unpublish.confirm'),
          run: async () => {
            await unpublishTouchpoint(organiser.kind, id);
            done(t('toast.unpublished', { title }));
          },
        };
      case 'enableEasyApply':
        return {
          title: t('dialogs.easyApply.title'),
          description: t('dialogs.easyApply.description', { link: apply_url ?? '' }),
          confirmLabel: t('dialogs.easyApply.confirm'),
          run: async () => {
            await enableEasyApply(id);
            done(common('toast.easyApplyMessage'), common('toast.easyApplyTitle'));
          },
        };
      case 'stopCohost':
        return {
          title: t('dialogs.stopCohost.title', { title }),
          description: t('dialogs.stopCohost.description', {
            host: row.attributes.creatable_for.name,
          }),
          confirmLabel: t('dialogs.stopCohost.confirm'),
          danger: true,
          run: async () => {
            await stopCohosting(organiser.kind, id);
            done(t('toast.stoppedCohosting', { title }));
          },
        };
      case 'duplicate':
        return {
          title: t('dialogs.duplicate.title', { title }),
          description: t('dialogs.duplicate.description'),
          confirmLabel: t('dialogs.duplicate.confirm'),
          run: async () => {
            const copy = await duplicateEvent(organiser.kind, id);
            toast.success(t('toast.duplicated', { title }), { title: t('toast.successTitle') });
            navigate(`/events/${copy}/edit`);
          },
        };
      case 'acceptInvitation':
      case 'declineInvitation': {
        const answer = action === 'acceptInvitation' ? 'accept' : 'decline';
        const invitation = ownInvitation(organiser, row);
        return {
          title: t(`dialogs.${action}.title`, { title }),
          description: t(`dialogs.${action}.description`, {
            host: row.attributes.creatable_for.name,
          }),
          confirmLabel: t(`dialogs.${action}.confirm`),
          danger: answer === 'decline',
          run: async () => {
            if (!invitation) return;
            await answerInvitation(organiser.kind, invitation.id, answer);
            done(
              t(answer === 'accept' ? 'toast.invitationAccepted' : 'toast.invitationDeclined', {
                title,
              }),
            );
          },
        };
      }
      default:
        return null;
    }
  };

  const close = () => setPending(null);
  const confirm = pending ? confirmOf(pending.action, pending.row) : null;

  const dialog =
    pending?.action === 'removeCohost' ? (
      <CohostsDialog
        row={pending.row}
        onOpenChange={(open) => (open ? undefined : close())}
        onRemove={async (application) => {
          await removeCohost(organiser.kind, pending.row.id, application.id);
          done(t('toast.cohostRemoved', { name: application.cohost.name }));
          close();
        }}
      />
    ) : confirm ? (
      <ConfirmDialog
        open
        onOpenChange={(open) => (open ? undefined : close())}
        title={confirm.title}
        description={confirm.description}
        cancelLabel={t('dialogs.cancel')}
        closeLabel={t('dialogs.close')}
        confirmLabel={confirm.confirmLabel}
        danger={confirm.danger}
        onConfirm={confirm.run}
      />
    ) : null;

  return {
    onAction: (action: EventsTableRowAction, row: TouchpointRow) => {
      if (action === 'attendees' || action === 'waitlist') navigate(`/${action}?event=${row.id}`);
      else setPending({ action, row });
    },
    dialog,
  };
};
