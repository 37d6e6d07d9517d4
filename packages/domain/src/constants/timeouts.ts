/** Timings of the spec (§2, §9), in milliseconds. */

/** A toast hides itself after this long unless it says otherwise. */
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;
/** On small screens the deadline tooltip closes itself after this long. */
export const TOOLTIP_SMALL_SCREEN_AUTO_CLOSE_MS = 3000;
/** Typing in a search box waits this long before searching. */
export const SEARCH_DEBOUNCE_MS = 500;
/** The dropdown focuses its search box after this delay. */
export const DROPDOWN_SEARCH_FOCUS_DELAY_MS = 200;
/** Modal stack: a modal enters after 50 ms and leaves after 500 ms. */
export const MODAL_ENTER_DELAY_MS = 50;
export const MODAL_EXIT_DELAY_MS = 500;
