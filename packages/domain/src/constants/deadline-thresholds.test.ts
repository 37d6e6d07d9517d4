import { describe, expect, it } from 'vitest';
import {
  DEADLINE_INDICATOR_DAYS,
  DEADLINE_URGENT_DAYS,
  DEADLINE_WARNING_DAYS,
} from './deadline-thresholds';
import {
  COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE,
  SOCIETY_LIST_PER_PAGE,
  TOUCHPOINT_LIST_PER_PAGE,
  UNIVERSITY_LIST_PER_PAGE,
} from './paging';

describe('the exported 7 and 30', () => {
  it('are the deadline indicator thresholds', () => {
    expect(DEADLINE_URGENT_DAYS).toBe(7);
    expect(DEADLINE_INDICATOR_DAYS).toBe(30);
    expect(DEADLINE_WARNING_DAYS).toBe(14);
  });
});

describe('paging', () => {
  it('is 10 for touchpoints, 50 for societies and universities, 100 for company published', () => {
    expect(TOUCHPOINT_LIST_PER_PAGE).toBe(10);
    expect(SOCIETY_LIST_PER_PAGE).toBe(50);
    expect(UNIVERSITY_LIST_PER_PAGE).toBe(50);
    expect(COMPANY_PUBLISHED_TOUCHPOINTS_PER_PAGE).toBe(100);
  });
});
