import { TOAST_DEFAULT_TIMEOUT_MS } from '@gradway/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider, toastViewportLoader } from './toast-provider';
import { toast } from './toast-store';

// The viewport never arrives here (as when offline): the basic toasts must still work.
beforeEach(() => {
  vi.spyOn(toastViewportLoader, 'load').mockReturnValue(new Promise(() => {}));
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.clear());
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts before the viewport has loaded', () => {
  test("an 'Error!' toast is an alert and hides after 5000 ms", () => {
    render(<ToastProvider />);
    act(() => {
      toast.error('Could not reach the server');
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error!');
    expect(alert.textContent).toContain('Could not reach the server');
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a success is a status, and its close button hides it at once', () => {
    render(<ToastProvider />);
    act(() => {
      toast.success('Saved');
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  test('nothing is rendered while there are no toasts', () => {
    const { container } = render(
      <ToastProvider>
        <p>Page</p>
      </ToastProvider>,
    );
    expect(container.innerHTML).toBe('<p>Page</p>');
  });
});
