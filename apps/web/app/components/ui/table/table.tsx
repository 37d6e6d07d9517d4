import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { Skeleton } from '../skeleton/skeleton';
import { type RowAction, RowActionsMenu } from './row-actions-menu';
import styles from './table.module.css';

export interface TableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** CSS width of the column on wide screens. */
  width?: string;
  /** The row's main cell: shown as the card title on phones. */
  primary?: boolean;
}

export interface TableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Actions for a row's ⋯ menu; the menu is hidden when a row has none. */
  rowActions?: (row: Row) => ReadonlyArray<RowAction>;
  /** Names a row's ⋯ button, e.g. (row) => `Actions for ${row.title}`. */
  rowActionsLabel?: (row: Row) => string;
  /** Shown instead of the body when there are no rows. */
  empty?: ReactNode;
  /** Shows placeholder rows while the first page loads. */
  loading?: boolean;
  className?: string;
}

/**
 * A data table (e.g. the events table: Date, Title, Status, Views, Registrations and row actions).
 * On phones each row becomes a small card with the column names beside the values.
 */
export const Table = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  rowActions,
  rowActionsLabel = () => 'Actions',
  empty,
  loading = false,
  className,
}: TableProps<Row>) => {
  const hasActions = Boolean(rowActions);
  const placeholderRows = ['a', 'b', 'c'];
  return (
    <div className={classNames(styles.wrap, className)}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={classNames(column.align === 'end' && styles.end)}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
            {hasActions ? (
              <th scope="col" className={styles.actionsCol}>
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody aria-busy={loading || undefined}>
          {loading
            ? placeholderRows.map((key) => (
                <tr key={key}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header}>
                      <Skeleton width="70%" />
                    </td>
                  ))}
                  {hasActions ? <td /> : null}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.header}
                      className={classNames(
                        column.align === 'end' && styles.end,
                        column.primary && styles.primary,
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                  {rowActions ? (
                    <td className={styles.actionsCell}>
                      <RowActionsMenu actions={rowActions(row)} label={rowActionsLabel(row)} />
                    </td>
                  ) : null}
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && rows.length === 0 && empty ? <div className={styles.empty}>{empty}</div> : null}
    </div>
  );
};
