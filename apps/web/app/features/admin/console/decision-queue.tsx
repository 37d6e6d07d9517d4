import type { PagingMeta } from '@gradway/domain/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import type { TableColumn } from '../../../components/ui/table/table';
import { toast } from '../../../components/ui/toast/toast-store';
import { DecisionButtons, QueueTable } from './queue-table';
import { RejectModal } from './reject-modal';
import { useAdminList } from './use-admin-list';

/** One decision a queue offers on a row: its button, the call, and the toast once done. */
export interface QueueAction<Row> {
  label: string;
  run: (row: Row) => Promise<unknown>;
  /** The success toast, naming the row. */
  done: (row: Row) => string;
}

/** Taking a row off the queue with a reason the owner is mailed (reject, decline). */
export interface QueueRefusal<Row> {
  label: string;
  title: string;
  description: string;
  run: (row: Row, reason: string) => Promise<unknown>;
  done: (row: Row) => string;
}

export interface DecisionQueueProps<Row extends { id: string }> {
  /** Names what the list asks for: a new key starts again on page 1. */
  listKey: string;
  /** One page of the queue, as the admin API answers it. */
  load: (page: number) => Promise<{ data: ReadonlyArray<{ attributes: Row }>; meta: PagingMeta }>;
  /** Told the queue's total each time a page loads (the tab's count). */
  onChange: (count: number) => void;
  caption: string;
  emptyTitle: string;
  emptyDescription: string;
  /** The row's columns before the decision column. */
  columns: ReadonlyArray<TableColumn<Row>>;
  /** The header of the decision column. */
  decisionHeader: string;
  /** Names the row in the buttons' accessible names and in the refusal dialog. */
  subjectOf: (row: Row) => string;
  accept: QueueAction<Row>;
  /** Without it, the decision column holds the one accepting button (retry a failed job). */
  refuse?: QueueRefusal<Row>;
}

/**
 * A console queue: the paged table of what waits, a decision column (accept, and refuse with a
 * reason in a dialog), the toasts, and a reload once a row is decided. Each queue says only what
 * its rows show and which calls decide them.
 */
export const DecisionQueue = <Row extends { id: string }>({
  listKey,
  load,
  onChange,
  caption,
  emptyTitle,
  emptyDescription,
  columns,
  decisionHeader,
  subjectOf,
  accept,
  refuse,
}: DecisionQueueProps<Row>) => {
  const list = useAdminList(async (page) => {
    const result = await load(page);
    onChange(result.meta.total_count);
    return { data: result.data.map((item) => item.attributes), meta: result.meta };
  }, listKey);
  const [refusing, setRefusing] = useState<Row | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const decide = async (row: Row) => {
    setBusyId(row.id);
    try {
      await accept.run(row);
      toast.success(accept.done(row));
      list.reload();
    } catch {
      // The 'Error!' toast told the admin.
    } finally {
      setBusyId(null);
    }
  };

  const decisionColumn: TableColumn<Row> = {
    key: 'decide',
    header: decisionHeader,
    cell: (row) =>
      refuse ? (
        <DecisionButtons
          subject={subjectOf(row)}
          approveLabel={accept.label}
          rejectLabel={refuse.label}
          busy={busyId === row.id}
          onApprove={() => decide(row)}
          onReject={() => setRefusing(row)}
        />
      ) : (
        <Button
          size="sm"
          loading={busyId === row.id}
          onClick={() => decide(row)}
          aria-label={`${accept.label}: ${subjectOf(row)}`}
        >
          {accept.label}
        </Button>
      ),
  };

  return (
    <>
      <QueueTable
        caption={caption}
        list={list}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        columns={[...columns, decisionColumn]}
      />
      {refuse ? (
        <RejectModal
          subject={refusing ? subjectOf(refusing) : null}
          title={refuse.title}
          description={refuse.description}
          confirmLabel={refuse.label}
          onClose={() => setRefusing(null)}
          onConfirm={async (reason) => {
            if (!refusing) return;
            await refuse.run(refusing, reason);
            toast.success(refuse.done(refusing));
            list.reload();
          }}
        />
      ) : null}
    </>
  );
};
