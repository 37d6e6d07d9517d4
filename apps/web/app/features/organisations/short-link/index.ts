/**
 * An organisation's short link (`/s/:slug`), set from its profile page. Apart from the public
 * pages' index, so that a public page's first load carries none of its contracts
 * (docs/decisions/025-public-pages-as-forms-and-links.md).
 */
export { ShortLinkPanel } from './short-link-panel';
