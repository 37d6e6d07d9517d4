import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { Icon } from '../icon/icon';
import styles from './toast.module.css';
import { DISMISS_LABEL, ToastIcon, toastClassName } from './toast-parts';
import { type ToastRecord, toastStore } from './toast-store';
import type { ToastViewportProps } from './toast-viewport';

type Viewport = ComponentType<ToastViewportProps>;

let loadedViewport: Viewport | null = null;
let loading: Promise<Viewport> | null = null;

/**
 * The Radix-based viewport is fetched after the page has loaded (or as soon as a toast is shown),
 * so it does not weigh on any page's first load.
 */
export const toastViewportLoader = {
  load: (): Promise<Viewport> => import('./toast-viewport').then((module) => module.ToastViewport),
};

/** Loads the toast viewport once; resolves at once when already loaded. */
export const loadToastViewport = (): Promise<Viewport> => {
  if (loadedViewport) return Promise.resolve(loadedViewport);
  loading ??= toastViewportLoader.load().then(
    (viewport) => {
      loadedViewport = viewport;
      return viewport;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** Until the viewport arrives: the same toasts as plain live regions that still time out. */
const BasicToast = ({ record }: { record: ToastRecord }) => {
  useEffect(() => {
    if (record.loading) return;
    const timer = window.setTimeout(() => toastStore.remove(record.id), record.timeout);
    return () => window.clearTimeout(timer);
  }, [record]);
  return (
    <li
      className={toastClassName(record)}
      role={record.type === 'failure' && !record.loading ? 'alert' : 'status'}
      data-toast-type={record.type}
      aria-busy={record.loading || undefined}
    >
      <span className={styles.icon}>
        <ToastIcon record={record} />
      </span>
      <div className={styles.body}>
        {record.title ? <div className={styles.title}>{record.title}</div> : null}
        {record.message ? <div className={styles.message}>{record.message}</div> : null}
      </div>
      {record.variant !== 'micro' ? (
        <button
          type="button"
          className={styles.close}
          aria-label={DISMISS_LABEL}
          onClick={() => toastStore.remove(record.id)}
        >
          <Icon name="x" />
        </button>
      ) : null}
    </li>
  );
};

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = globalThis.setTimeout(run, 1500);
  return () => globalThis.clearTimeout(timer);
};

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Shows the app's toasts. Mount once at the root around the app; call `toast(...)` anywhere.
 */
export const ToastProvider = ({ children }: ToastProviderProps) => {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const [Viewport, setViewport] = useState<Viewport | null>(() => loadedViewport);
  const needed = toasts.length > 0;

  useEffect(() => {
    if (Viewport) return;
    let active = true;
    const fetchViewport = () => {
      loadToastViewport().then(
        (viewport) => {
          if (active) setViewport(() => viewport);
        },
        () => {
          // Offline or a failed chunk: the basic toasts keep working; a later toast retries.
        },
      );
    };
    if (needed) fetchViewport();
    const cancelIdle = needed ? () => {} : whenIdle(fetchViewport);
    return () => {
      active = false;
      cancelIdle();
    };
  }, [Viewport, needed]);

  return (
    <>
      {children}
      {Viewport ? (
        <Viewport toasts={toasts} />
      ) : needed ? (
        <section aria-label="Notifications">
          <ol className={styles.viewport}>
            {toasts.map((record) => (
              <BasicToast key={`${record.id}:${record.version}`} record={record} />
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
};
