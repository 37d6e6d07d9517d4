import { EXTERNAL_LINKS } from './external-links';

/** Search results filtered to jobs the extension can quick-apply to. */
export const QUICK_APPLY_SEARCH_PATH = '/search/results?quick_apply=true&type=jobs';

export type QuickAutofillAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'open-extension-page'; href: string };

/**
 * The candidate header's quick-autofill action (spec section 2): with the browser extension
 * installed, it goes to search results with quick_apply; otherwise it opens the extension's page
 * in a new tab.
 */
export const quickAutofillAction = (
  user: { extension_installed?: boolean | null } | null,
): QuickAutofillAction =>
  user?.extension_installed === true
    ? { kind: 'navigate', to: QUICK_APPLY_SEARCH_PATH }
    : { kind: 'open-extension-page', href: EXTERNAL_LINKS.extension };
