import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { Table, type TableColumn } from '../../../components/ui/table/table';
import styles from './admin.module.css';
import type { AdminListState } from './use-admin-list';

export interface QueueTableProps<Row extends { id: string }> {
  caption: string;
  list: AdminListState<Row>;
  columns: ReadonlyArray<TableColumn<Row>>;
  emptyTitle: string;
  emptyDescription: string;
}

/** A console list: the table (cards on phones), its empty state, and its pages. */
export const QueueTable = <Row extends { id: string }>({
  caption,
  list,
  columns,
  emptyTitle,
  emptyDescription,
}: QueueTableProps<Row>) => {
  const { t } = useTranslation('admin');
  return (
    <div className={styles.queue}>
      <Table
        caption={caption}
        columns={columns}
        rows={list.rows}
        rowKey={(row) => row.id}
        loading={list.loading && list.meta === null}
        empty={
          list.failed ? (
            <EmptyState title={t('loadFailed')} icon="info" headingLevel={2} />
          ) : (
            <EmptyState title={emptyTitle} description={emptyDescription} headingLevel={2} />
          )
        }
      />
      {list.meta && list.meta.total_pages > 1 ? (
        <Pagination
          page={list.page}
          pageCount={list.meta.total_pages}
          onPageChange={list.setPage}
          label={t('pagination', { caption })}
        />
      ) : null}
    </div>
  );
};

export interface DecisionButtonsProps {
  /** Names the row in the buttons' accessible names ('Approve Jane Doe'). */
  subject: string;
  approveLabel: string;
  rejectLabel: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and reject, side by side in a row. */
export const DecisionButtons = ({
  subject,
  approveLabel,
  rejectLabel,
  busy,
  onApprove,
  onReject,
}: DecisionButtonsProps) => (
  <span className={styles.decision}>
    <Button size="sm" loading={busy} onClick={onApprove} aria-label={`${approveLabel}: ${subject}`}>
      {approveLabel}
    </Button>
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      onClick={onReject}
      aria-label={`${rejectLabel}: ${subject}`}
    >
      {rejectLabel}
    </Button>
  </span>
);
