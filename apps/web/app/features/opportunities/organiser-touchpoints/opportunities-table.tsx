import {
  EVENTS_TABLE_ROW_ACTIONS,
  type EventsTableRowAction,
  parseDateInput,
} from '@gradway/domain';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/ui/icon/icon-paths';
import { Table, type TableColumn } from '../../../components/ui/table/table';
import type { TouchpointRow } from './organiser';

const ACTION_ICONS: Record<EventsTableRowAction, IconName> = {
  delete: 'trash',
  removeCohost: 'x-circle',
  stopCohost: 'users',
  unpublish: 'eye',
  enableEasyApply: 'check-circle',
  duplicate: 'copy',
  attendees: 'users',
  waitlist: 'clock',
  acceptInvitation: 'check',
  declineInvitation: 'x',
};

export const shortDate = (value: string | null | undefined): string => {
  const date = parseDateInput(value ?? null);
  return date ? format(date, 'd MMM yyyy') : '—';
};

export interface OpportunitiesTableProps {
  rows: ReadonlyArray<TouchpointRow>;
  actionsFor: (row: TouchpointRow) => ReadonlyArray<EventsTableRowAction>;
  onAction: (action: EventsTableRowAction, row: TouchpointRow) => void;
  renderTitle: (row: TouchpointRow) => ReactNode;
  renderStatus: (row: TouchpointRow) => ReactNode;
  loading?: boolean;
  empty?: ReactNode;
}

/**
 * The recruiter's jobs and internships, like the events table: Deadline (with the date posted),
 * Title, Status, Views, Applications, and the row actions that apply.
 */
export const OpportunitiesTable = ({
  rows,
  actionsFor,
  onAction,
  renderTitle,
  renderStatus,
  loading,
  empty,
}: OpportunitiesTableProps) => {
  const { t } = useTranslation('hiring');
  const columns: TableColumn<TouchpointRow>[] = [
    {
      key: 'deadline',
      header: t('columns.deadline'),
      width: '10rem',
      cell: (row) => (
        <span>
          {shortDate(row.attributes.application_deadline)}
          <br />
          <small>{t('columns.created', { date: shortDate(row.attributes.created_at) })}</small>
        </span>
      ),
    },
    { key: 'title', header: t('columns.title'), cell: renderTitle, primary: true },
    { key: 'status', header: t('columns.status'), cell: renderStatus },
    {
      key: 'views',
      header: t('columns.views'),
      align: 'end',
      cell: (row) => row.attributes.views_count.toLocaleString('en-GB'),
    },
    {
      key: 'applications',
      header: t('columns.applications'),
      align: 'end',
      cell: (row) => row.attributes.applications.toLocaleString('en-GB'),
    },
  ];
  return (
    <Table
      caption={t('opportunities.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      empty={empty}
      rowActionsLabel={(row) => t('actionsFor', { title: row.attributes.title })}
      rowActions={(row) => {
        const actions = actionsFor(row);
        return actions.map((action, index) => ({
          id: action,
          label: EVENTS_TABLE_ROW_ACTIONS[action],
          iconName: ACTION_ICONS[action],
          isDelete: action === 'delete',
          groupEnd: actions[index + 1] === 'delete',
          onSelect: () => onAction(action, row),
        }));
      }}
    />
  );
};
