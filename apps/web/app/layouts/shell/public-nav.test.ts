import { describe, expect, it } from 'vitest';
import { isCurrentSection } from './public-nav';

const at = (path: string) => {
  const url = new URL(path, 'http://gradway.local');
  return { pathname: url.pathname, search: url.search };
};

describe('isCurrentSection', () => {
  it('marks only the section whose search type is shown', () => {
    const jobs = at('/search/results?type=jobs&q=analyst');
    expect(isCurrentSection('/search/results?type=jobs', jobs)).toBe(true);
    expect(isCurrentSection('/search/results?type=internships', jobs)).toBe(false);
    expect(isCurrentSection('/search/results?type=events', jobs)).toBe(false);
  });

  it('marks a directory on its own page and the pages below it', () => {
    expect(isCurrentSection('/companies', at('/companies'))).toBe(true);
    expect(isCurrentSection('/companies', at('/companies/northwind-analytics'))).toBe(true);
    expect(isCurrentSection('/companies', at('/companies-house'))).toBe(false);
    expect(isCurrentSection('/societies', at('/companies'))).toBe(false);
  });
});
