/**
 * What other features may use of the organisations' public pages (the boundary test holds every
 * other import to this file).
 */
export { CompanyList } from './company-list';
export { JsonLdScript } from './json-ld-script';
export type { JsonLd } from './organisation-json-ld';
