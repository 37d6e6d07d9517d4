import { MODAL_ENTER_DELAY_MS, MODAL_EXIT_DELAY_MS } from '@gradway/domain';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ModalProps, ModalSize } from './modal';

type ModalComponent = ComponentType<ModalProps>;
let loadedModal: ModalComponent | null = null;

/**
 * The dialog (Radix) is fetched when the first modal opens (its 50 ms enter delay covers the
 * fetch) or once the page is idle, so it does not weigh on any page's first load.
 */
export const loadModal = (): Promise<ModalComponent> =>
  loadedModal
    ? Promise.resolve(loadedModal)
    : import('./modal').then((module) => {
        loadedModal = module.Modal;
        return module.Modal;
      });

export interface ModalContent {
  title: ReactNode;
  description?: ReactNode;
  /** The body; a function receives `close` for buttons inside it. */
  body?: ReactNode | ((close: () => void) => ReactNode);
  footer?: ReactNode | ((close: () => void) => ReactNode);
  size?: ModalSize;
  /** Called once the modal has been asked to close (by the user or by code). */
  onClose?: () => void;
}

interface StackEntry {
  id: string;
  content: ModalContent;
  open: boolean;
}

export interface ModalStack {
  /** Opens a modal on top of the others (after the 50 ms enter delay) and returns its id. */
  openModal: (content: ModalContent) => string;
  /** Closes the top modal, or the one with `id`; it leaves the stack after the 500 ms exit delay. */
  closeModal: (id?: string) => void;
  closeAll: () => void;
  /** Modals on the stack, including those still entering or leaving. */
  depth: number;
}

const ModalStackContext = createContext<ModalStack | null>(null);

/** Holds the app's stacked modals. Mount once near the root (inside the toast provider). */
export const ModalStackProvider = ({ children }: { children?: ReactNode }) => {
  const [entries, setEntries] = useState<StackEntry[]>([]);
  const [Modal, setModal] = useState<ModalComponent | null>(() => loadedModal);
  const timers = useRef(new Set<number>());
  const nextId = useRef(0);

  const later = useCallback((run: () => void, delay: number) => {
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delay);
    timers.current.add(timer);
  }, []);

  const hasEntries = entries.length > 0;
  useEffect(() => {
    if (Modal) return;
    let active = true;
    const fetchModal = () => {
      loadModal().then(
        (component) => {
          if (active) setModal(() => component);
        },
        () => {
          // A failed fetch is retried when the next modal opens.
        },
      );
    };
    if (hasEntries) fetchModal();
    const idle = hasEntries ? undefined : window.setTimeout(fetchModal, 3000);
    return () => {
      active = false;
      window.clearTimeout(idle);
    };
  }, [Modal, hasEntries]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  const setOpen = useCallback((id: string, open: boolean) => {
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, open } : entry)));
  }, []);

  const openModal = useCallback(
    (content: ModalContent) => {
      nextId.current += 1;
      const id = `modal-${nextId.current}`;
      setEntries((current) => [...current, { id, content, open: false }]);
      later(() => setOpen(id, true), MODAL_ENTER_DELAY_MS);
      return id;
    },
    [later, setOpen],
  );

  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  const closeModal = useCallback(
    (id?: string) => {
      const open = entriesRef.current.filter((entry) => entry.open);
      const target = id ?? open[open.length - 1]?.id;
      const entry = entriesRef.current.find((item) => item.id === target);
      if (!entry || !target) return;
      setOpen(target, false);
      entry.content.onClose?.();
      later(
        () => setEntries((current) => current.filter((item) => item.id !== target)),
        MODAL_EXIT_DELAY_MS,
      );
    },
    [later, setOpen],
  );

  const closeAll = useCallback(() => {
    for (const entry of entriesRef.current) if (entry.open) closeModal(entry.id);
  }, [closeModal]);

  const stack = useMemo(
    () => ({ openModal, closeModal, closeAll, depth: entries.length }),
    [openModal, closeModal, closeAll, entries.length],
  );

  return (
    <ModalStackContext.Provider value={stack}>
      {children}
      {Modal &&
        entries.map((entry) => {
          const close = () => closeModal(entry.id);
          const { body, footer } = entry.content;
          return (
            <Modal
              key={entry.id}
              open={entry.open}
              onOpenChange={(open) => {
                if (!open) close();
              }}
              title={entry.content.title}
              description={entry.content.description}
              size={entry.content.size}
              footer={typeof footer === 'function' ? footer(close) : footer}
            >
              {typeof body === 'function' ? body(close) : body}
            </Modal>
          );
        })}
    </ModalStackContext.Provider>
  );
};

/** The modal stack of the nearest `ModalStackProvider`. */
export const useModalStack = (): ModalStack => {
  const stack = useContext(ModalStackContext);
  if (!stack) throw new Error('useModalStack needs a ModalStackProvider above it.');
  return stack;
};
