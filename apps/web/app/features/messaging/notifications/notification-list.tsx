import type { Notification } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import styles from './notifications.module.css';

export interface NotificationListProps {
  items: readonly Notification[];
  onMarkRead: (id: string, read: boolean) => void;
  /** Called when a link is followed (the panel closes). */
  onFollow?: () => void;
  compact?: boolean;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** Notifications as a list: unread ones marked, each with its link and a read/unread toggle. */
export const NotificationList = ({
  items,
  onMarkRead,
  onFollow,
  compact,
}: NotificationListProps) => {
  const { t } = useTranslation('common');
  return (
    <ul className={classNames(styles.list, compact && styles.compact)}>
      {items.map((item) => {
        const { title, message, link, read_at, created_at, type } = item.attributes;
        const unread = read_at === null;
        return (
          <li
            key={item.id}
            className={classNames(styles.item, unread && styles.unread)}
            data-testid="notification-item"
          >
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <p className={styles.itemTitle}>
                {link ? (
                  <Link
                    to={link}
                    onClick={() => {
                      if (unread) onMarkRead(item.id, true);
                      onFollow?.();
                    }}
                  >
                    {title}
                  </Link>
                ) : (
                  title
                )}
                {unread ? (
                  <span className="visually-hidden"> ({t('notifications.unread')})</span>
                ) : null}
              </p>
              <p className={styles.message}>{message}</p>
              <p className={styles.meta}>
                <span>{t(`notifications.kinds.${type}`)}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={created_at}>{timeFormat.format(new Date(created_at))}</time>
              </p>
            </div>
            <button
              type="button"
              className={styles.toggle}
              onClick={() => onMarkRead(item.id, unread)}
              aria-label={`${unread ? t('notifications.markRead') : t('notifications.markUnread')}: ${title}`}
            >
              {unread ? t('notifications.markRead') : t('notifications.markUnread')}
            </button>
          </li>
        );
      })}
    </ul>
  );
};
