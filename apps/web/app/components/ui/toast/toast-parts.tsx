import { isValidElement } from 'react';
import { classNames } from '../class-names';
import { Icon } from '../icon/icon';
import { isIconName } from '../icon/icon-paths';
import { Spinner } from '../spinner/spinner';
import styles from './toast.module.css';
import type { ToastRecord } from './toast-store';

const TYPE_ICONS = { success: 'check-circle', failure: 'alert-circle' } as const;

export const ToastIcon = ({ record }: { record: ToastRecord }) => {
  if (record.loading) return <Spinner />;
  if (isValidElement(record.icon)) return record.icon;
  const name = typeof record.icon === 'string' && isIconName(record.icon) ? record.icon : null;
  return <Icon name={name ?? TYPE_ICONS[record.type]} />;
};

export const toastClassName = (record: ToastRecord): string =>
  classNames(
    styles.toast,
    styles[record.variant],
    record.loading ? styles.loading : styles[record.type],
  );

export const DISMISS_LABEL = 'Dismiss notification';
