import {
  type AdminOrganisation,
  declineOrganisationContract,
  listOrganisationsToVerifyContract,
  type OrganisationPathKind,
  verifyOrganisationContract,
} from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar/avatar';
import styles from './admin.module.css';
import { adminApi } from './admin-api';
import { formatAdminTime } from './admin-status';
import { DecisionQueue } from './decision-queue';

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
  return (
    <DecisionQueue<AdminOrganisation>
      listKey={kind}
      load={(page) =>
        adminApi(listOrganisationsToVerifyContract, { params: { kind }, query: { page } })
      }
      onChange={onChange}
      caption={t(`${texts}.caption`)}
      emptyTitle={t(`${texts}.emptyTitle`)}
      emptyDescription={t('organisations.emptyDescription')}
      decisionHeader={t('columns.decision')}
      subjectOf={(organisation) => organisation.name}
      accept={{
        label: t('organisations.verify'),
        run: (organisation) =>
          adminApi(verifyOrganisationContract, { params: { kind, id: organisation.id } }),
        done: (organisation) => t('organisations.verified', { name: organisation.name }),
      }}
      refuse={{
        label: t('organisations.decline'),
        title: t('organisations.declineTitle'),
        description: t('organisations.declineDescription'),
        run: (organisation, reason) =>
          adminApi(declineOrganisationContract, {
            params: { kind, id: organisation.id },
            body: { reason },
          }),
        done: (organisation) => t('organisations.declined', { name: organisation.name }),
      }}
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
      ]}
    />
  );
};
