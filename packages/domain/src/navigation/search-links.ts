import { type CardLink, cardLink } from '../cards/link';

/** The search results page (spec §2). */
export const SEARCH_RESULTS_PATH = '/search/results';

/** Result types a shared id list can show (spec §7: type Jobs or internships). */
export type IdListResultType = 'jobs' | 'internships';

/**
 * A shareable search-results link built from a created id list's data.id (spec §7):
 * '/search/results?type=jobs&id_list_ids=<id>'.
 */
export const idListSearchResultsPath = (idListId: string, type: IdListResultType): string => {
  if (idListId.trim() === '') throw new RangeError('An id list link needs the id list id.');
  const params = new URLSearchParams({ type, id_list_ids: idListId });
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
};

/** Search results in quick-apply mode, opened by the quick-autofill action. */
export const QUICK_APPLY_SEARCH_RESULTS_PATH = `${SEARCH_RESULTS_PATH}?quick_apply=true`;

/**
 * Where the quick-autofill action goes (spec §2): search results with quick_apply when the
 * browser extension is installed; otherwise the extension's external page, in a new tab.
 */
export const quickAutofillLink = (
  extensionInstalled: boolean,
  extensionPageUrl: string,
): CardLink =>
  extensionInstalled ? cardLink(QUICK_APPLY_SEARCH_RESULTS_PATH) : cardLink(extensionPageUrl, true);
