import {
  type AdminOrganisation,
  declineOrganisationContract,
  listOrganisationsToVerifyContract,
  type OrganisationPathKind,
  verifyOrganisationContract,
} from '@gradway/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import { toast } from '../../../components/ui/toast/toast-store';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionButtons, QueueTable } from './queue-table';
import { RejectModal } from './reject-modal';
import { useAdminList } from './use-admin-list';

/** Societies or companies to verify: verify, or decline with a reason. */
export const OrganisationsQueue = ({
  kind,
  onChange,
}: {
  kind: OrganisationPathKind;
  onChange: (count: number) => void;
}) => {
  const { t } = useTranslation('admin');
  const texts = kind === 'companies' ? 'companies' : 'societies';
  const list = useAdminList(async (page) => {
    const result = await adminApi(listOrganisationsToVerifyContract, {
      params: { kind },
      query: { page },
    });
    onChange(result.meta.total_count);
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, kind);
  const [declining, setDeclining] = useState<AdminOrganisation | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const verify = async (organisation: AdminOrganisation) => {
    setBusyId(organisation.id);
    try {
      await adminApi(verifyOrganisationContract, { params: { kind, id: organisation.id } });
      toast.success(t('organisations.verified', { name: organisation.name }));
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
        caption={t(`${texts}.caption`)}
        list={list}
        emptyTitle={t(`${texts}.emptyTitle`)}
        emptyDescription={t('organisations.emptyDescription')}
        columns={[
          {
            key: 'name',
            header: t('columns.name'),
            primary: true,
            cell: (organisation) => (
              <span className={styles.named}>
                <Avatar src={organisation.icon_url} name={organisation.name} size="sm" square />
                <strong>{organisation.name}</strong>
              </span>
            ),
          },
          {
            key: 'detail',
            header: t(`${texts}.detail`),
            cell: (organisation) => organisation.detail ?? '—',
          },
          {
            key: 'members',
            header: t(`${texts}.members`),
            align: 'end',
            cell: (organisation) => organisation.members_count,
          },
          {
            key: 'created',
            header: t('columns.created'),
            cell: (organisation) => formatAdminTime(organisation.created_at),
          },
          {
            key: 'decide',
            header: t('columns.decision'),
            cell: (organisation) => (
              <DecisionButtons
                subject={organisation.name}
                approveLabel={t('organisations.verify')}
                rejectLabel={t('organisations.decline')}
                busy={busyId === organisation.id}
                onApprove={() => verify(organisation)}
                onReject={() => setDeclining(organisation)}
              />
            ),
          },
        ]}
      />
      <RejectModal
        subject={declining?.name ?? null}
        title={t('organisations.declineTitle')}
        description={t('organisations.declineDescription')}
        confirmLabel={t('organisations.decline')}
        onClose={() => setDeclining(null)}
        onConfirm={async (reason) => {
          if (!declining) return;
          await adminApi(declineOrganisationContract, {
            params: { kind, id: declining.id },
            body: { reason },
          });
          toast.success(t('organisations.declined', { name: declining.name }));
          list.reload();
        }}
      />
    </>
  );
};
