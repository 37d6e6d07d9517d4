import {
  CLOSED_LABEL,
  deadlineIndicator,
  TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS,
} from '@gradway/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DeadlineIndicator } from './deadline-indicator';
import { DeadlineTooltip } from './deadline-tooltip';

const NOW = new Date('2025-03-01T12:00:00Z');
const DAY = 86_400_000;
const inDays = (days: number, extraMs = 0) => new Date(NOW.getTime() + days * DAY + extraMs);
const indicatorFor = (deadline: Date | null, isExpired = false) =>
  deadlineIndicator({ deadline, isExpired }, NOW);

const setScreenWidth = (width: number) => {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
};

const tooltipText = () => screen.queryByRole('tooltip')?.textContent;

beforeEach(() => {
  vi.useFakeTimers();
  setScreenWidth(1440);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DeadlineIndicator', () => {
  test.each([
    [31, null],
    [30, 'tertiary'],
    [15, 'tertiary'],
    [14, 'warning'],
    [8, 'warning'],
    [7, 'orange'],
    [1, 'orange'],
    [0, 'critical'],
  ])('%i whole days left shows band %s', (days, band) => {
    render(<DeadlineIndicator indicator={indicatorFor(inDays(days, 3_600_000))} />);
    const button = screen.queryByRole('button');
    expect(button?.getAttribute('data-band') ?? null).toBe(band);
  });

  test("an expired deadline shows the 'Closed' label instead", () => {
    render(<DeadlineIndicator indicator={indicatorFor(inDays(-2))} />);
    expect(CLOSED_LABEL).toBe('Closed');
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('the expired flag closes it whatever the date says', () => {
    render(<DeadlineIndicator indicator={indicatorFor(inDays(10), true)} />);
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  test("the button is named with the tooltip's '<duration> left' label", () => {
    render(<DeadlineIndicator indicator={indicatorFor(inDays(5, 3_600_000))} />);
    expect(screen.getByRole('button', { name: 'Application deadline: 5d left' })).toBeTruthy();
  });
});

describe('DeadlineTooltip', () => {
  const renderTooltip = () =>
    render(
      <DeadlineTooltip label="5d left">
        <button type="button">Deadline</button>
      </DeadlineTooltip>,
    );

  test('opens on click and closes when the pointer leaves', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Deadline' });
    fireEvent.click(trigger);
    expect(tooltipText()).toBeTruthy();
    fireEvent.pointerOut(trigger, { pointerType: 'mouse' });
    expect(tooltipText()).toBeUndefined();
  });

  test('opens on hover', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Deadline' });
    fireEvent.pointerOver(trigger, { pointerType: 'mouse' });
    expect(tooltipText()).toBe('5d left');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  test('opens on focus and closes on Escape', () => {
    renderTooltip();
    fireEvent.focus(screen.getByRole('button', { name: 'Deadline' }));
    expect(tooltipText()).toBe('5d left');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tooltipText()).toBeUndefined();
  });

  test('a press elsewhere closes it', () => {
    renderTooltip();
    fireEvent.click(screen.getByRole('button', { name: 'Deadline' }));
    fireEvent.pointerDown(document.body);
    expect(tooltipText()).toBeUndefined();
  });

  test('on small screens it closes itself after 3000 ms', () => {
    setScreenWidth(390);
    renderTooltip();
    fireEvent.click(screen.getByRole('button', { name: 'Deadline' }));
    expect(TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS).toBe(3000);
    act(() => vi.advanceTimersByTime(TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS - 1));
    expect(tooltipText()).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(tooltipText()).toBeUndefined();
  });

  test('on large screens it stays open while hovered', () => {
    renderTooltip();
    fireEvent.click(screen.getByRole('button', { name: 'Deadline' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS * 2));
    expect(tooltipText()).toBeTruthy();
  });
});
