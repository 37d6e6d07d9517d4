import {
  type AdminAccount,
  approveAccountContract,
  listPendingAccountsContract,
  rejectAccountContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast/toast-store';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionButtons, QueueTable } from './queue-table';
import { RejectModal } from './reject-modal';
import { useAdminList } from './use-admin-list';

/** Managers and recruiters awaiting approval: approve, or reject with a reason (both emailed). */
export const AccountsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  const list = useAdminList(async (page) => {
    const result = await adminApi(listPendingAccountsContract, { query: { page } });
    onChange(result.meta.total_count);
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, 'accounts');
  const [rejecting, setRejecting] = useState<AdminAccount | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const approve = async (account: AdminAccount) => {
    setBusyId(account.id);
    try {
      await adminApi(approveAccountContract, { params: { id: account.id } });
      toast.success(t('accounts.approved', { name: account.name || account.email }));
      list.reload();
    } catch {
      // The 'Error!' toast told the admin.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <QueueTable
        caption={t('accounts.caption')}
        list={list}
        emptyTitle={t('accounts.emptyTitle')}
        emptyDescription={t('accounts.emptyDescription')}
        columns={[
          {
            key: 'name',
            header: t('columns.account'),
            primary: true,
            cell: (account) => (
              <span>
                <strong>{account.name || '—'}</strong>
                <br />
                <span>{account.email}</span>
              </span>
            ),
          },
          {
            key: 'role',
            header: t('columns.role'),
            cell: (account) => t(`roles.${account.userable_type}`),
          },
          {
            key: 'organisation',
            header: t('columns.organisation'),
            cell: (account) => account.organisation?.name ?? t('accounts.noOrganisation'),
          },
          {
            key: 'verified',
            header: t('columns.emailVerified'),
            cell: (account) => (account.email_verified ? t('yes') : t('no')),
          },
          {
            key: 'created',
            header: t('columns.signedUp'),
            cell: (account) => formatAdminTime(account.created_at),
          },
          {
            key: 'decide',
            header: t('columns.decision'),
            cell: (account) => (
              <DecisionButtons
                subject={account.name || account.email}
                approveLabel={t('accounts.approve')}
                rejectLabel={t('accounts.reject')}
                busy={busyId === account.id}
                onApprove={() => approve(account)}
                onReject={() => setRejecting(account)}
              />
            ),
          },
        ]}
      />
      <RejectModal
        subject={rejecting ? rejecting.name || rejecting.email : null}
        title={t('accounts.rejectTitle')}
        description={t('accounts.rejectDescription')}
        confirmLabel={t('accounts.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await adminApi(rejectAccountContract, { params: { id: rejecting.id }, body: { reason } });
          toast.success(t('accounts.rejected', { name: rejecting.name || rejecting.email }));
          list.reload();
        }}
      />
    </>
  );
};
