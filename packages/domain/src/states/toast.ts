import { TOAST_DEFAULT_TIMEOUT_MS } from '../constants/timeouts';
import {
  CRASH_SCREEN_TITLE,
  EASY_APPLY_ENABLED_TOAST_MESSAGE,
  EASY_APPLY_ENABLED_TOAST_TITLE,
  ERROR_TOAST_TITLE,
  EVENT_REMOVED_TOAST_MESSAGE,
  EVENT_REMOVED_TOAST_TITLE,
} from '../texts';

/** Toast fields (spec §3). */
export const TOAST_TYPES = ['success', 'failure'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_VARIANTS = ['micro', 'small', 'medium'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];
export const DEFAULT_TOAST_VARIANT: ToastVariant = 'small';

/** What a caller asks to show. */
export interface ToastInput {
  message: string;
  title?: string | null;
  type?: ToastType;
  /** Name of an icon shown with the toast. */
  icon?: string | null;
  /** Shows a spinner: the work the toast speaks of is still going. */
  loading?: boolean;
  variant?: ToastVariant;
  /** How long it stays, in ms; 5000 unless given. */
  timeout?: number;
}

/** A toast on screen. */
export interface Toast {
  id: string;
  message: string;
  title: string | null;
  type: ToastType;
  icon: string | null;
  loading: boolean;
  variant: ToastVariant;
  timeout: number;
  /** When it hides itself (ms since the epoch). */
  dismissAt: number;
}

export interface ToastState {
  toasts: readonly Toast[];
}

export const EMPTY_TOAST_STATE: ToastState = { toasts: [] };

export type ToastAction =
  /** Shows a toast; a toast with the same id is replaced and its timer restarts. */
  | { kind: 'show'; id: string; toast: ToastInput; now: number }
  /** A clear message: hides the toast with this id, or every toast, at once. */
  | { kind: 'clear'; id?: string }
  /** Time has passed: hides every toast whose timeout has run out. */
  | { kind: 'tick'; now: number };

/** A toast with its defaults filled in: success, small, 5000 ms. Rejects a bad timeout. */
export const createToast = (id: string, input: ToastInput, now: number): Toast => {
  const timeout = input.timeout ?? TOAST_DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeout) || timeout < 0) {
    throw new RangeError(`A toast timeout must be a non-negative number of ms, not ${timeout}.`);
  }
  return {
    id,
    message: input.message,
    title: input.title ?? null,
    type: input.type ?? 'success',
    icon: input.icon ?? null,
    loading: input.loading ?? false,
    variant: input.variant ?? DEFAULT_TOAST_VARIANT,
    timeout,
    dismissAt: now + timeout,
  };
};

/** The toast state machine: show, clear (hides at once), tick (auto-dismiss after the timeout). */
export const toastReducer = (state: ToastState, action: ToastAction): ToastState => {
  switch (action.kind) {
    case 'show': {
      const toast = createToast(action.id, action.toast, action.now);
      return { toasts: [...state.toasts.filter((shown) => shown.id !== action.id), toast] };
    }
    case 'clear':
      return action.id === undefined
        ? EMPTY_TOAST_STATE
        : { toasts: state.toasts.filter((toast) => toast.id !== action.id) };
    case 'tick': {
      const remaining = state.toasts.filter((toast) => toast.dismissAt > action.now);
      return remaining.length === state.toasts.length ? state : { toasts: remaining };
    }
  }
};

/** When the next toast hides itself (ms since the epoch), to set one timer; null if none shown. */
export const nextToastDismissAt = (state: ToastState): number | null =>
  state.toasts.length === 0 ? null : Math.min(...state.toasts.map((toast) => toast.dismissAt));

/** A failed call's answer (spec §8): the message is in `alert`, otherwise in `error`. */
export interface FailureBody {
  alert?: unknown;
  error?: unknown;
}

const messageText = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) {
    const parts = value.filter((part): part is string => typeof part === 'string' && part !== '');
    return parts.length > 0 ? parts.join(' ') : null;
  }
  return null;
};

/**
 * The message of a failed call: its `alert`, otherwise its `error` (a list is joined with
 * spaces). When neither holds text, the crash screen's 'Ooops! Something went wrong!'.
 */
export const failureMessage = (body: unknown): string => {
  const fields = typeof body === 'object' && body !== null ? (body as FailureBody) : {};
  return messageText(fields.alert) ?? messageText(fields.error) ?? CRASH_SCREEN_TITLE;
};

/** The toast for a failed call: titled 'Error!' with the answer's message (spec §8). */
export const failureToast = (body: unknown): ToastInput => ({
  title: ERROR_TOAST_TITLE,
  message: failureMessage(body),
  type: 'failure',
});

/** After an event is removed (spec §8). */
export const EVENT_REMOVED_TOAST: ToastInput = {
  title: EVENT_REMOVED_TOAST_TITLE,
  message: EVENT_REMOVED_TOAST_MESSAGE,
  type: 'success',
};

/** After easy apply is enabled on a touchpoint (spec §8). */
export const EASY_APPLY_ENABLED_TOAST: ToastInput = {
  title: EASY_APPLY_ENABLED_TOAST_TITLE,
  message: EASY_APPLY_ENABLED_TOAST_MESSAGE,
  type: 'success',
};
