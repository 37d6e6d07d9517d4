import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_SEARCH_FOCUS_DELAY_MS,
  MODAL_ENTER_DELAY_MS,
  MODAL_EXIT_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  TOAST_DEFAULT_TIMEOUT_MS,
  TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS,
} from './timeouts';

describe('timings', () => {
  it('match the spec', () => {
    expect(TOAST_DEFAULT_TIMEOUT_MS).toBe(5000);
    expect(TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS).toBe(3000);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    expect(DROPDOWN_SEARCH_FOCUS_DELAY_MS).toBe(200);
    expect(MODAL_ENTER_DELAY_MS).toBe(50);
    expect(MODAL_EXIT_DELAY_MS).toBe(500);
  });
});
