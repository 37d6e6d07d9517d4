import {
  listNotificationsContract,
  markAllNotificationsReadContract,
  NOTIFICATION_KINDS_OF,
  type NotificationKind,
  type NotificationListDocument,
  updateNotificationContract,
} from '@gradway/domain/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Pagination } from '../../../components/ui/pagination/pagination';
import { api } from '../../../lib/api/api-client';
import { NotificationList } from './notification-list';
import { notificationStore, useNotificationState } from './notification-store';
import styles from './notifications.module.css';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * `/candidate/notifications`: every notification, newest first, filtered by type, each linking to
 * what it is about; mark one or all read. New ones arriving on the live stream show at once.
 */
export const NotificationsPage = () => {
  const { t } = useTranslation('common');
  const store = notificationStore();
  const live = useNotificationState(store);
  const [type, setType] = useState<NotificationKind | null>(null);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<NotificationListDocument | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await api(listNotificationsContract, {
        query: { page, per_page: NOTIFICATIONS_PAGE_SIZE, ...(type ? { type: [type] } : {}) },
      });
      setList(answer);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [page, type]);

  const newest = live.latest[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a live notification reloads the list
  useEffect(() => {
    void load();
  }, [load, newest]);

  const markRead = async (id: string, read: boolean) => {
    await api(updateNotificationContract, {
      params: { id },
      body: { notification: { read_at: read ? new Date().toISOString() : null } },
    });
    await Promise.all([load(), store.refresh()]);
  };

  const markAll = async () => {
    await api(markAllNotificationsReadContract);
    await Promise.all([load(), store.refresh()]);
  };

  const unread = list?.meta.unread_count ?? live.unreadCount;
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{t('notifications.title')}</h1>
        <Button variant="secondary" onClick={() => void markAll()} disabled={unread === 0}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <p aria-live="polite" className="visually-hidden">
        {t('notifications.unreadCount', { count: unread })}
      </p>
      <ul className={styles.filters} aria-label={t('notifications.filterLabel')}>
        {[null, ...NOTIFICATION_KINDS_OF.candidate].map((kind) => (
          <li key={kind ?? 'all'}>
            <button
              type="button"
              className={styles.filter}
              aria-pressed={type === kind}
              onClick={() => {
                setType(kind);
                setPage(1);
              }}
            >
              {kind ? t(`notifications.kinds.${kind}`) : t('notifications.all')}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <EmptyState title={t('notifications.loadFailed')} icon="bell" />
      ) : list === null ? (
        <p className={styles.empty}>{t('notifications.loading')}</p>
      ) : list.data.length === 0 ? (
        <EmptyState
          title={type ? t('notifications.emptyOfType') : t('notifications.empty')}
          icon="bell"
        />
      ) : (
        <div className={styles.card}>
          <NotificationList items={list.data} onMarkRead={(id, read) => void markRead(id, read)} />
        </div>
      )}
      {list && list.meta.total_pages > 1 ? (
        <Pagination
          page={page}
          pageCount={list.meta.total_pages}
          onPageChange={setPage}
          label={t('notifications.pages')}
        />
      ) : null}
    </div>
  );
};
