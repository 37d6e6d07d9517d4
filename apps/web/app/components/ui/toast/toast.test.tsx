import { ERROR_TOAST_TITLE, EVENT_REMOVED_TOAST, TOAST_DEFAULT_TIMEOUT_MS } from '@gradway/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadToastViewport, ToastProvider } from './toast-provider';
import { toast } from './toast-store';

const renderViewport = () => render(<ToastProvider />);

beforeEach(async () => {
  await loadToastViewport();
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.clear());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  test('shows title and message, and hides itself after the default 5000 ms', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Success!', message: 'Event removed successfully.', type: 'success' });
    });
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(screen.getByText('Event removed successfully.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_TIMEOUT_MS - 1));
    expect(screen.queryByText('Event removed successfully.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Event removed successfully.')).toBeNull();
  });

  test('default timeout is 5000 ms', () => {
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(5000);
  });

  test('a custom timeout replaces the default', () => {
    renderViewport();
    act(() => {
      toast({ message: 'Saved', timeout: 1200 });
    });
    act(() => vi.advanceTimersByTime(1199));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  test("toast.error titles the toast 'Error!' and marks it as a failure", () => {
    renderViewport();
    act(() => {
      toast.error('Email has already been taken');
    });
    expect(ERROR_TOAST_TITLE).toBe('Error!');
    const title = screen.getByText('Error!');
    expect(screen.getByText('Email has already been taken')).toBeTruthy();
    expect(title.closest('[data-toast-type]')?.getAttribute('data-toast-type')).toBe('failure');
  });

  test('clear hides one toast at once, and clear() hides them all', () => {
    renderViewport();
    let first = '';
    act(() => {
      first = toast({ message: 'First' });
      toast({ message: 'Second' });
      toast({ message: 'Third' });
    });
    act(() => toast.clear(first));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.queryByText('Second')).not.toBeNull();
    act(() => toast.clear());
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.queryByText('Third')).toBeNull();
  });

  test('a loading toast stays until updated, then hides after the timeout', () => {
    renderViewport();
    let id = '';
    act(() => {
      id = toast.loading('Publishing your event…');
    });
    const loading = screen.getByText('Publishing your event…').closest('li');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_TIMEOUT_MS * 3));
    expect(screen.queryByText('Publishing your event…')).not.toBeNull();

    act(() => {
      toast.update(id, { type: 'success', title: 'Success!', message: 'Event published.' });
    });
    expect(screen.queryByText('Publishing your event…')).toBeNull();
    expect(
      screen.getByText('Event published.').closest('li')?.getAttribute('aria-busy'),
    ).toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_TIMEOUT_MS));
    expect(screen.queryByText('Event published.')).toBeNull();
  });

  test('the close button hides a toast', () => {
    renderViewport();
    act(() => {
      toast({ message: 'Dismiss me', variant: 'medium' });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Dismiss me')).toBeNull();
  });

  test('a failure is announced assertively to screen readers, a success politely', () => {
    renderViewport();
    act(() => {
      toast.error('Something failed');
      toast.success('All good');
    });
    // Radix fills its live region on the next frame.
    act(() => vi.advanceTimersByTime(32));
    const live = screen.getAllByRole('status', { hidden: true });
    const byText = (text: string) =>
      live.find((node) => node.textContent?.includes(text))?.getAttribute('aria-live');
    expect(byText('Something failed')).toBe('assertive');
    expect(byText('All good')).toBe('polite');
  });
});

describe('toasts from the domain', () => {
  test("the spec's success toasts show as given", () => {
    renderViewport();
    act(() => {
      toast(EVENT_REMOVED_TOAST);
    });
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(screen.getByText('Event removed successfully.')).toBeTruthy();
  });

  test('a negative timeout is refused', () => {
    expect(() => toast({ message: 'x', timeout: -1 })).toThrow(RangeError);
  });
});
