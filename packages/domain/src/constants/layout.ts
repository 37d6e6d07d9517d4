/** Link prefetch starts when a link comes within 200 px of the viewport (spec §9). */
export const LINK_PREFETCH_ROOT_MARGIN_PX = 200;
/** The same margin as an IntersectionObserver `rootMargin`. */
export const LINK_PREFETCH_ROOT_MARGIN = `${LINK_PREFETCH_ROOT_MARGIN_PX}px`;

/** Breakpoints in px (spec §9): the first five are upper bounds, the last three lower bounds. */
export const BREAKPOINTS = {
  xs: { max: 414 },
  sm: { max: 767 },
  desktopDown: { max: 1080 },
  md: { max: 1279 },
  lg: { min: 1280 },
  xl: { min: 1440 },
  xxl: { min: 1800 },
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

const mediaQuery = (bound: { max: number } | { min: number }): string =>
  'max' in bound ? `(max-width: ${bound.max}px)` : `(min-width: ${bound.min}px)`;

/** Each breakpoint as a media query: xs → '(max-width: 414px)', lg → '(min-width: 1280px)'. */
export const MEDIA_QUERIES = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, bound]) => [name, mediaQuery(bound)]),
) as Readonly<Record<Breakpoint, string>>;

/** Whether a viewport width falls in a breakpoint. */
export const matchesBreakpoint = (breakpoint: Breakpoint, width: number): boolean => {
  const bound: { max?: number; min?: number } = BREAKPOINTS[breakpoint];
  return bound.max !== undefined ? width <= bound.max : width >= (bound.min ?? 0);
};

/** "Small screens" (the tooltip auto-close, header and footer rules) are the sm range and below. */
export const isSmallScreen = (width: number): boolean => matchesBreakpoint('sm', width);
