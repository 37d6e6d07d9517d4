import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventsTable } from '../../../components/touchpoint/events-table';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Icon } from '../../../components/ui/icon/icon';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { Tabs } from '../../../components/ui/tabs/tabs';
import {
  type HiringView,
  type ListAddress,
  listQueryOf,
  TYPES_OF_VIEW,
  tabsOf,
} from './list-address';
import { OpportunitiesTable } from './opportunities-table';
import type { Organiser, TouchpointRow } from './organiser';
import { loadRejectionReason } from './organiser-api';
import styles from './organiser-lists.module.css';
import { rowActionsFor } from './row-actions';
import { rowStatusOf } from './row-status';
import { StatusCell } from './status-cell';
import { TitleCell } from './title-cell';
import { useRowActions } from './use-row-actions';
import { useTouchpointList } from './use-touchpoint-list';

export interface TouchpointListProps {
  organiser: Organiser;
  /** Events (the events table) or jobs and internships. */
  view: HiringView;
  address: ListAddress;
  /** Moves to another tab or page (the caller writes it into the address). */
  onMove: (next: Partial<ListAddress>) => void;
}

const CREATE_PATHS: Record<HiringView, string> = {
  opportunities: '/hiring/create',
  events: '/events/create',
};

/** Tabs, the table, its row actions and paging: the organiser's lists (spec §2, §4). */
export const TouchpointList = ({ organiser, view, address, onMove }: TouchpointListProps) => {
  const { t } = useTranslation('hiring');
  const query = listQueryOf(organiser.kind, address, TYPES_OF_VIEW[view]);
  const { state, reload, patchRow } = useTouchpointList(organiser.kind, query);
  const { onAction, dialog } = useRowActions(organiser, reload);
  const tabs = tabsOf(organiser.kind, view);
  const firstLoad = state.status === 'loading' && state.meta === null;
  const things = t(`things.${view}`);

  // A page emptied by a deletion (or a stale address) moves back to the last page there is.
  const lastPage = state.status === 'ready' ? Math.max(1, state.meta.total_pages) : null;
  useEffect(() => {
    if (lastPage !== null && address.page > lastPage) onMove({ page: lastPage });
  }, [lastPage, address.page, onMove]);

  const renderTitle = (row: TouchpointRow) => (
    <TitleCell
      organiser={organiser}
      row={row}
      showType={view === 'opportunities'}
      onFeaturedChange={(featured) =>
        patchRow(row.id, (old) => ({ ...old, attributes: { ...old.attributes, featured } }))
      }
    />
  );
  const renderStatus = (row: TouchpointRow) => (
    <StatusCell
      status={rowStatusOf(organiser, row)}
      loadReason={() => loadRejectionReason(organiser.kind, row.id)}
    />
  );
  const actionsFor = (row: TouchpointRow) => rowActionsFor(organiser, row);

  const hasCreate = ['all', 'live', 'drafts'].includes(address.tab);
  const empty = (
    <EmptyState
      icon={view === 'events' ? 'calendar' : 'briefcase'}
      headingLevel={3}
      title={t(`empty.${address.tab}.title`, { things })}
      description={t(`empty.${address.tab}.description`, { things })}
      action={
        hasCreate ? (
          <Link to={CREATE_PATHS[view]} className={buttonClassName({ variant: 'primary' })}>
            <Icon name="plus" size={16} />
            {t(`create.${view}`)}
          </Link>
        ) : undefined
      }
    />
  );

  const table =
    view === 'events' ? (
      <EventsTable
        caption={t('events.caption')}
        events={state.rows.map((row) => ({
          ...row,
          title: row.attributes.title,
          start_date: row.attributes.start_date,
          state: row.attributes.state,
          views: row.attributes.views_count,
          registrations: row.attributes.registrations_count,
        }))}
        actionsFor={actionsFor}
        onAction={onAction}
        renderTitle={renderTitle}
        renderStatus={renderStatus}
        loading={firstLoad}
        empty={state.status === 'failed' ? undefined : empty}
      />
    ) : (
      <OpportunitiesTable
        rows={state.rows}
        actionsFor={actionsFor}
        onAction={onAction}
        renderTitle={renderTitle}
        renderStatus={renderStatus}
        loading={firstLoad}
        empty={state.status === 'failed' ? undefined : empty}
      />
    );

  return (
    <div className={styles.list}>
      <Tabs
        label={t(`tabs.label.${view}`)}
        items={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
        value={address.tab}
        onValueChange={(tab) => onMove({ tab })}
      >
        {state.status === 'failed' ? (
          <div className={styles.failed} role="alert">
            <p>{t('failed', { things, message: state.message })}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        <div className={styles.tableArea} aria-busy={state.status === 'loading' || undefined}>
          {table}
        </div>
        {state.meta && state.meta.total_count > 0 ? (
          <div className={styles.listFooter}>
            <p className={styles.muted}>
              {t('showing', {
                from: (state.meta.page - 1) * state.meta.per_page + 1,
                to: (state.meta.page - 1) * state.meta.per_page + state.rows.length,
                total: state.meta.total_count,
              })}
            </p>
            <Pagination
              page={address.page}
              pageCount={state.meta.total_pages}
              onPageChange={(page) => onMove({ page })}
              label={t('pagination', { things })}
            />
          </div>
        ) : null}
      </Tabs>
      {dialog}
    </div>
  );
};
