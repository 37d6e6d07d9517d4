import {
  DEFAULT_TOAST_VARIANT,
  ERROR_TOAST_TITLE,
  TOAST_DEFAULT_TIMEOUT_MS,
  type ToastType,
  type ToastVariant,
} from '@gradway/domain';
import type { ReactNode } from 'react';
import type { IconName } from '../icon/icon-paths';

export type { ToastType, ToastVariant };

/** What a toast shows (spec §3); the domain's `ToastInput` values (e.g. EVENT_REMOVED_TOAST) fit. */
export interface ToastOptions {
  title?: string | null;
  message?: ReactNode;
  type?: ToastType;
  /** An icon of the app's set, or any element; the type's icon is used when omitted. */
  icon?: IconName | ReactNode | null;
  /** Shows a spinner and stays until updated or cleared. */
  loading?: boolean;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; 5000 unless given (spec §9). */
  timeout?: number;
  /** Reuse an id to replace a toast instead of stacking a second one. */
  id?: string;
}

export interface ToastRecord {
  id: string;
  title?: string | null;
  message?: ReactNode;
  type: ToastType;
  icon?: IconName | ReactNode | null;
  loading: boolean;
  variant: ToastVariant;
  timeout: number;
  /** Grows with every update, so the toast is announced again and its timer restarts. */
  version: number;
}

type Listener = () => void;

const EMPTY: readonly ToastRecord[] = [];
let toasts: readonly ToastRecord[] = EMPTY;
let nextId = 0;
const listeners = new Set<Listener>();

const publish = (next: readonly ToastRecord[]): void => {
  toasts = next;
  for (const listener of listeners) listener();
};

/** Toasts only exist in the browser; a call during server rendering is dropped. */
const inBrowser = (): boolean => typeof window !== 'undefined';

const buildRecord = (id: string, options: ToastOptions, previous?: ToastRecord): ToastRecord => {
  const timeout = options.timeout ?? TOAST_DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeout) || timeout < 0) {
    throw new RangeError(`A toast timeout must be a non-negative number of ms, not ${timeout}.`);
  }
  return {
    id,
    title: options.title ?? previous?.title,
    message: options.message ?? previous?.message,
    type: options.type ?? previous?.type ?? 'success',
    icon: options.icon ?? previous?.icon,
    loading: options.loading ?? false,
    variant: options.variant ?? previous?.variant ?? DEFAULT_TOAST_VARIANT,
    timeout,
    version: (previous?.version ?? 0) + 1,
  };
};

/** The list the viewport renders, for `useSyncExternalStore`. */
export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastRecord[] => toasts,
  getServerSnapshot: (): readonly ToastRecord[] => EMPTY,
  /** Removes one toast (used when its timer runs out or it is swiped away). */
  remove(id: string): void {
    if (toasts.some((record) => record.id === id)) {
      publish(toasts.filter((record) => record.id !== id));
    }
  },
};

const show = (options: ToastOptions): string => {
  const id = options.id ?? `toast-${++nextId}`;
  if (!inBrowser()) return id;
  const previous = toasts.find((record) => record.id === id);
  const record = buildRecord(id, options, previous);
  publish(previous ? toasts.map((item) => (item.id === id ? record : item)) : [...toasts, record]);
  return id;
};

/**
 * Shows a toast and returns its id. It hides itself after its timeout (5000 ms by default);
 * a loading toast waits until `toast.update` turns it into a success or failure.
 *
 *   toast({ title: 'Success!', message: 'Event removed successfully.', type: 'success' })
 *   const id = toast.loading('Publishing…'); … toast.update(id, { type: 'success', message: 'Published' })
 *   toast.error('Email is taken')           // titled 'Error!'
 *   toast.clear(id) / toast.clear()         // hides one / all at once
 */
export const toast = Object.assign(show, {
  success: (message: ReactNode, options: Omit<ToastOptions, 'message' | 'type'> = {}): string =>
    show({ ...options, message, type: 'success' }),
  /** A failure toast titled 'Error!' (spec §8). */
  error: (message: ReactNode, options: Omit<ToastOptions, 'message' | 'type'> = {}): string =>
    show({ title: ERROR_TOAST_TITLE, ...options, message, type: 'failure' }),
  loading: (message: ReactNode, options: Omit<ToastOptions, 'message' | 'loading'> = {}): string =>
    show({ ...options, message, loading: true }),
  /** Changes a shown toast (e.g. a finished loading toast); its timeout starts again. */
  update: (id: string, options: Omit<ToastOptions, 'id'>): string => {
    if (!toasts.some((record) => record.id === id)) return id;
    return show({ ...options, id });
  },
  /** Hides one toast, or every toast when no id is given, at once. */
  clear: (id?: string): void => {
    if (id === undefined) publish(EMPTY);
    else toastStore.remove(id);
  },
});
