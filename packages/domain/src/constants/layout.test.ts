import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  isSmallScreen,
  LINK_PREFETCH_ROOT_MARGIN,
  LINK_PREFETCH_ROOT_MARGIN_PX,
  MEDIA_QUERIES,
  matchesBreakpoint,
} from './layout';

describe('link prefetch', () => {
  it('uses a 200 px root margin', () => {
    expect(LINK_PREFETCH_ROOT_MARGIN_PX).toBe(200);
    expect(LINK_PREFETCH_ROOT_MARGIN).toBe('200px');
  });
});

describe('breakpoints', () => {
  it('match the spec', () => {
    expect(BREAKPOINTS).toEqual({
      xs: { max: 414 },
      sm: { max: 767 },
      desktopDown: { max: 1080 },
      md: { max: 1279 },
      lg: { min: 1280 },
      xl: { min: 1440 },
      xxl: { min: 1800 },
    });
  });

  it('are available as media queries', () => {
    expect(MEDIA_QUERIES).toEqual({
      xs: '(max-width: 414px)',
      sm: '(max-width: 767px)',
      desktopDown: '(max-width: 1080px)',
      md: '(max-width: 1279px)',
      lg: '(min-width: 1280px)',
      xl: '(min-width: 1440px)',
      xxl: '(min-width: 1800px)',
    });
  });

  it('include their bounds', () => {
    expect(matchesBreakpoint('xs', 414)).toBe(true);
    expect(matchesBreakpoint('xs', 415)).toBe(false);
    expect(matchesBreakpoint('md', 1279)).toBe(true);
    expect(matchesBreakpoint('lg', 1279)).toBe(false);
    expect(matchesBreakpoint('lg', 1280)).toBe(true);
    expect(matchesBreakpoint('xxl', 1799)).toBe(false);
    expect(isSmallScreen(767)).toBe(true);
    expect(isSmallScreen(768)).toBe(false);
  });
});
