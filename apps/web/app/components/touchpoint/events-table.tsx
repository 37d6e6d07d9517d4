import {
  EVENTS_TABLE_COLUMNS,
  EVENTS_TABLE_ROW_ACTIONS,
  type EventsTableRowAction,
  parseDateInput,
} from '@gradway/domain';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../ui/badge/badge';
import type { IconName } from '../ui/icon/icon-paths';
import { Table, type TableColumn } from '../ui/table/table';

export interface EventsTableRow {
  id: string;
  title: string;
  start_date?: string | Date | null;
  /** The touchpoint's state or status ('published', 'draft', 'Sold Out'…). */
  state: string;
  views?: number | null;
  registrations?: number | null;
}

const STATE_TONES: Record<string, BadgeTone> = {
  published: 'success',
  approved: 'success',
  accepted: 'success',
  ready_for_approval: 'warning',
  pending: 'warning',
  'Invitation pending': 'warning',
  rejected: 'critical',
  'Sold Out': 'orange',
  expired: 'tertiary',
  closed: 'tertiary',
  ended: 'tertiary',
};

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

/** 'ready_for_approval' → 'Ready for approval'; labels already in words stay as they are. */
export const stateText = (state: string): string =>
  state.includes('_') || state === state.toLowerCase()
    ? `${state.charAt(0).toUpperCase()}${state.slice(1).replace(/_/g, ' ')}`
    : state;

const dateText = (value: EventsTableRow['start_date']): string => {
  const date = parseDateInput(value ?? null);
  return date ? format(date, 'd MMM yyyy') : '—';
};

const numberText = (value: number | null | undefined): string =>
  (value ?? 0).toLocaleString('en-GB');

export interface EventsTableProps<Row extends EventsTableRow = EventsTableRow> {
  events: ReadonlyArray<Row>;
  /** Which row actions a given event offers (by the viewer's role and the event's state). */
  actionsFor: (event: Row) => ReadonlyArray<EventsTableRowAction>;
  onAction: (action: EventsTableRowAction, event: Row) => void;
  /** Renders the title cell, e.g. as a link to the event's edit page. */
  renderTitle?: (event: Row) => ReactNode;
  /** Renders the status cell; by default the state as a badge. */
  renderStatus?: (event: Row) => ReactNode;
  caption?: string;
  loading?: boolean;
  empty?: ReactNode;
}

const defaultStatus = (event: EventsTableRow): ReactNode => (
  <Badge tone={STATE_TONES[event.state] ?? 'neutral'}>{stateText(event.state)}</Badge>
);

/** The recruiter and society events table (spec §2): Date, Title, Status, Views, Registrations. */
export const EventsTable = <Row extends EventsTableRow = EventsTableRow>({
  events,
  actionsFor,
  onAction,
  renderTitle = (event) => event.title,
  renderStatus = defaultStatus,
  caption = 'Events',
  loading,
  empty,
}: EventsTableProps<Row>) => {
  const [dateHeader, titleHeader, statusHeader, viewsHeader, registrationsHeader] =
    EVENTS_TABLE_COLUMNS;
  const columns: TableColumn<Row>[] = [
    { key: 'date', header: dateHeader, cell: (event) => dateText(event.start_date), width: '9rem' },
    { key: 'title', header: titleHeader, cell: renderTitle, primary: true },
    { key: 'status', header: statusHeader, cell: renderStatus },
    { key: 'views', header: viewsHeader, cell: (event) => numberText(event.views), align: 'end' },
    {
      key: 'registrations',
      header: registrationsHeader,
      cell: (event) => numberText(event.registrations),
      align: 'end',
    },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      rows={events}
      rowKey={(event) => event.id}
      loading={loading}
      empty={empty}
      rowActionsLabel={(event) => `Actions for ${event.title}`}
      rowActions={(event) => {
        const actions = actionsFor(event);
        return actions.map((action, index) => ({
          id: action,
          label: EVENTS_TABLE_ROW_ACTIONS[action],
          iconName: ACTION_ICONS[action],
          isDelete: action === 'delete' || action === 'removeCohost',
          groupEnd: actions[index + 1] === 'delete',
          onSelect: () => onAction(action, event),
        }));
      }}
    />
  );
};
