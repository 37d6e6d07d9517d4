import { MODAL_ENTER_DELAY_MS, MODAL_EXIT_DELAY_MS } from '@gradway/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Modal } from './modal';
import { loadModal, ModalStackProvider, useModalStack } from './modal-stack';

const Opener = () => {
  const stack = useModalStack();
  return (
    <>
      <p>Depth {stack.depth}</p>
      <button
        type="button"
        onClick={() =>
          stack.openModal({
            title: 'Remove event',
            description: 'This cannot be undone.',
            footer: (close) => (
              <button type="button" onClick={close}>
                Keep it
              </button>
            ),
          })
        }
      >
        Open
      </button>
      <button type="button" onClick={() => stack.openModal({ title: 'Second modal' })}>
        Open second
      </button>
    </>
  );
};

beforeEach(async () => {
  await loadModal();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Modal', () => {
  test('shows a titled, described dialog and closes with its × button', () => {
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Edit profile" description="Update details">
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('modal stack', () => {
  test('a modal enters after 50 ms and leaves the stack 500 ms after closing', () => {
    expect([MODAL_ENTER_DELAY_MS, MODAL_EXIT_DELAY_MS]).toEqual([50, 500]);
    render(
      <ModalStackProvider>
        <Opener />
      </ModalStackProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => vi.advanceTimersByTime(MODAL_ENTER_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Remove event' })).toBeTruthy();
    expect(screen.getByText('Depth 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(MODAL_EXIT_DELAY_MS - 1));
    expect(screen.getByText('Depth 1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Depth 0')).toBeTruthy();
  });

  test('modals stack and close from the top', () => {
    let stack: ReturnType<typeof useModalStack> | null = null;
    const Capture = () => {
      stack = useModalStack();
      return null;
    };
    render(
      <ModalStackProvider>
        <Capture />
      </ModalStackProvider>,
    );
    act(() => {
      stack?.openModal({ title: 'First' });
    });
    act(() => vi.advanceTimersByTime(MODAL_ENTER_DELAY_MS));
    act(() => {
      stack?.openModal({ title: 'Second' });
    });
    act(() => vi.advanceTimersByTime(MODAL_ENTER_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    act(() => stack?.closeModal());
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    act(() => stack?.closeAll());
    act(() => vi.advanceTimersByTime(MODAL_EXIT_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
