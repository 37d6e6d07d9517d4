/**
 * How the browser build groups library code into files (docs/decisions/012-contract-references-in-the-browser.md).
 *
 * React, React DOM, React Router and i18next are needed by every page, in full, before it
 * hydrates. Left alone, the bundler spread them over half a dozen files shared in different ways;
 * on a slow mobile connection each extra request costs a round trip before the page is usable.
 * They go in one `framework` file instead, which stays the same from page to page. The app's own
 * modules keep the bundler's split: grouping them pulled whole barrel modules (`@gradway/domain`)
 * into every page, and merging the bundler's small shared files into their neighbours
 * (`entriesAware` with a merge threshold of 3 or 24 KiB) halved the number of files but gave every
 * page 45-110 KiB more to download (docs/decisions/013-first-paint-and-first-load.md).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]node|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/;

export const firstLoadChunkGroups = [{ name: 'framework', test: FRAMEWORK }];
