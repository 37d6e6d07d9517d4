import {
  type AdminAccount,
  approveAccountContract,
  listPendingAccountsContract,
  rejectAccountContract,
} from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionQueue } from './decision-queue';

const nameOf = (account: AdminAccount) => account.name || account.email;

/** Managers and recruiters awaiting approval: approve, or reject with a reason (both emailed). */
export const AccountsQueue = ({ onChange }: { onChange: (count: number) => void }) => {
  const { t } = useTranslation('admin');
  return (
    <DecisionQueue<AdminAccount>
      listKey="accounts"
      load={(page) => adminApi(listPendingAccountsContract, { query: { page } })}
      onChange={onChange}
      caption={t('accounts.caption')}
      emptyTitle={t('accounts.emptyTitle')}
      emptyDescription={t('accounts.emptyDescription')}
      decisionHeader={t('columns.decision')}
      subjectOf={nameOf}
      accept={{
        label: t('accounts.approve'),
        run: (account) => adminApi(approveAccountContract, { params: { id: account.id } }),
        done: (account) => t('accounts.approved', { name: nameOf(account) }),
      }}
      refuse={{
        label: t('accounts.reject'),
        title: t('accounts.rejectTitle'),
        description: t('accounts.rejectDescription'),
        run: (account, reason) =>
          adminApi(rejectAccountContract, { params: { id: account.id }, body: { reason } }),
        done: (account) => t('accounts.rejected', { name: nameOf(account) }),
      }}
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
      ]}
    />
  );
};
