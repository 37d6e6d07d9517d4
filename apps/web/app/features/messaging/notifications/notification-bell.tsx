import * as Popover from '@radix-ui/react-popover';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon/icon';
import { NotificationList } from './notification-list';
import { notificationStore, useNotificationState } from './notification-store';
import styles from './notifications.module.css';

export interface NotificationBellProps {
  /** The full page of notifications, when the role has one. */
  allHref?: string;
}

/**
 * The bell of every signed-in header: the unread count, and a panel of the latest notifications
 * with mark read and mark all read. Opening the app starts the live stream that keeps it current.
 */
export const NotificationBell = ({ allHref }: NotificationBellProps) => {
  const { t } = useTranslation('common');
  const store = notificationStore();
  const state = useNotificationState(store);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    store.start();
  }, [store]);
  const count = state.unreadCount;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bellLabel');
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.bell} aria-label={label} data-testid="notification-bell">
        <Icon name="bell" size={20} />
        {count > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notification-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('notifications.title')}
        >
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>{t('notifications.title')}</h2>
            {count > 0 ? (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void store.markAllRead()}
              >
                {t('notifications.markAllRead')}
              </button>
            ) : null}
          </div>
          {state.latest.length === 0 ? (
            <p className={styles.empty}>
              {state.loaded ? t('notifications.empty') : t('notifications.loading')}
            </p>
          ) : (
            <NotificationList
              compact
              items={state.latest}
              onMarkRead={(id, read) => void store.markRead(id, read)}
              onFollow={() => setOpen(false)}
            />
          )}
          {allHref ? (
            <Link to={allHref} className={styles.seeAll} onClick={() => setOpen(false)}>
              {t('notifications.seeAll')}
            </Link>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
