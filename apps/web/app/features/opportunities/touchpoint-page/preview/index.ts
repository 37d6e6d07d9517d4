/**
 * The public page's component, for the admin console's preview of a submission. An entry of its
 * own, apart from the feature's `index.ts`: the registration panel imports that index and the page
 * imports the panel, so exporting the page there would close a circle.
 */
export { TouchpointPage } from '../touchpoint-page';
