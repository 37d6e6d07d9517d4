import { describe, expect, it } from 'vitest';
import {
  createToast,
  EASY_APPLY_ENABLED_TOAST,
  EMPTY_TOAST_STATE,
  EVENT_REMOVED_TOAST,
  failureMessage,
  failureToast,
  nextToastDismissAt,
  TOAST_TYPES,
  TOAST_VARIANTS,
  type ToastState,
  toastReducer,
} from './toast';

const show = (state: ToastState, id: string, now: number, timeout?: number) =>
  toastReducer(state, { kind: 'show', id, now, toast: { message: `toast ${id}`, timeout } });

describe('createToast', () => {
  it('carries every field with its default', () => {
    expect(TOAST_TYPES).toEqual(['success', 'failure']);
    expect(TOAST_VARIANTS).toEqual(['micro', 'small', 'medium']);
    expect(createToast('t1', { message: 'Saved' }, 1000)).toEqual({
      id: 't1',
      message: 'Saved',
      title: null,
      type: 'success',
      icon: null,
      loading: false,
      variant: 'small',
      timeout: 5000,
      dismissAt: 6000,
    });
    expect(
      createToast(
        't2',
        {
          message: 'Uploading',
          title: 'Wait',
          type: 'failure',
          icon: 'upload',
          loading: true,
          variant: 'micro',
          timeout: 1200,
        },
        0,
      ),
    ).toMatchObject({
      title: 'Wait',
      type: 'failure',
      icon: 'upload',
      loading: true,
      variant: 'micro',
      dismissAt: 1200,
    });
  });

  it('rejects a bad timeout', () => {
    expect(() => createToast('t', { message: 'x', timeout: -1 }, 0)).toThrow(RangeError);
    expect(() => createToast('t', { message: 'x', timeout: Number.NaN }, 0)).toThrow(RangeError);
  });
});

describe('toastReducer', () => {
  it('auto-dismisses a toast after its default 5000 ms timeout', () => {
    const shown = show(EMPTY_TOAST_STATE, 'a', 10_000);
    expect(nextToastDismissAt(shown)).toBe(15_000);
    expect(toastReducer(shown, { kind: 'tick', now: 14_999 }).toasts).toHaveLength(1);
    expect(toastReducer(shown, { kind: 'tick', now: 15_000 }).toasts).toHaveLength(0);
  });

  it('dismisses each toast after its own timeout', () => {
    let state = show(EMPTY_TOAST_STATE, 'long', 0, 8000);
    state = show(state, 'short', 1000, 2000);
    expect(nextToastDismissAt(state)).toBe(3000);
    state = toastReducer(state, { kind: 'tick', now: 3000 });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['long']);
    expect(nextToastDismissAt(state)).toBe(8000);
  });

  it('hides at once on a clear message', () => {
    let state = show(EMPTY_TOAST_STATE, 'a', 0);
    state = show(state, 'b', 0);
    state = toastReducer(state, { kind: 'clear', id: 'a' });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['b']);
    expect(toastReducer(state, { kind: 'clear' })).toEqual(EMPTY_TOAST_STATE);
    expect(nextToastDismissAt(EMPTY_TOAST_STATE)).toBeNull();
  });

  it('replaces a toast shown again under the same id and restarts its timer', () => {
    let state = show(EMPTY_TOAST_STATE, 'a', 0);
    state = show(state, 'a', 4000);
    expect(state.toasts).toHaveLength(1);
    expect(nextToastDismissAt(state)).toBe(9000);
  });

  it('keeps the same state object when nothing expires', () => {
    const state = show(EMPTY_TOAST_STATE, 'a', 0);
    expect(toastReducer(state, { kind: 'tick', now: 1 })).toBe(state);
  });
});

describe('failure toasts', () => {
  it("are titled 'Error!' with the answer's alert, otherwise its error", () => {
    expect(failureToast({ alert: 'Your session has expired.', error: 'Unauthorized' })).toEqual({
      title: 'Error!',
      message: 'Your session has expired.',
      type: 'failure',
    });
    expect(failureMessage({ error: 'Title is required' })).toBe('Title is required');
    expect(failureMessage({ alert: '', error: 'Not found' })).toBe('Not found');
    expect(failureMessage({ error: ['Title is required', 'Date is invalid'] })).toBe(
      'Title is required Date is invalid',
    );
  });

  it('fall back to the generic crash text when the answer has no message', () => {
    expect(failureMessage({})).toBe('Ooops! Something went wrong!');
    expect(failureMessage(null)).toBe('Ooops! Something went wrong!');
    expect(failureMessage('<html>')).toBe('Ooops! Something went wrong!');
  });
});

describe('success toasts', () => {
  it('say the spec texts', () => {
    expect(EVENT_REMOVED_TOAST).toEqual({
      title: 'Success!',
      message: 'Event removed successfully.',
      type: 'success',
    });
    expect(EASY_APPLY_ENABLED_TOAST).toEqual({
      title: 'Success',
      message: 'Enabled easy apply on the product successfully.',
      type: 'success',
    });
  });
});
