import { describe, expect, it } from 'vitest';
import {
  idListSearchResultsPath,
  QUICK_APPLY_SEARCH_RESULTS_PATH,
  quickAutofillLink,
} from './search-links';

describe('idListSearchResultsPath', () => {
  it('links search results to the id list with its type', () => {
    expect(idListSearchResultsPath('4f1c2a9e-0d7b-4d3a-9a51-2c1e3f4b5a6d', 'jobs')).toBe(
      '/search/results?type=jobs&id_list_ids=4f1c2a9e-0d7b-4d3a-9a51-2c1e3f4b5a6d',
    );
    expect(idListSearchResultsPath('abc', 'internships')).toBe(
      '/search/results?type=internships&id_list_ids=abc',
    );
    expect(() => idListSearchResultsPath(' ', 'jobs')).toThrow(RangeError);
  });
});

describe('quickAutofillLink', () => {
  it('goes to quick-apply search results when the extension is installed', () => {
    expect(QUICK_APPLY_SEARCH_RESULTS_PATH).toBe('/search/results?quick_apply=true');
    expect(quickAutofillLink(true, 'https://extension.example')).toEqual({
      href: '/search/results?quick_apply=true',
      target: '_self',
      rel: undefined,
    });
  });

  it('opens the extension page in a new tab otherwise', () => {
    expect(quickAutofillLink(false, 'https://extension.example')).toEqual({
      href: 'https://extension.example',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });
});
